/** Leaves the SPA for the payment provider's checkout page (a page of this server in the sandbox). */
export const checkoutRedirect = {
  go: (url: string): void => window.location.assign(url),
};
