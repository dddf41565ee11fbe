/**
 * The texts of the public document-link page (`/shared`, issue 13 design), word for word. The
 * server answers with them and the page compares them, so they live in one place with no schema
 * library behind them (browser code imports this from 'shared-api').
 */
export const SHARE_TEXTS = {
  enterCode: 'Enter the 6-digit code we sent to your e-mail address',
  notValid: 'This link is not valid or has expired',
  wrongCode: 'Wrong code. Please try again.',
  codeUsedUp: 'This code has expired or was tried too many times. Send a new code.',
} as const;
