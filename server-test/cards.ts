import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { UploadedCard } from '../contract/api/cards';
import type { App } from '../server/app';
import { sampleCardJson } from '../server/cli/desktop-client/sample-card';
import { type SignedUp, mailbox } from './accounts';
import { type TestApp, type TestAppOptions, createTestApp } from './test-app';
import { type FileStoreKind, useFileStoreEnv } from './s3-store';
import { type TestClock, createTestClock } from './test-clock';
import { activateBody, callApp, confirmedCompany, listKeys, newFingerprint } from './licensing';

/** A company with a confirmed e-mail and one device activated on its first key. */
export interface ActivatedDevice {
  owner: SignedUp;
  companyId: string;
  keyId: string;
  key: string;
  fingerprint: string;
}

export const activatedDevice = async (
  app: App,
  mail: ReturnType<typeof mailbox>,
  overrides: Parameters<typeof confirmedCompany>[2] = {},
): Promise<ActivatedDevice> => {
  const owner = await confirmedCompany(app, mail, overrides);
  const [slot] = await listKeys(app, owner.token);
  const fingerprint = newFingerprint();
  const answer = await callApp(app, '/api/app/activate', activateBody(slot!.key, fingerprint));
  if (answer.code !== 'VALID') throw new Error(`activation answered ${answer.code}`);
  return { owner, companyId: owner.account.company.id, keyId: slot!.id, key: slot!.key, fingerprint };
};

/** The committed sample card with its three options (plans in USD), saved a few days before the test clock's start. */
export const sampleCardWithOptions = (): Record<string, unknown> & { options: Record<string, unknown>[] } => ({
  ...(JSON.parse(readFileSync(sampleCardJson, 'utf8')) as { options: Record<string, unknown>[] }),
  savedAt: '2026-11-20T10:30:00.000Z',
});

/** The sample card as a single plan, the form uploaded before options: its recommended option's formula and plan. */
export const sampleCard = (): Record<string, unknown> => {
  const { options, ...card } = sampleCardWithOptions();
  const chosen = options.find((option) => option.recommended === true) ?? options[0]!;
  return { ...card, formula: chosen.formula, plan: chosen.plan };
};

/** A plain photo-like JPEG (a gradient, so it is not trivially small). */
export const testPhoto = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#d9c7a0"/><stop offset="1" stop-color="#8e2c3e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 5}" fill="#fbfbf7"/></svg>`,
    ),
  )
    .toFormat(format)
    .toBuffer();

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every part (order, names, types, bytes). */
export const multipartBody = (parts: Part[]): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----dentiqo-card-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export interface CardOverrides {
  /** Text parts to replace; undefined leaves one out; objects are sent as JSON text. */
  fields?: Record<string, unknown>;
  /** Files to replace; undefined leaves one out. */
  files?: Record<string, Buffer | undefined>;
  /** Parts added after the rest. */
  extra?: Part[];
}

const textValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The parts of an upload from `device`, with the sample card and two small photos unless overridden. */
export const cardParts = async (device: ActivatedDevice, overrides: CardOverrides = {}): Promise<Part[]> => {
  const card = sampleCard();
  const fields: Record<string, unknown> = {
    key: device.key,
    fingerprint: device.fingerprint,
    patientName: card.patientName,
    savedAt: card.savedAt,
    formulaDescription: card.formulaDescription,
    formula: card.formula,
    plan: card.plan,
    ...overrides.fields,
  };
  const files: Record<string, Buffer | undefined> = {
    before: await testPhoto(1000, 600),
    after: await testPhoto(1000, 600, 'png'),
    ...overrides.files,
  };
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) parts.push({ name, value: textValue(value) });
  }
  for (const [name, value] of Object.entries(files)) {
    if (value !== undefined) parts.push({ name, value, filename: `${name}.bin`, contentType: 'image/jpeg' });
  }
  return [...parts, ...(overrides.extra ?? [])];
};

export const postCard = (app: App, parts: Part[]): Promise<LightMyRequestResponse> => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/app/cards', headers, payload });
};

/** Uploads a card and fails the test unless it was stored. */
export const uploadCard = async (
  app: App,
  device: ActivatedDevice,
  overrides: CardOverrides = {},
): Promise<UploadedCard> => {
  const response = await postCard(app, await cardParts(device, overrides));
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json() as UploadedCard;
};

/** The card folders in the app's file store (none when nothing was stored), sorted. */
export const cardFolders = async (testApp: TestApp): Promise<string[]> => {
  const keys = await testApp.files.list('uploads/cards');
  return [...new Set(keys.map((key) => key.split('/')[2]!))].sort();
};

export const cardRowCounts = async (testApp: TestApp): Promise<{ cards: number; files: number }> => {
  const count = async (table: 'treatment_cards' | 'treatment_card_files') =>
    Number(
      (
        await testApp.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { cards: await count('treatment_cards'), files: await count('treatment_card_files') };
};

export interface CardsTestApp {
  time: TestClock;
  mail: ReturnType<typeof mailbox>;
  /** Filled in beforeAll, closed afterAll. */
  testApp: TestApp;
  /** The environment that points another app at the same file store. */
  storeEnv: () => Record<string, string>;
}

/**
 * For a describe block of the card tests: a test app on a test clock that starts at `start`, with a mailbox, its
 * files in the `store` given, and the built SPA's files it serves (`staticFiles`, as createTestApp takes them).
 */
export const useCardsTestApp = (
  start?: string,
  store: FileStoreKind = 'local',
  staticFiles?: TestAppOptions['staticFiles'],
): CardsTestApp => {
  const server = { time: createTestClock(start), mail: mailbox() } as CardsTestApp;
  const selected = useFileStoreEnv(store);
  server.storeEnv = () => selected.env;
  beforeAll(async () => {
    server.testApp = await createTestApp({
      clock: server.time.clock,
      onMailQueued: server.mail.onMailQueued,
      env: selected.env,
      staticFiles,
    });
  });
  afterAll(async () => {
    await server.testApp.close();
  });
  return server;
};
