import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type PostgresCluster, startPostgresCluster } from '../server-test/postgres-cluster';
import { sessionHeaders, signUpClinic } from './support/clinic';
import { type ServerProcess, startServerProcess } from './support/server-process';

jest.setTimeout(180_000);

const port = 4464;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readyStatus = async (url: string): Promise<number> => {
  try {
    return (await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 0;
  }
};

const waitForReady = async (url: string, status: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await readyStatus(url)) === status) return true;
    await pause(200);
  }
  return false;
};

describe('PostgreSQL restarted under load', () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('create database dentiqo_faults');
    await admin.end();
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-faults-pg-'));
  });
  afterAll(async () => {
    await server?.stop();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says so on /api/ready while the database is down, and recovers by itself when it is back', async () => {
    const databaseUrl = cluster.adminUrl.replace(/\/postgres$/, '/dentiqo_faults');
    server = await startServerProcess(port, dataDir, { DATABASE_URL: databaseUrl });
    const { url } = server;
    const { token } = await signUpClinic(url);

    const acknowledged = new Set<string>();
    const statuses = new Map<number, number>();
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const name = `row-${n}`;
        let status: number;
        try {
          const response = await fetch(`${url}/api/price-list/rows`, {
            method: 'POST',
            headers: sessionHeaders(token),
            body: JSON.stringify({ elementCode: null, name, price: '5' }),
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) acknowledged.add(name);
        await pause(20);
      }
    })();

    await pause(1000);
    expect(await readyStatus(url)).toBe(200);
    cluster.shutDown();
    const sawDown = await waitForReady(url, 503, 15_000);
    await pause(2000);
    const stillDown = await readyStatus(url);
    await cluster.startAgain();
    const recovered = await waitForReady(url, 200, 30_000);
    const acknowledgedBeforeRecovery = acknowledged.size;
    await pause(1500);
    writing = false;
    await writer;

    const response = await fetch(`${url}/api/price-list`, { headers: sessionHeaders(token) });
    const { rows } = (await response.json()) as { rows: { name: string }[] };
    const stored = new Set(rows.map((row) => row.name));
    console.log(
      `PostgreSQL shut down and started again under writes: /api/ready 503 while down (${sawDown && stillDown === 503}), 200 again by itself (${recovered}); write answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sawDown).toBe(true);
    expect(stillDown).toBe(503);
    expect(recovered).toBe(true);
    // Writes succeed again without a server restart, and nothing acknowledged went missing.
    expect(acknowledged.size).toBeGreaterThan(acknowledgedBeforeRecovery);
    expect([...acknowledged].filter((name) => !stored.has(name))).toEqual([]);
    // A refused write while the database was away is a 503 problem, never a 500 or a dropped connection.
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
  });
});
