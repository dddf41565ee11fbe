import styled from 'styled-components';

/** Plain input/select styled like the shared-ui fields, for builders outside react-final-form. */
export const Control = styled.input`
  font: inherit;
  width: 100%;
  padding: 8px 12px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.white};
  &:disabled {
    background: ${({ theme }) => theme.colours.background};
  }
`;
