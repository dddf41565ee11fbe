/**
 * Intentional fallback stack (issue 14 §8): the brand font Effra is licensed per site and never
 * shipped, so the portal uses each platform's own UI font (well hinted, full Latin accents for
 * children's names), then Helvetica/Arial-metric fonts. No web font is downloaded.
 */
export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

export const colours = {
  orange: '#ff8300',
  deepBlue: '#04124C',
  white: '#ffffff',
  text: '#1b1f33',
  muted: '#5b6079',
  border: '#d5d8e3',
  background: '#f5f6fa',
  success: '#1e7b34',
  successBackground: '#e4f4e8',
  danger: '#b3261e',
  dangerBackground: '#fbe7e6',
  warning: '#8a5a00',
  warningBackground: '#fff4d6',
  info: '#04124C',
  infoBackground: '#e7ebf8',
  focus: '#ff8300',
  // Text on orange needs the deep blue for contrast (white on #ff8300 fails WCAG AA).
  onOrange: '#04124C',
  // The brand orange as text (logo word, accents) on white or the page background: 4.87:1 on
  // #f5f6fa, 5.26:1 on white (#ff8300 itself is 2.47:1, fine for shapes, never for text).
  orangeText: '#a85600',
} as const;

export const theme = {
  colours,
  font: FONT_STACK,
  radius: '6px',
  space: (n: number) => `${n * 4}px`,
  breakpoints: { small: '600px', medium: '900px', large: '1200px' },
  shadow: '0 1px 3px rgba(4, 18, 76, 0.12)',
};

export type BeSmartTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends BeSmartTheme {}
}
