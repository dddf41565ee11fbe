export const FONT_STACK = "'effra', 'Helvetica Neue', Arial, sans-serif";

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
