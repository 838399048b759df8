import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { headSlot } from '../contract/rules/client-config';
import { type App, buildApp } from '../server/app';
import type { Clock } from '../server/clock';
import { type Config, loadConfig } from '../server/config';
import { rateLimitScopes, rateLimitVariable, rateLimitedActions } from '../server/config-rate-limits';
import type { QueuedMail } from '../server/modules/mail/service';
import { type Passwords, createPasswords } from '../server/security/passwords';
import { createFileStore } from '../server/storage/create-file-store';
import type { FileStore } from '../server/storage/file-store';
import { testPasswordHashing } from './password-hashing';
import { type TestDb, createTestDb } from './test-db';

/** A minimal build output: the head slot inside <head>, like public/index.html. */
export const testIndexHtml = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
${headSlot}
<script defer src="/static/js/main.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

export interface TestAppOptions {
  /** Environment on top of the test defaults (silent logs, temp DATA_DIR). */
  env?: Record<string, string>;
  /** Files to write into the temporary build directory, by relative path; null index.html = SPA not built. */
  staticFiles?: Record<string, string | Buffer | null>;
  migrate?: boolean;
  /** Runs after buildApp and before ready, e.g. to add a test-only route. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Receives the JSON log lines (set env LOG_LEVEL to see more than errors). */
  logStream?: Writable;
  clock?: Clock;
  onMailQueued?: (mail: QueuedMail) => void;
  /** Told about every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** A database another test app already uses (two "processes" on one database); it is left open on close. */
  sharedDb?: TestDb;
}

export interface TestApp {
  app: App;
  db: TestDb['db'];
  testDb: TestDb;
  config: Readonly<Config>;
  /** The app's password hashing, to watch which checks a request runs. */
  passwords: Passwords;
  staticDir: string;
  /** A file store of the app's configuration (the same files the app sees). */
  files: FileStore;
  close: () => Promise<void>;
}

// Most tests sign up and in far more often than a person would; the rate-limit tests switch limits back on.
const rateLimitsOff = Object.fromEntries(
  rateLimitedActions.flatMap((action) => rateLimitScopes.map((scope) => [rateLimitVariable(action, scope), 'off'])),
);

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const root = mkdtempSync(path.join(tmpdir(), 'dentiqo-app-'));
  const staticDir = path.join(root, 'dist');
  const files = { 'index.html': testIndexHtml, ...options.staticFiles };
  for (const [relative, content] of Object.entries(files)) {
    if (content === null) continue;
    const file = path.join(staticDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  mkdirSync(staticDir, { recursive: true });

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(root, 'data'),
    ...testPasswordHashing,
    ...rateLimitsOff,
    ...options.env,
  });
  const testDb = options.sharedDb ?? (await createTestDb({ migrate: options.migrate ?? true }));
  const destroyDb = options.sharedDb ? async () => undefined : () => testDb.destroy();
  const passwords = createPasswords(config.passwordHashCost);
  let app: App;
  try {
    app = await buildApp({
      config,
      db: testDb.db,
      staticDir,
      logStream: options.logStream,
      passwords,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.onMailQueued ? { onMailQueued: options.onMailQueued } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await destroyDb();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: testDb.db,
    testDb,
    config,
    passwords,
    staticDir,
    files: await createFileStore(config.storage, config.dataDir),
    close: async () => {
      await app.close();
      await destroyDb();
      rmSync(root, { recursive: true, force: true });
    },
  };
};

/** Collects what the app logs, one parsed JSON object per line. */
export const logCollector = (): { stream: Writable; lines: Record<string, unknown>[] } => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
};
