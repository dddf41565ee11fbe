import type { ReactNode } from 'react';
import styled from 'styled-components';

const Area = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.orange};
    outline-offset: 2px;
  }
`;

/**
 * A wide table scrolls sideways inside the page on a phone (360 px) instead of widening it; the
 * region is focusable so keyboard users can scroll it too.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Area role="region" aria-label={label} tabIndex={0}>
      {children}
    </Area>
  );
}
