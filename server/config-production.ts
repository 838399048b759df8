import { type PasswordHashCost, productionHashCost } from './security/passwords';

/**
 * What production must not run with: the embedded defaults that make `npm start` work on a laptop (a localhost
 * address, mail written to files, the sandbox checkout that grants packages without money, a Stripe stand-in).
 * Each is right for development and silently wrong for clinics, so production names them and refuses to start.
 */
export interface ProductionFacts {
  /** PUBLIC_URL as given, before its development default. */
  publicUrlSet: string | undefined;
  publicUrl: string;
  smtpUrl: string | null;
  paymentProvider: string;
  stripeApiUrl: string | null;
  passwordHashCost: PasswordHashCost;
}

const localHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

export const productionProblems = (facts: ProductionFacts): string[] => {
  const problems: string[] = [];
  if (facts.publicUrlSet === undefined) {
    problems.push('PUBLIC_URL is required in production: e-mails, shared links and the desktop program use it');
  } else if (URL.canParse(facts.publicUrl) && localHosts.test(new URL(facts.publicUrl).hostname)) {
    problems.push(`PUBLIC_URL must be the site's public address in production, got "${facts.publicUrl}"`);
  }
  if (facts.smtpUrl === null) {
    problems.push('SMTP_URL is required in production: without it e-mails are only written to $DATA_DIR/mail/');
  }
  if (facts.paymentProvider === 'sandbox') {
    problems.push('PAYMENT_PROVIDER=sandbox grants packages without payment; production needs PAYMENT_PROVIDER=stripe');
  }
  if (facts.stripeApiUrl !== null) {
    problems.push('STRIPE_API_URL points payments at a stand-in; leave it unset in production');
  }
  if (
    facts.passwordHashCost.memoryKib < productionHashCost.memoryKib ||
    facts.passwordHashCost.iterations < productionHashCost.iterations
  ) {
    problems.push(
      `ARGON2_MEMORY_KIB and ARGON2_ITERATIONS must be at least ${productionHashCost.memoryKib} and ${productionHashCost.iterations} in production: a lower cost is for the test suites`,
    );
  }
  return problems;
};
