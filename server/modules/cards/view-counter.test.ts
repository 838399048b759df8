import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ActivatedDevice, activatedDevice, uploadCard, useCardsTestApp } from '../../../server-test/cards';
import { createTestApp } from '../../../server-test/test-app';
import { testDialect } from '../../../server-test/test-db';
import { createViewCounter } from './view-counter';

describe(`card views written in batches on ${testDialect()}`, () => {
  const start = '2026-11-23T09:00:00.000Z';
  const server = useCardsTestApp(start);
  let device: ActivatedDevice;

  beforeAll(async () => {
    device = await activatedDevice(server.testApp.app, server.mail);
  });

  const app = () => server.testApp.app;
  const row = (id: string) =>
    server.testApp.db
      .selectFrom('treatment_cards')
      .select(['views', 'last_viewed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  // An interval no test waits for: only flush and close write.
  const hour = 60 * 60 * 1000;
  const errors: unknown[] = [];
  const counter = () => createViewCounter(server.testApp.db, { intervalMs: hour, onError: (e) => errors.push(e) });

  afterEach(() => expect(errors).toEqual([]));

  it('adds up the views of each card in one write, with the latest view time', async () => {
    const [first, second] = [await uploadCard(app(), device), await uploadCard(app(), device)];
    const views = counter();
    views.count(first!.id, new Date('2026-11-23T09:00:02.000Z'));
    views.count(first!.id, new Date('2026-11-23T09:00:05.000Z'));
    views.count(first!.id, new Date('2026-11-23T09:00:03.000Z'));
    views.count(second!.id, new Date('2026-11-23T09:00:04.000Z'));
    await views.flush();
    expect(await row(first!.id)).toEqual({ views: 3, last_viewed_at: '2026-11-23T09:00:05.000Z' });
    expect(await row(second!.id)).toEqual({ views: 1, last_viewed_at: '2026-11-23T09:00:04.000Z' });

    // A second batch adds to the first; a flush with nothing pending writes nothing.
    views.count(first!.id, new Date('2026-11-23T09:01:00.000Z'));
    await views.flush();
    await views.flush();
    expect(await row(first!.id)).toEqual({ views: 4, last_viewed_at: '2026-11-23T09:01:00.000Z' });
    await views.close();
  });

  it('keeps views counted while a flush is writing for the next one', async () => {
    const card = await uploadCard(app(), device);
    const views = counter();
    views.count(card.id, new Date('2026-11-23T09:00:01.000Z'));
    const writing = views.flush();
    views.count(card.id, new Date('2026-11-23T09:00:02.000Z'));
    await writing;
    await views.flush();
    expect((await row(card.id)).views).toBe(2);
    await views.close();
  });

  it('lets other work run between the writes of one flush', async () => {
    const cards = [await uploadCard(app(), device), await uploadCard(app(), device), await uploadCard(app(), device)];
    // The order of events: each write as it starts, and a request that comes in while the first one is written and
    // runs once the event loop gets a turn. Read from the event loop, not from the database, so it holds on both.
    const events: string[] = [];
    const watched = server.testApp.db.withPlugin({
      transformQuery: ({ node }) => {
        if (!events.includes('write')) setImmediate(() => events.push('request'));
        events.push('write');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const views = createViewCounter(watched, { intervalMs: hour, onError: (e) => errors.push(e) });
    for (const card of cards) views.count(card.id, new Date('2026-11-23T09:00:01.000Z'));
    await views.flush();
    await nextTurn();
    // The request ran before the flush's next write, not after all of them.
    expect(events).toEqual(['write', 'request', 'write', 'write']);
    for (const card of cards) expect((await row(card.id)).views).toBe(1);
    await views.close();
  });

  it('writes what is pending when closed', async () => {
    const card = await uploadCard(app(), device);
    const views = counter();
    views.count(card.id, new Date('2026-11-23T09:00:01.000Z'));
    views.count(card.id, new Date('2026-11-23T09:00:01.000Z'));
    await views.close();
    expect((await row(card.id)).views).toBe(2);
  });

  it('keeps a batch that could not be written for the next flush', async () => {
    const card = await uploadCard(app(), device);
    const failed: unknown[] = [];
    // A database that refuses the first write, as a locked SQLite file or a dropped connection would.
    let refuse = true;
    const real = server.testApp.db;
    const db = new Proxy(real, {
      get: (target, property) => {
        if (property !== 'updateTable') return Reflect.get(target, property, target) as unknown;
        if (!refuse) return real.updateTable.bind(real);
        return () => {
          refuse = false;
          throw new Error('database is locked');
        };
      },
    });
    const views = createViewCounter(db, { intervalMs: hour, onError: (e) => failed.push(e) });
    views.count(card.id, new Date('2026-11-23T09:00:01.000Z'));
    await views.flush();
    expect(failed).toEqual([new Error('database is locked')]);
    expect((await row(card.id)).views).toBe(0);
    await views.close();
    expect((await row(card.id)).views).toBe(1);
  });

  it('writes the views an app answered when the app closes, without waiting for the interval', async () => {
    const card = await uploadCard(app(), device);
    // A second app (another server process) on the same database, stopped gracefully after three views.
    const other = await createTestApp({ sharedDb: server.testApp.testDb, clock: server.time.clock });
    for (let view = 0; view < 3; view += 1) {
      expect((await other.app.inject({ url: `/api/cards/${card.previewLink}` })).statusCode).toBe(200);
    }
    await other.close();
    expect(await row(card.id)).toEqual({ views: 3, last_viewed_at: start });
  });
});
