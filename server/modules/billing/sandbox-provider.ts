import { newSecretToken } from '../../security/secret-tokens';
import type { PaymentProvider } from './provider';

export const sandboxCheckoutPath = '/payments/sandbox/';

/**
 * The default provider: a checkout page served by this server (sandbox-routes.ts) that charges nothing. Its
 * reference is 256 random bits, so only whoever was sent to the page can pay or cancel the order.
 */
export const createSandboxProvider = (publicUrl: string): PaymentProvider => ({
  name: 'sandbox',
  startCheckout: async () => {
    const reference = newSecretToken();
    return { reference, checkoutUrl: `${publicUrl}${sandboxCheckoutPath}${reference}` };
  },
});
