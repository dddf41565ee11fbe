import styled from 'styled-components';

/**
 * A screen inside the shell's main area. The shell's <main> gives the padding, so the heading of
 * every admin screen sits where the other screens' headings do (issue 14 §6), also on a phone.
 */
export const PageContainer = styled.div`
  padding-bottom: 3rem;
  max-width: 1200px;
`;

/** A row of buttons or links. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Small inline error or note under a section. */
export const Note = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  margin: ${({ theme }) => theme.space(2)} 0;
`;
