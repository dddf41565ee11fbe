import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** The spec's exact wording, e.g. 'No incidents to display'. */
  message: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colours.muted};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export function EmptyState({ message, detail, action }: EmptyStateProps) {
  return (
    <Box>
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      {action}
    </Box>
  );
}
