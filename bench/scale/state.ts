import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RunningServer, startAppServer } from '../support/app-server';
import type { SeedInput } from './seed-input';

export type DialectName = 'sqlite' | 'postgres';

/** One seeded database served by its own server process. */
export interface ServedState {
  input: SeedInput;
  server: RunningServer;
  seedSeconds: number;
  /** Each seeding step's time, as the seeder reports it. */
  seedSteps: string;
}

/**
 * The folder of the first sampled card, with the template's files, for the check's file GET: the server wipes its data
 * directory when it starts, so it is written after. No other card's folder is created: the card GET and validate read
 * rows, never files (1,000 folders of the template's 220 KB were 220 MB written per state that nothing read).
 */
const writeCheckedFiles = (server: RunningServer, input: SeedInput): void => {
  const folder = path.join(server.dataDir, 'uploads', 'cards', input.sample.cards[0]!.storageDir);
  mkdirSync(folder, { recursive: true });
  for (const file of input.template.files) writeFileSync(path.join(folder, file.name), file.data);
};

// A kept-alive socket the server has just closed fails a fetch now and then: one retry, for a failure to connect
// only; any answer, even an error, counts.
const fetchOnce = async (url: string, init?: RequestInit): Promise<Response> =>
  fetch(url, init).catch(() => fetch(url, init));

const expectOk = async (response: Promise<Response>, what: string): Promise<unknown> => {
  const answer = await response;
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  return answer.headers.get('content-type')?.includes('json') ? answer.json() : answer.arrayBuffer();
};

/**
 * Asks once for every sampled card and device before any load: each must answer as a real one does (the card 200,
 * validate VALID with a lease) and one stored file must be served, or the benchmark would time error answers.
 */
export const checkState = async ({ server, input }: ServedState): Promise<void> => {
  for (const card of input.sample.cards) await expectOk(fetchOnce(`${server.url}/api/cards/${card.link}`), 'card GET');
  const first = input.sample.cards[0]!;
  const file = input.template.files[0]!;
  await expectOk(fetchOnce(`${server.url}/api/cards/${first.link}/files/${file.name}`), 'card file GET');
  for (const device of input.sample.devices) {
    const answer = (await expectOk(
      fetchOnce(`${server.url}/api/app/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key: device.key,
          fingerprint: device.fingerprint,
          appVersion: '2.1.0',
          nonce: 'scale-check-nonce-0001',
        }),
      }),
      'validate',
    )) as { code?: string };
    if (answer.code !== 'VALID') throw new Error(`validate answered ${answer.code} for a seeded device`);
  }
};

/** Seeds (timed), then starts the server on it with the key the sample was sealed under. */
export const serveState = async (
  seed: () => Promise<string>,
  input: SeedInput,
  port: number,
  env: Record<string, string>,
): Promise<ServedState> => {
  const started = Date.now();
  const seedSteps = await seed();
  const seedSeconds = (Date.now() - started) / 1000;
  const server = await startAppServer(port, env);
  writeCheckedFiles(server, input);
  return { input, server, seedSeconds, seedSteps };
};
