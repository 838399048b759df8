import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionResponse } from '../../../contract/api/auth';
import type { OrdersResponse } from '../../../contract/api/billing';
import type { CardDecisionHistory, DecisionFigures } from '../../../contract/api/card-decisions';
import type { CompanyCardList, PublicCard } from '../../../contract/api/cards';
import type { DeviceKeysResponse } from '../../../contract/api/device-keys';
import type { LicenseSummary } from '../../../contract/api/license-summary';
import type { ReleasesResponse } from '../../../contract/api/releases';
import type { PriceList } from '../../../contract/api/settings';
import { signIn, withToken } from '../../../server-test/accounts';
import { testPasswordHashing } from '../../../server-test/password-hashing';
import { type TestApp, createTestApp } from '../../../server-test/test-app';
import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import { runSeedDemo } from './run-seed-demo';

const publicUrl = 'http://demo.test';

interface Run {
  code: number;
  out: string;
  err: string;
}

/** What a newcomer copies from the output: the cabinet, the login and the preview links. */
const printed = (out: string) => ({
  cabinet: /Cabinet:\s+(\S+)/.exec(out)?.[1],
  email: /E-mail:\s+(\S+)/.exec(out)?.[1] ?? '',
  password: /Password:\s+(\S+)/.exec(out)?.[1] ?? '',
  links: [...out.matchAll(/http:\/\/demo\.test\/preview\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!),
});

describe(`npm run seed:demo on ${testDialect()}`, () => {
  let testDb: TestDb;
  let dataDir: string;
  let testApp: TestApp | undefined;
  let first: Run;

  beforeAll(async () => {
    testDb = await createTestDb();
    dataDir = mkdtempSync(path.join(tmpdir(), 'dentiqo-demo-'));
  });
  afterAll(async () => {
    await testApp?.close();
    await testDb.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (env: Record<string, string> = {}): Promise<Run> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSeedDemo({
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: testDb.databaseUrl,
        PUBLIC_URL: publicUrl,
        ...testPasswordHashing,
        ...env,
      },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  const companies = async () =>
    Number(
      (
        await testDb.db
          .selectFrom('companies')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** The server a newcomer starts next: the same database, DATA_DIR (keys, files) and PUBLIC_URL. */
  const server = async (): Promise<TestApp> =>
    (testApp ??= await createTestApp({ sharedDb: testDb, env: { DATA_DIR: dataDir, PUBLIC_URL: publicUrl } }));

  const signInWith = async (out: string): Promise<string> => {
    const { email, password } = printed(out);
    const answer = await signIn((await server()).app, email, password);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as SessionResponse).token;
  };

  const get = async <T>(url: string, token?: string): Promise<T> => {
    const answer = await (await server()).app.inject({ url, headers: token ? withToken(token) : {} });
    expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
    return answer.json() as T;
  };

  /** Each demo card's status on the Shared plans list, and how many answers its history holds. */
  const answers = async (token: string) => {
    const { cards } = await get<CompanyCardList>('/api/company/cards?pageSize=100', token);
    const rows = await Promise.all(
      cards.map(async (card) => {
        const { decisions } = await get<CardDecisionHistory>(`/api/company/cards/${card.id}/decisions`, token);
        return [card.patientName, [card.decision.status, card.decision.optionTitle, decisions.length]] as const;
      }),
    );
    return Object.fromEntries(rows);
  };
  const seededAnswers = {
    'Daniel Morgan': ['accepted', 'Implant', 1],
    'Emma Lawson': ['declined', null, 1],
    'Lucas Ortega': ['question-waiting', null, 1],
  };

  it('refuses NODE_ENV=production with a clear message, exit code 1 and nothing written', async () => {
    const elsewhere = path.join(dataDir, 'production-data');
    const refused = await run({ NODE_ENV: 'production', DATA_DIR: elsewhere });
    expect(refused).toEqual({ code: 1, out: '', err: expect.stringContaining('NODE_ENV=production') });
    expect(refused.err).toContain('Nothing was written');
    expect(existsSync(elsewhere)).toBe(false);
    expect(await companies()).toBe(0);
  });

  it('fills a fresh database with a clinic whose printed login, cabinet and previews work', async () => {
    first = await run();
    expect({ code: first.code, err: first.err }).toEqual({ code: 0, err: '' });
    const login = printed(first.out);
    expect(login.cabinet).toBe(`${publicUrl}/sign-in`);
    expect(login.email).toBe('demo@dentiqo.example');
    const token = await signInWith(first.out);

    const summary = await get<LicenseSummary>('/api/company/license', token);
    expect(summary).toMatchObject({ plan: 'subscription', active: true, devices: 5 });
    expect(summary.trial.bonuses.map((bonus) => bonus.state)).toEqual(['applied', 'applied']);
    const { keys } = await get<DeviceKeysResponse>('/api/company/keys', token);
    const activated = keys.filter((key) => key.status === 'activated');
    expect(keys).toHaveLength(5);
    expect(activated.map((key) => key.deviceName)).toEqual(['Reception', 'Treatment room 1', "Dr. Bennett's laptop"]);
    expect(activated.every((key) => key.lastSeenAt !== null)).toBe(true);

    const priceList = await get<PriceList>('/api/price-list', token);
    expect(priceList.currency).toBe('USD');
    expect(priceList.rows.length).toBeGreaterThanOrEqual(10);

    const { orders } = await get<OrdersResponse>('/api/company/orders', token);
    expect(orders.map((order) => order.status)).toEqual(['paid']);

    expect(login.links).toHaveLength(3);
    const cards = await Promise.all(login.links.map((link) => get<PublicCard>(`/api/cards/${link}`)));
    const changesTeeth = (card: PublicCard) => card.formula.teeth.some((tooth) => tooth.before !== tooth.after);
    expect(cards.filter(changesTeeth).map((card) => card.patientName)).toEqual(['Daniel Morgan']);
    // One card offers a choice of treatments, the recommended first; the others carry one plan.
    const choices = Object.fromEntries(
      cards.map((card) => [card.patientName, card.options.map((option) => [option.title, option.recommended])]),
    );
    expect(choices['Daniel Morgan']).toEqual([
      ['Implant', true],
      ['Bridge', false],
      ['Removable denture', false],
    ]);
    expect(choices['Emma Lawson']).toEqual([['', false]]);
    expect(choices['Lucas Ortega']).toEqual([['', false]]);
    expect(cards.every((card) => card.clinic.logoUrl !== null && card.clinic.phone === '+14155550142')).toBe(true);

    // Every status to see: one patient accepted the recommended option, one declined with a reason, one asked.
    expect(await answers(token)).toEqual(seededAnswers);
    const figures = await get<DecisionFigures>('/api/company/cards/figures', token);
    expect(figures.overall).toEqual({ shared: 3, opened: 3, accepted: 1 });

    const { releases } = await get<ReleasesResponse>('/api/company/releases', token);
    expect(releases.map((release) => release.os)).toEqual(['windows']);
    const download = new URL(releases[0]!.downloadUrl);
    const installer = await (await server()).app.inject({ url: `${download.pathname}${download.search}` });
    expect(installer.statusCode).toBe(200);
    expect(installer.body).toContain('npm run seed:demo');
  });

  it('run again, keeps the clinic and its links and prints a new password that signs in', async () => {
    const before = printed(first.out);
    const again = await run();
    expect({ code: again.code, err: again.err }).toEqual({ code: 0, err: '' });
    expect(again.out).toContain('exists already');
    const login = printed(again.out);
    expect(login.password).not.toBe(before.password);
    expect(login.links.sort()).toEqual(before.links.sort());
    expect(again.out).toContain('none added');
    expect(await answers(await signInWith(again.out))).toEqual(seededAnswers);
    expect(await companies()).toBe(1);
  });
});
