import styled from 'styled-components';

const Text = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** Says why actions are missing where they would be (permission or own-account rules). */
export function Withheld({ reason }: { reason: string }) {
  return <Text data-withheld="">{reason}</Text>;
}
