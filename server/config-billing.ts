import {
  defaultPackagePrices,
  packageDevices,
  packageMonths,
  packagePriceKey,
  type PackagePrices,
} from '../contract/rules/packages';
import { type Env, oneOf, optionalText, readRaw, readSection, section } from './config-schema';

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export interface BillingConfig {
  provider: PaymentProviderName;
  /** Cents per `"<months>x<devices>"`: the default prices with the operator's overrides. */
  prices: PackagePrices;
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** Another API origin for the SDK (a local stand-in in tests); null = Stripe's own. */
    apiUrl: string | null;
  };
}

export const billingSection = section('Billing', {
  PAYMENT_PROVIDER: oneOf(paymentProviders, 'sandbox', {
    description:
      'sandbox (a test checkout page served by this server; no money is charged) or stripe (Stripe Checkout with signed webhooks at /api/payments/stripe/webhook).',
  }),
  PACKAGE_PRICES: optionalText({
    example: '3x2=8900,12x15=79900',
    description:
      'Overrides of package prices in US cents as <months>x<devices>=<cents>, comma-separated (e.g. 3x2=8900,12x15=79900). Unlisted packages keep the default: days × ($1.00 + $0.10 per device above two).',
  }),
  STRIPE_SECRET_KEY: optionalText({
    example: 'sk_live_…',
    description: 'Stripe secret API key (sk_live_… or sk_test_…); required when PAYMENT_PROVIDER=stripe.',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText({
    example: 'whsec_…',
    description: 'Signing secret of the Stripe webhook endpoint (whsec_…); required when PAYMENT_PROVIDER=stripe.',
  }),
  STRIPE_API_URL: optionalText({
    pattern: /^https?:\/\/[^/\s]+\/?$/,
    expected: 'an http(s) origin such as http://127.0.0.1:12111',
    description: 'Another base URL for the Stripe API (tests point it at a local stand-in); empty = Stripe itself.',
  }),
});

const parsePrices = (raw: string | undefined, problems: string[]): PackagePrices => {
  if (raw === undefined) return defaultPackagePrices;
  const prices: Record<string, number> = { ...defaultPackagePrices };
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const match = /^(\d+)x(\d+)=(\d{1,9})$/.exec(entry);
    const months = Number(match?.[1]);
    const devices = Number(match?.[2]);
    if (
      !match ||
      !(packageMonths as readonly number[]).includes(months) ||
      !(packageDevices as readonly number[]).includes(devices) ||
      Number(match[3]) < 1
    ) {
      problems.push(
        `PACKAGE_PRICES entries look like 3x2=9000 (months ${packageMonths.join('/')}, devices ${packageDevices.join('/')}, a price in cents above 0), got "${entry}"`,
      );
      continue;
    }
    prices[packagePriceKey({ months: months as 3, devices: devices as 2 })] = Number(match[3]);
  }
  return Object.freeze(prices);
};

export const parseBillingConfig = (env: Env, problems: string[]): BillingConfig => {
  const vars = readSection(billingSection, env, problems);
  // The provider as given, so a misspelt one is not also reported as the sandbox in production.
  const provider = readRaw(env, 'PAYMENT_PROVIDER') ?? vars.PAYMENT_PROVIDER;
  const secretKey = vars.STRIPE_SECRET_KEY ?? null;
  const webhookSecret = vars.STRIPE_WEBHOOK_SECRET ?? null;
  if (provider === 'stripe') {
    if (!secretKey || !/^(sk|rk)_(live|test)_\w+$/.test(secretKey)) {
      problems.push(
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…) when PAYMENT_PROVIDER=stripe',
      );
    }
    if (!webhookSecret || !webhookSecret.startsWith('whsec_')) {
      problems.push('STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…) when PAYMENT_PROVIDER=stripe');
    }
  }
  return {
    provider: provider as PaymentProviderName,
    prices: parsePrices(vars.PACKAGE_PRICES, problems),
    stripe: { secretKey, webhookSecret, apiUrl: vars.STRIPE_API_URL ?? null },
  };
};
