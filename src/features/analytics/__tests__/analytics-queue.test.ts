import {
  type AnalyticsEvent,
  type AnalyticsPlugin,
  AnalyticsQueue,
  drainIntervalMs,
  readyTimeoutMs,
} from '../analytics-queue';

const fakePlugin = (name: string) => {
  const sent: AnalyticsEvent[] = [];
  let ready = false;
  const plugin: AnalyticsPlugin & { sent: AnalyticsEvent[]; makeReady: () => void; loaded: number } = {
    name,
    sent,
    loaded: 0,
    load: () => {
      plugin.loaded += 1;
    },
    isReady: () => ready,
    send: (event) => sent.push(event),
    makeReady: () => {
      ready = true;
    },
  };
  return plugin;
};

const pageview = (path: string): AnalyticsEvent => ({ kind: 'pageview', path, title: path, campaign: {} });

describe('AnalyticsQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the analytics timings: drains every 3 s, waits at most 10 s for a plugin', () => {
    expect(drainIntervalMs).toBe(3_000);
    expect(readyTimeoutMs).toBe(10_000);
  });

  it('loads its plugins on start and sends queued events in order on the next 3-second tick once they are ready', () => {
    const ga = fakePlugin('ga4');
    const queue = new AnalyticsQueue([ga], { now: Date.now });
    queue.start();
    expect(ga.loaded).toBe(1);
    queue.push(pageview('/'));
    queue.push({ kind: 'event', name: 'sign_up_click', params: { place: 'hero' } });
    jest.advanceTimersByTime(3_000);
    expect(ga.sent).toEqual([]); // not ready yet: held
    ga.makeReady();
    jest.advanceTimersByTime(2_999);
    expect(ga.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ga.sent).toEqual([pageview('/'), { kind: 'event', name: 'sign_up_click', params: { place: 'hero' } }]);
    expect(queue.size).toBe(0);
    queue.stop();
  });

  it('holds events until every plugin is ready, then gives up on a slow one after 10 s and feeds the rest', () => {
    const ga = fakePlugin('ga4');
    const gtm = fakePlugin('gtm');
    const givenUp: string[] = [];
    const queue = new AnalyticsQueue([ga, gtm], { now: Date.now, onGiveUp: (plugin) => givenUp.push(plugin.name) });
    queue.start();
    ga.makeReady();
    queue.push(pageview('/videos'));
    jest.advanceTimersByTime(9_000);
    expect(ga.sent).toEqual([]);
    jest.advanceTimersByTime(3_000); // 12 s: past the 10 s wait
    expect(givenUp).toEqual(['gtm']);
    expect(ga.sent).toEqual([pageview('/videos')]);
    expect(gtm.sent).toEqual([]);
    queue.push(pageview('/articles'));
    jest.advanceTimersByTime(3_000);
    expect(ga.sent).toHaveLength(2);
    queue.stop();
  });

  it('stops and drops its events when no plugin becomes ready within 10 s', () => {
    const ga = fakePlugin('ga4');
    const queue = new AnalyticsQueue([ga], { now: Date.now });
    queue.start();
    queue.push(pageview('/'));
    jest.advanceTimersByTime(12_000);
    expect(queue.running).toBe(false);
    expect(queue.size).toBe(0);
    queue.push(pageview('/later'));
    expect(queue.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ignores events before start and after stop', () => {
    const ga = fakePlugin('ga4');
    const queue = new AnalyticsQueue([ga], { now: Date.now });
    queue.push(pageview('/before'));
    expect(queue.size).toBe(0);
    queue.start();
    queue.stop();
    queue.push(pageview('/after'));
    expect(queue.size).toBe(0);
  });
});
