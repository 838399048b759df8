import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { BillingConfig } from '../../config-billing';
import type { LicensingDeps } from '../licensing/deps';
import { billingRoutes } from './routes';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxRoutes } from './sandbox-routes';
import { loadSandboxTexts } from './sandbox-texts';

export interface PaymentsOptions {
  publicUrl: string;
  appName: string;
  billing: BillingConfig;
  localesDir: string;
}

/**
 * Orders and the provider the configuration names, with the routes that confirm its payments: Stripe's webhook, or
 * the sandbox's checkout pages.
 */
const payments: FastifyPluginAsync<PaymentsOptions> = async (app, { publicUrl, appName, billing, localesDir }) => {
  const deps: LicensingDeps & { publicUrl: string } = {
    db: app.db,
    clock: app.clock,
    vault: app.vault,
    signingKeys: app.signingKeys,
    passwords: app.passwords,
    publicUrl,
  };
  if (billing.provider === 'stripe') {
    // The Stripe SDK is a few megabytes of code held in memory: loaded only when Stripe is the provider.
    const { createStripeProvider, stripeClient } = await import('./stripe-provider');
    const { stripeWebhookRoutes } = await import('./stripe-webhook-routes');
    const stripe = stripeClient(billing.stripe);
    const billingDeps = { ...deps, prices: billing.prices, provider: createStripeProvider(stripe, appName) };
    await app.register(billingRoutes, { deps: billingDeps });
    await app.register(stripeWebhookRoutes, {
      deps: billingDeps,
      stripe,
      webhookSecret: billing.stripe.webhookSecret as string,
    });
    return;
  }
  const billingDeps = { ...deps, prices: billing.prices, provider: createSandboxProvider(publicUrl) };
  await app.register(billingRoutes, { deps: billingDeps });
  await app.register(sandboxRoutes, { deps: billingDeps, texts: loadSandboxTexts(localesDir) });
};

export const paymentsModule = fp(payments, {
  name: 'payments',
  fastify: '5.x',
  dependencies: ['core-services', 'keys'],
  encapsulate: true,
});
