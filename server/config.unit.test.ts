import path from 'node:path';
import { defaultPackagePrices } from '../contract/rules/packages';
import { ConfigError, configVariables, loadConfig } from './config';
import { rateLimitScopes, rateLimitVariable, rateLimitedActions } from './config-rate-limits';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: `sqlite:${path.resolve('data', 'dentiqo.sqlite')}`,
      appName: 'Dentiqo 3D',
      logLevel: 'info',
      nodeEnv: 'development',
      staticDir: path.resolve(__dirname, '..', 'dist'),
      storage: { kind: 'local' },
      localesDir: path.resolve(__dirname, '..', 'locales'),
      trustProxy: false,
      mail: {
        smtpUrl: null,
        from: '"Dentiqo 3D" <no-reply@localhost>',
        maxAttempts: 12,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
      },
      passwordHashCost: { memoryKib: 19_456, iterations: 2 },
      rateLimits: {
        'sign-in': { ip: { max: 10, windowMs: 60_000 }, account: { max: 5, windowMs: 60_000 } },
        'sign-up': { ip: { max: 10, windowMs: 3_600_000 }, account: { max: 5, windowMs: 3_600_000 } },
        'confirmation-email': { ip: { max: 10, windowMs: 3_600_000 }, account: { max: 5, windowMs: 3_600_000 } },
        'forgot-password': { ip: { max: 10, windowMs: 3_600_000 }, account: { max: 3, windowMs: 3_600_000 } },
        'reset-password': { ip: { max: 10, windowMs: 900_000 }, account: { max: 5, windowMs: 900_000 } },
        deactivate: { ip: { max: 30, windowMs: 3_600_000 }, account: { max: 5, windowMs: 3_600_000 } },
        'app-sign-in': { ip: { max: 10, windowMs: 60_000 }, account: { max: 5, windowMs: 60_000 } },
        'change-password': { ip: { max: 10, windowMs: 60_000 }, account: { max: 5, windowMs: 60_000 } },
        staff: { ip: { max: 30, windowMs: 3_600_000 }, account: { max: 20, windowMs: 3_600_000 } },
        'card-decision': { ip: { max: 30, windowMs: 3_600_000 }, account: { max: 10, windowMs: 3_600_000 } },
      },
      licensing: { keysDir: path.resolve('data/keys/license'), currentKid: null },
      billing: {
        provider: 'sandbox',
        prices: defaultPackagePrices,
        stripe: { secretKey: null, webhookSecret: null, apiUrl: null },
      },
      site: {
        contentDir: path.resolve(__dirname, '..', 'content'),
        contacts: { email: null, telegram: null, whatsapp: null, viber: null, messenger: null },
        analytics: { gaMeasurementId: null, gtmContainerId: null },
      },
      settings: { patientPlatformUrl: null, encryptionKey: null },
      cards: { linkDays: 180, imageMaxBytes: 15 * 1024 * 1024, pdfMaxBytes: 20 * 1024 * 1024 },
      legal: {
        entityName: 'Example Operator Ltd (set LEGAL_ENTITY_NAME)',
        address: '1 Sample Street, Sampletown, Exampleland (set LEGAL_ADDRESS)',
        registrationNumber: 'company no. 00000000 (set LEGAL_REGISTRATION_NUMBER)',
        contactEmail: 'legal@operator.example (set LEGAL_CONTACT_EMAIL)',
        governingLaw: 'the law of Exampleland (set LEGAL_GOVERNING_LAW)',
        dataController:
          'Example Operator Ltd, data protection officer, privacy@operator.example (set LEGAL_DATA_CONTROLLER)',
      },
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.mail)).toBe(true);
    expect(Object.isFrozen(config.rateLimits['sign-in'])).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', APP_NAME: ' ', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      appName: 'Dentiqo 3D',
      logLevel: 'info',
    });
  });

  it('derives PUBLIC_URL from PORT and keeps no trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://dentiqo.example/' }).publicUrl).toBe('https://dentiqo.example');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/app/' }).publicUrl).toBe('https://example.com/app');
  });

  it('resolves DATA_DIR and puts the default SQLite file in it', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/somewhere' });
    expect(config.dataDir).toBe(path.resolve('tmp/somewhere'));
    expect(config.databaseUrl).toBe(`sqlite:${path.resolve('tmp/somewhere', 'dentiqo.sqlite')}`);
  });

  it.each([
    ['postgres://user:pw@db:5432/dentiqo', 'postgres://user:pw@db:5432/dentiqo'],
    ['postgresql://db/dentiqo', 'postgresql://db/dentiqo'],
    ['sqlite:/var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['sqlite:relative/app.sqlite', `sqlite:${path.resolve('relative/app.sqlite')}`],
    ['file:/var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['file:///var/lib/dentiqo/app.sqlite', 'sqlite:/var/lib/dentiqo/app.sqlite'],
    ['sqlite::memory:', 'sqlite::memory:'],
  ])('accepts DATABASE_URL %s', (value, expected) => {
    expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(expected);
  });

  it.each(['mysql://db/dentiqo', 'dentiqo.sqlite', 'sqlite:', 'postgres://'])('rejects DATABASE_URL %s', (value) => {
    expect(problemsOf({ DATABASE_URL: value })).toEqual([expect.stringContaining('DATABASE_URL')]);
  });

  it('names every invalid value at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      PUBLIC_URL: 'ftp://example.com',
      DATABASE_URL: 'mongodb://x',
      APP_NAME: 'x'.repeat(61),
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'APP_NAME', 'LOG_LEVEL', 'NODE_ENV']) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it.each(['-1', '3.5', 'abc', '65536'])('rejects PORT %s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringContaining('PORT')]);
  });

  it.each(['localhost:3000', 'https://user:pw@example.com', 'https://example.com/?a=1', 'not a url'])(
    'rejects PUBLIC_URL %s',
    (publicUrl) => {
      expect(problemsOf({ PUBLIC_URL: publicUrl })).toEqual([expect.stringContaining('PUBLIC_URL')]);
    },
  );

  it('accepts an APP_NAME of exactly 60 characters', () => {
    expect(loadConfig({ APP_NAME: 'a'.repeat(60) }).appName).toHaveLength(60);
  });

  it('lists the message of every problem in the error text', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('documents every variable it reads', () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      'PORT',
      'HOST',
      'PUBLIC_URL',
      'DATA_DIR',
      'DATABASE_URL',
      'APP_NAME',
      'LOG_LEVEL',
      'NODE_ENV',
      'TRUST_PROXY',
      'SMTP_URL',
      'MAIL_FROM',
      'MAIL_MAX_ATTEMPTS',
      'MAIL_RETRY_BASE_SECONDS',
      'MAIL_RETRY_MAX_SECONDS',
      'ARGON2_MEMORY_KIB',
      'ARGON2_ITERATIONS',
      'RATE_LIMIT_SIGN_IN_IP',
      'RATE_LIMIT_SIGN_IN_ACCOUNT',
      'RATE_LIMIT_SIGN_UP_IP',
      'RATE_LIMIT_SIGN_UP_ACCOUNT',
      'RATE_LIMIT_RESEND_CONFIRMATION_IP',
      'RATE_LIMIT_RESEND_CONFIRMATION_ACCOUNT',
      'RATE_LIMIT_FORGOT_PASSWORD_IP',
      'RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT',
      'RATE_LIMIT_RESET_PASSWORD_IP',
      'RATE_LIMIT_RESET_PASSWORD_ACCOUNT',
      'RATE_LIMIT_DEACTIVATE_IP',
      'RATE_LIMIT_DEACTIVATE_ACCOUNT',
      'RATE_LIMIT_APP_SIGN_IN_IP',
      'RATE_LIMIT_APP_SIGN_IN_ACCOUNT',
      'RATE_LIMIT_CHANGE_PASSWORD_IP',
      'RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT',
      'RATE_LIMIT_STAFF_IP',
      'RATE_LIMIT_STAFF_ACCOUNT',
      'RATE_LIMIT_CARD_DECISION_IP',
      'RATE_LIMIT_CARD_DECISION_ACCOUNT',
      'LICENSE_KEYS_DIR',
      'LICENSE_CURRENT_KID',
      'PAYMENT_PROVIDER',
      'PACKAGE_PRICES',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_URL',
      'CONTENT_DIR',
      'CONTACT_EMAIL',
      'CONTACT_TELEGRAM',
      'CONTACT_WHATSAPP',
      'CONTACT_VIBER',
      'CONTACT_MESSENGER',
      'GA_MEASUREMENT_ID',
      'GTM_CONTAINER_ID',
      'PATIENT_PLATFORM_URL',
      'ENCRYPTION_KEY',
      'CARD_LINK_DAYS',
      'CARD_IMAGE_MAX_MB',
      'CARD_PDF_MAX_MB',
      'FILE_STORE',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_SIGNED_DOWNLOADS',
      'LEGAL_ENTITY_NAME',
      'LEGAL_ADDRESS',
      'LEGAL_REGISTRATION_NUMBER',
      'LEGAL_CONTACT_EMAIL',
      'LEGAL_GOVERNING_LAW',
      'LEGAL_DATA_CONTROLLER',
    ]);
    for (const variable of configVariables) expect(variable.description.length).toBeGreaterThan(10);
  });

  it('documents the default of every rate limit as the value it uses', () => {
    const documented = new Map(configVariables.map((variable) => [variable.name, variable.default]));
    const defaults = loadConfig({}).rateLimits;
    for (const action of rateLimitedActions) {
      for (const scope of rateLimitScopes) {
        const name = rateLimitVariable(action, scope);
        expect(loadConfig({ [name]: documented.get(name)! }).rateLimits[action][scope]).toEqual(
          defaults[action][scope],
        );
      }
    }
  });
});

describe('loadConfig: mail', () => {
  it.each([
    'smtp://mail.example.com',
    'smtp://user:pa%40ss@mail.example.com:587',
    'smtps://user:secret@mail.example.com:465',
    'smtp://127.0.0.1:2525/?tls.rejectUnauthorized=false',
  ])('accepts SMTP_URL %s', (url) => {
    expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl).toBe(url);
  });

  it.each([
    ['http://mail.example.com', 'scheme'],
    ['smtp://', 'SMTP_URL'],
    ['mail.example.com:587', 'SMTP_URL'],
    ['smtp://mail.example.com/inbox', 'path'],
    ['smtp://:secret@mail.example.com', 'user name'],
  ])('rejects SMTP_URL %s with a clear message', (url, words) => {
    const [problem] = problemsOf({ SMTP_URL: url });
    expect(problem).toMatch(/^SMTP_URL must look like smtp:\/\/user:password@host:587/);
    expect(problem).toContain(words);
  });

  it('never prints the SMTP password in a configuration error', () => {
    const [problem] = problemsOf({ SMTP_URL: 'ftp://user:hunter2@mail.example.com' });
    expect(problem).toContain('ftp://user:***@mail.example.com');
    expect(problem).not.toContain('hunter2');
  });

  it('builds MAIL_FROM from APP_NAME, quoting it', () => {
    expect(loadConfig({ APP_NAME: 'Dr. "Smile"' }).mail.from).toBe('"Dr. \\"Smile\\"" <no-reply@localhost>');
    expect(loadConfig({ MAIL_FROM: 'Clinic <hello@clinic.example>' }).mail.from).toBe('Clinic <hello@clinic.example>');
  });

  it.each(['not an address', 'a@b.co, c@d.co', 'Clinic <>'])('rejects MAIL_FROM %s', (from) => {
    expect(problemsOf({ MAIL_FROM: from })).toEqual([expect.stringContaining('MAIL_FROM')]);
  });

  it('reads the retry settings and checks them', () => {
    expect(
      loadConfig({ MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_SECONDS: '2', MAIL_RETRY_MAX_SECONDS: '10' }).mail,
    ).toMatchObject({ maxAttempts: 3, retryBaseMs: 2000, retryMaxMs: 10_000 });
    expect(problemsOf({ MAIL_MAX_ATTEMPTS: '0' })).toEqual([expect.stringContaining('MAIL_MAX_ATTEMPTS')]);
    expect(problemsOf({ MAIL_RETRY_BASE_SECONDS: 'soon' })).toEqual([
      expect.stringContaining('MAIL_RETRY_BASE_SECONDS'),
    ]);
    expect(problemsOf({ MAIL_RETRY_BASE_SECONDS: '60', MAIL_RETRY_MAX_SECONDS: '30' })).toEqual([
      expect.stringContaining('MAIL_RETRY_MAX_SECONDS'),
    ]);
  });
});

describe('loadConfig: rate limits and proxies', () => {
  it.each([
    ['3/10s', { max: 3, windowMs: 10_000 }],
    ['20/1h', { max: 20, windowMs: 3_600_000 }],
    ['1 / 2m', { max: 1, windowMs: 120_000 }],
    ['100/1d', { max: 100, windowMs: 86_400_000 }],
    ['off', null],
    ['OFF', null],
  ])('reads RATE_LIMIT_SIGN_IN_IP=%s', (value, limit) => {
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_IP: value }).rateLimits['sign-in'].ip).toEqual(limit);
  });

  it.each(['5', '5/m', '0/1m', '5/0s', '5/8d', 'five/1m', '-1/1m'])(
    'rejects RATE_LIMIT_SIGN_UP_ACCOUNT=%s',
    (value) => {
      expect(problemsOf({ RATE_LIMIT_SIGN_UP_ACCOUNT: value })).toEqual([
        expect.stringContaining('RATE_LIMIT_SIGN_UP_ACCOUNT'),
      ]);
    },
  );

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1, ::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
  ])('reads TRUST_PROXY=%s', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/8'])('rejects TRUST_PROXY=%s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringContaining('TRUST_PROXY')]);
  });
});

describe('licensing configuration', () => {
  it('reads the keys directory relative to the working directory and a current key id', () => {
    const config = loadConfig({ LICENSE_KEYS_DIR: 'secrets/lease-keys', LICENSE_CURRENT_KID: '2026-11-ab12' });
    expect(config.licensing).toEqual({ keysDir: path.resolve('secrets/lease-keys'), currentKid: '2026-11-ab12' });
  });

  it.each(['../../etc/passwd', 'key id', '.hidden', 'x'.repeat(65)])('refuses the key id %j', (kid) => {
    expect(() => loadConfig({ LICENSE_CURRENT_KID: kid })).toThrow(/LICENSE_CURRENT_KID must be a key id/);
  });
});

describe('billing configuration', () => {
  it('overrides the listed package prices and keeps the rest', () => {
    const { prices } = loadConfig({ PACKAGE_PRICES: '3x2=8900, 12x15=79900' }).billing;
    expect(prices['3x2']).toBe(8_900);
    expect(prices['12x15']).toBe(79_900);
    expect(prices['6x5']).toBe(defaultPackagePrices['6x5']);
  });

  it.each(['3x2=-1', '4x2=100', '3x3=100', '3x2=0', '3x2=1.5', '3x2', 'free'])(
    'refuses the price entry %j',
    (entry) => {
      expect(() => loadConfig({ PACKAGE_PRICES: entry })).toThrow(/PACKAGE_PRICES entries look like 3x2=9000/);
    },
  );

  it('needs both Stripe secrets for the stripe provider, and knows no other provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY.*\n?.*STRIPE_WEBHOOK_SECRET|STRIPE_SECRET_KEY/s,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be one of sandbox, stripe/);
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
        .billing.provider,
    ).toBe('stripe');
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe.test' })).toThrow(/STRIPE_API_URL must be an http/);
  });

  it('reads the card link lifetime and upload limits, and checks their ranges', () => {
    expect(loadConfig({ CARD_LINK_DAYS: '30', CARD_IMAGE_MAX_MB: '5', CARD_PDF_MAX_MB: '2' }).cards).toEqual({
      linkDays: 30,
      imageMaxBytes: 5 * 1024 * 1024,
      pdfMaxBytes: 2 * 1024 * 1024,
    });
    expect(problemsOf({ CARD_LINK_DAYS: '0' })).toEqual([expect.stringContaining('CARD_LINK_DAYS')]);
    expect(problemsOf({ CARD_LINK_DAYS: '731' })).toEqual([expect.stringContaining('CARD_LINK_DAYS')]);
    expect(problemsOf({ CARD_IMAGE_MAX_MB: '1.5' })).toEqual([expect.stringContaining('CARD_IMAGE_MAX_MB')]);
    expect(problemsOf({ CARD_PDF_MAX_MB: '101' })).toEqual([expect.stringContaining('CARD_PDF_MAX_MB')]);
  });
});
