import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * Theme + global style for one React root: the shell and each remote mount wrap in it. Several
 * roots on a page render the same global rules; styled-components removes a root's copy on unmount.
 */
export function UiRoot({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
