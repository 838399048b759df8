import type { Campaign } from './campaign';

export type AnalyticsEvent =
  | { kind: 'pageview'; path: string; title: string; campaign: Campaign }
  | { kind: 'event'; name: string; params: Record<string, string | number> };

/** One analytics tool (GA4, Tag Manager) behind the queue. */
export interface AnalyticsPlugin {
  readonly name: string;
  /** Starts loading the tool's script. */
  load: () => void;
  /** True once the tool accepts events. */
  isReady: () => boolean;
  send: (event: AnalyticsEvent) => void;
}

/**
 * The queue drains every 3 s; a plugin that is not ready within 10 s is given up
 * (docs/product-rules.md#analytics-and-consent).
 */
export const drainIntervalMs = 3_000;
export const readyTimeoutMs = 10_000;

interface QueueOptions {
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  onGiveUp?: (plugin: AnalyticsPlugin) => void;
}

/**
 * Events wait here until the tools are ready, then go out in batches every few seconds, in order, to every ready
 * tool. A tool that never becomes ready is dropped after the timeout; when none is left the queue stops.
 */
export class AnalyticsQueue {
  private readonly pending: AnalyticsEvent[] = [];
  private plugins: AnalyticsPlugin[];
  private timer: ReturnType<typeof setInterval> | null = null;
  private startedAt = 0;
  private readonly options: Required<Omit<QueueOptions, 'onGiveUp'>> & Pick<QueueOptions, 'onGiveUp'>;

  constructor(plugins: AnalyticsPlugin[], options: QueueOptions = {}) {
    this.plugins = [...plugins];
    this.options = {
      intervalMs: options.intervalMs ?? drainIntervalMs,
      timeoutMs: options.timeoutMs ?? readyTimeoutMs,
      now: options.now ?? Date.now,
      onGiveUp: options.onGiveUp,
    };
  }

  start(): void {
    if (this.timer) return;
    this.startedAt = this.options.now();
    for (const plugin of this.plugins) plugin.load();
    this.timer = setInterval(() => this.drain(), this.options.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.pending.length = 0;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  get size(): number {
    return this.pending.length;
  }

  push(event: AnalyticsEvent): void {
    if (this.running) this.pending.push(event);
  }

  /** Sends what is queued to every ready plugin; runs on the timer, public for the last flush. */
  drain(): void {
    const waitedOut = this.options.now() - this.startedAt >= this.options.timeoutMs;
    const ready = this.plugins.filter((plugin) => plugin.isReady());
    if (waitedOut) {
      for (const plugin of this.plugins) if (!plugin.isReady()) this.options.onGiveUp?.(plugin);
      this.plugins = ready;
      if (ready.length === 0) {
        this.stop();
        return;
      }
    }
    // Until every plugin is ready or given up, hold the events so none misses the first page view.
    if (ready.length < this.plugins.length) return;
    const batch = this.pending.splice(0);
    for (const event of batch) for (const plugin of ready) plugin.send(event);
  }
}
