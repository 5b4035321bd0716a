/**
 * Full-page navigations (leaving the SPA, e.g. to the sign-in provider). An object so tests
 * can spy on it: jsdom does not implement navigation.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
