import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cardLinkDaysDefault } from '../../contract/rules/treatment-cards';
import { createKeyVault } from '../../server/modules/licensing/key-vault';
import { createSecretBox } from '../../server/security/encryption';
import { deriveLookupKey } from '../../server/security/keyed-hash';
import { startPostgresCluster } from '../../server-test/postgres-cluster';
import { startBareServer } from '../baselines/bare-process';
import { type ComparedRequest, checkSameAnswers } from '../baselines/same-answer';
import { buildSpaIfStale } from '../support/build-spa';
import type { Benchmark, BenchmarkOutput, Figure } from '../types';
import { dialectFigures } from './figures';
import { connections, durationSeconds, measureRounds, rounds, warmupSeconds } from './measure';
import { devicesPerCompany, idPrefixes, sampledCards, sampledDevices, type ScaleSize, scaleSize } from './plan';
import { type Sample, sampleFor } from './sample';
import type { SeedInput } from './seed-input';
import { seedPostgres } from './seed-postgres';
import { seedSqlite } from './seed-sqlite';
import { type DialectName, checkState, serveState } from './state';
import { type CardTemplate, realCardTemplate } from './template';
import { type Cleanups, withCleanups } from '../support/cleanups';

const ports = { template: 4420, sqlite: [4421, 4422], postgres: [4423, 4424], cluster: 54420 } as const;
const dayMs = 86_400_000;

const progress = (message: string) => console.info(`  scale: ${message}`);

/**
 * Where the databases are written: memory-backed (/dev/shm) where there is room. The states fit in the page cache
 * either way, so the load reads the same; on a disk the GBs just seeded were still being written back while the
 * servers ran and stopped (stopping the two SQLite servers took 41 s, 5 s from memory; see bench/README.md, `scale`).
 */
const scratchParent = ((): string => {
  const shm = '/dev/shm';
  if (!existsSync(shm)) return tmpdir();
  const { bavail, bsize } = statfsSync(shm);
  // The 1 M SQLite file is about 6.3 GB and PostgreSQL's database about 4.5 GB, one after the other.
  return bavail * bsize >= 12 * 1024 ** 3 ? shm : tmpdir();
})();

const encryptionKey = randomBytes(32);
const box = createSecretBox(encryptionKey);
const vault = createKeyVault(box, deriveLookupKey(encryptionKey, 'activation-key'));
const serverEnv = { ENCRYPTION_KEY: encryptionKey.toString('base64') };

const seedInput = (size: ScaleSize, template: CardTemplate): SeedInput => {
  const now = Date.now();
  return {
    size,
    template,
    sample: sampleFor(size, box, vault),
    ids: idPrefixes(now),
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + cardLinkDaysDefault * dayMs).toISOString(),
    placeholders: {
      keySealed: vault.seal(vault.newKey()),
      linkSealed: box.seal(randomBytes(32).toString('base64url')),
    },
  };
};

type Seeder = (input: SeedInput) => { seed: () => Promise<string>; databaseUrl: string };

const sampledRequests = (sample: Sample): ComparedRequest[] => [
  ...sample.cards.map((card) => ({ path: `/api/cards/${card.link}` })),
  ...sample.devices.map((device) => ({
    method: 'POST',
    path: '/api/app/validate',
    body: JSON.stringify({
      key: device.key,
      fingerprint: device.fingerprint,
      appVersion: '2.1.0',
      nonce: 'scale-check-nonce-0001',
    }),
  })),
];

/** One database kind: seeded (timed), served by the app and by the bare baselines side by side, measured. */
const measureDialect = async (
  dialect: DialectName,
  template: CardTemplate,
  seeder: Seeder,
  cleanups: Cleanups,
): Promise<Figure[]> => {
  const input = seedInput(scaleSize, template);
  const { seed, databaseUrl } = seeder(input);
  const [appPort, barePort] = ports[dialect];
  progress(`${dialect}: seeding ${scaleSize.label} and starting its server`);
  const state = await serveState(seed, input, appPort, { ...serverEnv, E2E_DATABASE_URL: databaseUrl });
  cleanups.push(state.server.stop);
  progress(`${dialect}: ${scaleSize.label} seeded in ${state.seedSeconds.toFixed(1)} s (${state.seedSteps})`);
  const bare = await startBareServer(barePort, state.server, databaseUrl, serverEnv);
  cleanups.push(bare.stop);
  progress(`${dialect}: checking every sampled card and device, and that the bare baselines answer them the same`);
  await checkState(state);
  await checkSameAnswers(state.server.url, bare.url, sampledRequests(input.sample));
  const runs = await measureRounds({ app: state.server, bare }, input.sample, (message) =>
    progress(`${dialect}: ${message}`),
  );
  progress(`${dialect}: stopping both servers`);
  await Promise.all([bare.stop(), state.server.stop()]);
  return dialectFigures(dialect, runs, state);
};

const measureAll = async (cleanups: Cleanups): Promise<BenchmarkOutput> => {
  buildSpaIfStale();
  progress(`one real card through the API and the desktop client (server on port ${ports.template})`);
  const template = await realCardTemplate(ports.template, serverEnv);

  const sqliteDir = mkdtempSync(path.join(scratchParent, 'dentiqo-scale-'));
  const removeSqlite = () => rmSync(sqliteDir, { recursive: true, force: true });
  cleanups.push(removeSqlite);
  const sqliteFigures = await measureDialect(
    'sqlite',
    template,
    (input) => {
      const file = path.join(sqliteDir, `${input.size.name}.sqlite`);
      return { seed: () => seedSqlite(file, input), databaseUrl: `sqlite:${file}` };
    },
    cleanups,
  );
  // Memory-backed: the SQLite files go before PostgreSQL's database is written beside them.
  removeSqlite();

  progress(`a throwaway PostgreSQL cluster on port ${ports.cluster}`);
  const cluster = await startPostgresCluster({ port: ports.cluster, parentDir: scratchParent });
  cleanups.push(() => {
    const started = Date.now();
    cluster.stop();
    progress(`PostgreSQL cluster stopped and removed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  const databaseUrl = (name: string) => {
    const url = new URL(cluster.adminUrl);
    url.pathname = `/scale_${name}`;
    return url.toString();
  };
  const postgresFigures = await measureDialect(
    'postgres',
    template,
    (input) => {
      const url = databaseUrl(input.size.name);
      const seed = async () => {
        const admin = new pg.Client({ connectionString: cluster.adminUrl });
        await admin.connect();
        await admin.query(`create database scale_${input.size.name}`).finally(() => admin.end());
        return seedPostgres(url, input);
      };
      return { seed, databaseUrl: url };
    },
    cleanups,
  );

  return {
    figures: [...sqliteFigures, ...postgresFigures],
    notes: [
      `State: ${scaleSize.cards.toLocaleString('en-US')} cards / ${scaleSize.companies.toLocaleString('en-US')} companies, ` +
        `${devicesPerCompany} activated devices per company, each card with the real card's ${template.files.length} file rows.`,
      `Every card copies one real card uploaded through the API and the reference desktop client (seedSharedCard); ` +
        `the rows are written by INSERT … SELECT after the server's own migrations.`,
      "Bare baseline: bench/baselines/bare-server.ts on the same database with the app's keys, its own process started " +
        "like the app (its bundle, plain `node`): Fastify with no plugin, hook, schema or logger, the server's SQL through " +
        "the same driver (better-sqlite3, pg with a pool of 10), JSON.stringify of the same answer (the card's view " +
        'counted in memory and never written). Before the load every sampled card and device is asked of both and the ' +
        'answers must be equal as parsed JSON (a lease without its issue time and signature).',
      `Load: autocannon, ${connections} connections, ${warmupSeconds} s of warm-up of each, then ${rounds} alternating ` +
        `rounds of ${durationSeconds} s per server and endpoint, rotating over ` +
        `${sampledCards.toLocaleString('en-US')} cards and ${sampledDevices} devices spread evenly over the tables.` +
        " Server CPU per answer: the answering process's CPU time (user and " +
        'system, /proc/<pid>/stat) over its answers in a run; each figure is the median over the rounds.',
      'PostgreSQL: a throwaway 15 cluster as the server tests start it (fsync and synchronous_commit off); the unique ' +
        'and plain indexes of the big tables are built after their rows (same names and definitions), then VACUUM ANALYZE.',
      `Databases in ${scratchParent} (memory-backed where /dev/shm has room; the state fits in the page cache either way).`,
    ],
  };
};

export const scaleBenchmark: Benchmark = {
  name: 'scale',
  description:
    'The card GET and validate with 1 M cards / 100 k companies seeded, on SQLite and on PostgreSQL: server CPU per answer and p99 of the app against a bare baseline giving the same answers from the same database, in the same rounds.',
  run: () => withCleanups(measureAll),
};
