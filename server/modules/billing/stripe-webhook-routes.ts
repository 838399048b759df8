import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { HttpProblem } from '../../plugins/problem';
import type { BillingDeps } from './deps';
import { cancelByReference, confirmPayment } from './service';

export interface StripeWebhookOptions {
  deps: BillingDeps;
  stripe: Stripe;
  webhookSecret: string;
}

const maxWebhookBytes = 512 * 1024;

/**
 * Stripe's webhook: the signature is checked over the exact raw bytes (so this scope parses JSON as a buffer), and
 * only a verified `checkout.session.completed` with `payment_status: paid` (or a later async success) pays an order.
 * Replays and concurrent deliveries apply once (confirmPayment).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { deps, stripe, webhookSecret },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: maxWebhookBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    // Authenticated by Stripe's signature over the body, not by a session.
    { schema: { hide: true }, config: { public: true }, bodyLimit: maxWebhookBytes },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpProblem(400, 'BAD_REQUEST', { detail: 'A signed Stripe event is expected.' });
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new HttpProblem(400, 'BAD_REQUEST', { detail: 'The Stripe signature does not match.' });
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        if (session.payment_status === 'paid') {
          const outcome = await confirmPayment(deps, 'stripe', session.id);
          request.log.info({ sessionId: session.id, outcome }, 'stripe payment confirmation');
        }
      } else if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        await cancelByReference(deps, 'stripe', event.data.object.id);
      }
      return { received: true };
    },
  );
};
