import Stripe from 'stripe';
import type { BillingConfig } from '../../config-billing';
import type { PaymentProvider } from './provider';

export const stripeClient = (config: BillingConfig['stripe']): Stripe => {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey ?? '', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
};

/** Stripe Checkout: a hosted payment page; the signed `checkout.session.completed` webhook confirms the order. */
export const createStripeProvider = (stripe: Stripe, appName: string): PaymentProvider => ({
  name: 'stripe',
  startCheckout: async (order, returnUrls) => {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.price_cents,
              product_data: { name: `${appName}: ${order.months} months, ${order.devices} devices` },
            },
          },
        ],
        success_url: returnUrls.paid,
        cancel_url: returnUrls.cancelled,
      },
      // Retrying the same order never opens a second session.
      { idempotencyKey: `order-${order.id}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { reference: session.id, checkoutUrl: session.url };
  },
});
