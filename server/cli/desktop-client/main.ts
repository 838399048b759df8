import path from 'node:path';
import { parseArgs } from 'node:util';
import { deviceOperatingSystems } from '../../../contract/api/desktop-app';
import { isCurrencyCode } from '../../../contract/rules/money';
import { callLicenseApi, checkLease, DesktopClientError, newNonce, signIn, type ClientResult } from './client';
import { sampleCardCurrency, writeSampleCard } from './sample-card';
import { readState, writeState, type ClientState } from './state';
import { uploadCard } from './upload-card';
import { cardDecisions } from './card-decisions';

const usage = `Reference desktop client: does what the Dentiqo 3D program does with its license.

  npm run desktop-client -- activate   --key KEY --fingerprint FP --device-name NAME --os windows|macos --app-version V
  npm run desktop-client -- validate   --key KEY --fingerprint FP --app-version V
  npm run desktop-client -- deactivate --key KEY --fingerprint FP
  npm run desktop-client -- sign-in    --key KEY --fingerprint FP --login EMAIL-OR-LOGIN --password PASSWORD
  npm run desktop-client -- verify     --fingerprint FP [--now ISO-INSTANT]     (offline, from the state file)
  npm run desktop-client -- upload-card --key KEY --fingerprint FP --card card.json --before before.jpg
                                        --after after.jpg [--pdf plan.pdf]
  npm run desktop-client -- decisions CARD-ID --key KEY --fingerprint FP
  npm run desktop-client -- sample-card [--out DIR] [--currency CODE]
                                        [--key KEY --fingerprint FP --login EMAIL-OR-LOGIN --password PASSWORD]

sample-card writes card.json, before.jpg, after.jpg and plan.pdf (into ./sample-card by default), priced in the
clinic's currency, which the server insists on: --currency names it; without it, the sign-in options ask the server
for the clinic's (as the program learns it at sign-in); with neither, the sample's own (USD).

sign-in signs a person in on this device: the company e-mail (the owner) or a staff login (doctor or admin). It
prints who signed in and their company, the key's code when the device holds no valid key, or the server's
refusal (INVALID_CREDENTIALS, COMPANY_MISMATCH, RATE_LIMITED with retryAfterSeconds). It leaves the state file as
it is. (The program asks for the password in its own window; a command line is for trying the API.)

Options: --server URL (default http://localhost:3000), --state FILE (default ./desktop-client-state.json).
Prints one JSON line; exit code 0 when the license is valid (deactivate: when the key is free; sign-in: when the
person is signed in; upload-card: when the card was stored, printing its previewUrl), 1 when it is not (upload-card:
the problem; decisions: when the card's answers were read, printing them oldest first), 2 on a usage or network
error.`;

const options = {
  server: { type: 'string', default: 'http://localhost:3000' },
  state: { type: 'string', default: 'desktop-client-state.json' },
  key: { type: 'string' },
  fingerprint: { type: 'string' },
  'device-name': { type: 'string' },
  os: { type: 'string' },
  'app-version': { type: 'string' },
  login: { type: 'string' },
  password: { type: 'string' },
  now: { type: 'string' },
  card: { type: 'string' },
  before: { type: 'string' },
  after: { type: 'string' },
  pdf: { type: 'string' },
  out: { type: 'string', default: 'sample-card' },
  currency: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

class UsageError extends Error {}

const required = (values: Record<string, unknown>, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
};

const print = (value: unknown) => console.log(JSON.stringify(value));

const online = async (command: string, values: Record<string, unknown>, stateFile: string): Promise<number> => {
  const serverUrl = required(values, 'server');
  const previous = readState(stateFile);
  const publicKeys = new Map(Object.entries(previous?.serverUrl === serverUrl ? previous.publicKeys : {}));
  const key = required(values, 'key');
  const fingerprint = required(values, 'fingerprint');
  const nonce = newNonce();
  let result: ClientResult;
  if (command === 'activate') {
    const os = required(values, 'os');
    if (!(deviceOperatingSystems as readonly string[]).includes(os)) throw new UsageError('--os is windows or macos');
    result = await callLicenseApi(
      serverUrl,
      {
        path: '/api/app/activate',
        body: {
          key,
          fingerprint,
          deviceName: required(values, 'device-name'),
          os: os as (typeof deviceOperatingSystems)[number],
          appVersion: required(values, 'app-version'),
          nonce,
        },
      },
      publicKeys,
    );
  } else if (command === 'validate') {
    result = await callLicenseApi(
      serverUrl,
      { path: '/api/app/validate', body: { key, fingerprint, appVersion: required(values, 'app-version'), nonce } },
      publicKeys,
    );
  } else {
    result = await callLicenseApi(
      serverUrl,
      { path: '/api/app/deactivate', body: { key, fingerprint, nonce } },
      publicKeys,
    );
  }
  const leaseOk = result.leaseCheck?.ok === true;
  const state: ClientState = {
    serverUrl,
    // A lease that fails its check is never kept; a refusal or a deactivation drops the one the device had.
    lease: leaseOk && command !== 'deactivate' ? (result.answer.lease ?? null) : null,
    publicKeys: Object.fromEntries(publicKeys),
  };
  writeState(stateFile, state);
  print({ code: result.answer.code, valid: result.answer.valid, lease: result.leaseCheck });
  // Deactivation succeeds when the key ends up held by no device.
  if (command === 'deactivate') return result.answer.code === 'NOT_ACTIVATED' ? 0 : 1;
  return result.answer.valid && leaseOk ? 0 : 1;
};

const signInOnline = async (values: Record<string, unknown>): Promise<number> => {
  const result = await signIn(required(values, 'server'), {
    login: required(values, 'login'),
    password: required(values, 'password'),
    key: required(values, 'key'),
    fingerprint: required(values, 'fingerprint'),
  });
  if (result.kind === 'answer') {
    print(result.answer);
    return result.answer.valid ? 0 : 1;
  }
  print({
    valid: false,
    code: result.problem.code,
    httpStatus: result.httpStatus,
    ...(result.retryAfterSeconds === null ? {} : { retryAfterSeconds: result.retryAfterSeconds }),
  });
  return 1;
};

const offline = (values: Record<string, unknown>, stateFile: string): number => {
  const state = readState(stateFile);
  if (!state?.lease) {
    print({ valid: false, reason: 'NO_LEASE' });
    return 1;
  }
  const nowText = values.now;
  const now = typeof nowText === 'string' ? new Date(nowText) : new Date();
  if (Number.isNaN(now.getTime())) throw new UsageError('--now must be an ISO instant');
  const check = checkLease(
    state.lease,
    new Map(Object.entries(state.publicKeys)),
    required(values, 'fingerprint'),
    now,
  );
  print(check.ok ? { valid: true, payload: check.payload } : { valid: false, reason: check.reason });
  return check.ok ? 0 : 1;
};

const sampleCurrency = async (values: Record<string, unknown>): Promise<string> => {
  if (typeof values.currency === 'string') {
    if (!isCurrencyCode(values.currency)) throw new UsageError('--currency must be an ISO 4217 code such as EUR');
    return values.currency;
  }
  if (values.login === undefined) return sampleCardCurrency();
  const result = await signIn(required(values, 'server'), {
    login: required(values, 'login'),
    password: required(values, 'password'),
    key: required(values, 'key'),
    fingerprint: required(values, 'fingerprint'),
  });
  if (result.kind === 'answer' && result.answer.valid) return result.answer.company.currency;
  const code = result.kind === 'answer' ? result.answer.code : result.problem.code;
  throw new DesktopClientError(`sign-in refused (${code}), so the clinic's currency is unknown: pass --currency`);
};

const uploadCommand = async (values: Record<string, unknown>): Promise<number> => {
  const result = await uploadCard(
    required(values, 'server'),
    { key: required(values, 'key'), fingerprint: required(values, 'fingerprint') },
    {
      card: required(values, 'card'),
      before: required(values, 'before'),
      after: required(values, 'after'),
      pdf: typeof values.pdf === 'string' ? values.pdf : undefined,
    },
  );
  if (result.ok) {
    print(result.card);
    return 0;
  }
  const { code, licenseCode, errors, detail } = result.problem;
  print({
    status: result.status,
    code,
    ...(detail && !licenseCode ? { detail } : {}),
    ...(licenseCode ? { licenseCode } : {}),
    ...(errors ? { errors } : {}),
  });
  return 1;
};

const decisionsCommand = async (values: Record<string, unknown>, cardId: string | undefined): Promise<number> => {
  if (!cardId) throw new UsageError('decisions needs the card id the upload printed');
  const result = await cardDecisions(required(values, 'server'), {
    key: required(values, 'key'),
    fingerprint: required(values, 'fingerprint'),
    cardId,
  });
  if (result.ok) {
    print(result.history);
    return 0;
  }
  const { code, licenseCode, errors } = result.problem;
  print({ status: result.status, code, ...(licenseCode ? { licenseCode } : {}), ...(errors ? { errors } : {}) });
  return 1;
};

export const runDesktopClient = async (argv: string[]): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    const [command, argument] = positionals;
    if (values.help || !command) {
      console.log(usage);
      return values.help ? 0 : 2;
    }
    const stateFile = path.resolve(values.state);
    if (command === 'verify') return offline(values, stateFile);
    if (command === 'sign-in') return await signInOnline(values);
    if (command === 'upload-card') return await uploadCommand(values);
    if (command === 'decisions') return await decisionsCommand(values, argument);
    if (command === 'sample-card') {
      print(await writeSampleCard(path.resolve(values.out), { currency: await sampleCurrency(values) }));
      return 0;
    }
    if (['activate', 'validate', 'deactivate'].includes(command)) return await online(command, values, stateFile);
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    if (
      error instanceof DesktopClientError ||
      error instanceof TypeError ||
      (error as { code?: string }).code === 'ENOENT'
    ) {
      console.error(`desktop-client: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
};
