/**
 * The one place the app reloads the page. An object (not a bare function) so tests can observe the call with
 * `jest.spyOn(pageReload, 'reload')`; jsdom cannot navigate.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
