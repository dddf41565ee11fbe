import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colours.deepBlue};
    font-size: 1.125rem;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

/** A titled block of questions inside a wizard page. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <h3>{title}</h3>
      {children}
    </Box>
  );
}
