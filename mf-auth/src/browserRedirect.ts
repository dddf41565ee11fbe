/**
 * Full-page navigation away from the single-page app (single sign-on start). An object so tests can
 * observe the call: jsdom cannot leave the page.
 */
export const browserRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
