import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config';

/** A configuration production accepts: every setting the embedded defaults would get wrong is given. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://dentiqo.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  LEGAL_ENTITY_NAME: 'Dentiqo Software Ltd',
  LEGAL_ADDRESS: '5 Harbour Road, Dublin D02 X285, Ireland',
  LEGAL_REGISTRATION_NUMBER: 'CRO 712345, VAT IE1234567T',
  LEGAL_CONTACT_EMAIL: 'legal@dentiqo.example',
  LEGAL_GOVERNING_LAW: 'the law of Ireland; the courts of Dublin',
  LEGAL_DATA_CONTROLLER: 'Dentiqo Software Ltd, data protection officer, dpo@dentiqo.example',
};

const legalSettings = Object.keys(production).filter((name) => name.startsWith('LEGAL_'));

const problemsOf = (env: Record<string, string | undefined>): readonly string[] => {
  try {
    loadConfig(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as never);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('production configuration', () => {
  it('starts with every production setting given', () => {
    expect(problemsOf(production)).toEqual([]);
    expect(loadConfig(production).nodeEnv).toBe('production');
  });

  it.each([
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, /^PUBLIC_URL is required in production/],
    ['PUBLIC_URL on localhost', { PUBLIC_URL: 'http://localhost:3000' }, /^PUBLIC_URL must be the site's public/],
    ['PUBLIC_URL on a loopback address', { PUBLIC_URL: 'http://127.0.0.1' }, /^PUBLIC_URL must be the site's public/],
    ['PUBLIC_URL on IPv6 loopback', { PUBLIC_URL: 'http://[::1]:8080' }, /^PUBLIC_URL must be the site's public/],
    ['mail written to files', { SMTP_URL: undefined }, /^SMTP_URL is required in production/],
    ['the sandbox checkout', { PAYMENT_PROVIDER: 'sandbox' }, /^PAYMENT_PROVIDER=sandbox grants packages/],
    ['the default (sandbox) checkout', { PAYMENT_PROVIDER: undefined }, /^PAYMENT_PROVIDER=sandbox grants packages/],
    ['a Stripe stand-in', { STRIPE_API_URL: 'http://127.0.0.1:12111' }, /^STRIPE_API_URL points payments/],
    ['no encryption key', { ENCRYPTION_KEY: undefined }, /^ENCRYPTION_KEY is required in production/],
    ["the tests' argon2 memory", { ARGON2_MEMORY_KIB: '64' }, /^ARGON2_MEMORY_KIB and ARGON2_ITERATIONS must be/],
    ['a single argon2 pass', { ARGON2_ITERATIONS: '1' }, /^ARGON2_MEMORY_KIB and ARGON2_ITERATIONS must be/],
    ['no legal entity', { LEGAL_ENTITY_NAME: undefined }, /^LEGAL_ENTITY_NAME must be set in production/],
    ['no data controller', { LEGAL_DATA_CONTROLLER: '  ' }, /^LEGAL_DATA_CONTROLLER must be set in production/],
  ])('refuses %s, naming the setting', (_case, change, message) => {
    const problems = problemsOf({ ...production, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('names every development default at once when nothing is configured', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    for (const setting of ['PUBLIC_URL', 'SMTP_URL', 'PAYMENT_PROVIDER', 'ENCRYPTION_KEY', 'LEGAL_ENTITY_NAME']) {
      expect(problems.some((problem) => problem.startsWith(setting))).toBe(true);
    }
  });

  it('names every unset legal detail in one line', () => {
    const problems = problemsOf(
      Object.fromEntries(Object.entries(production).filter(([name]) => !name.startsWith('LEGAL_'))),
    );
    expect(problems).toEqual([
      `${legalSettings.join(', ')} must be set in production: the license agreement and the privacy policy name the operator with them`,
    ]);
  });

  it('fills the documents with the sample operator outside production, naming the variable to set', () => {
    const { legal } = loadConfig({ NODE_ENV: 'test' });
    expect(legal.entityName).toBe('Example Operator Ltd (set LEGAL_ENTITY_NAME)');
    expect(legal.governingLaw).toMatch(/\(set LEGAL_GOVERNING_LAW\)$/);
    expect(loadConfig(production).legal.address).toBe('5 Harbour Road, Dublin D02 X285, Ireland');
  });

  it('refuses a legal contact that is not an e-mail address', () => {
    expect(problemsOf({ ...production, LEGAL_CONTACT_EMAIL: 'write to us' })).toEqual([
      'LEGAL_CONTACT_EMAIL must be an e-mail address, got "write to us"',
    ]);
  });

  it('keeps the embedded defaults for development and test', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' })).toEqual([]);
  });
});
