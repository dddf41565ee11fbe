import styled from 'styled-components';

/** A screen inside the shell's main area. */
export const PageContainer = styled.div`
  padding: 1.5rem 2rem 3rem;
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
