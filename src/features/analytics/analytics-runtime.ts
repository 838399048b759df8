import type { AnalyticsIds } from '@contract/rules/client-config';
import { type AnalyticsPlugin, AnalyticsQueue } from './analytics-queue';
import type { Campaign } from './campaign';
import { createGa4Plugin } from './ga4-plugin';
import { createGtmPlugin } from './gtm-plugin';

export interface AnalyticsRuntime {
  pageView: (path: string, title: string, campaign: Campaign) => void;
  event: (name: string, params?: Record<string, string | number>) => void;
  stop: () => void;
}

type PluginFactory = (id: string | null) => AnalyticsPlugin;

const factories: [PluginFactory, keyof AnalyticsIds][] = [
  [createGa4Plugin, 'gaMeasurementId'],
  [createGtmPlugin, 'gtmContainerId'],
];

/**
 * Starts every configured tool behind one queue. A tool that cannot start (no id: its factory throws) is left out
 * with a warning, and the site runs on without it. Loaded as its own chunk, only after consent.
 */
export const startAnalytics = (ids: AnalyticsIds, warn: (message: string) => void = console.warn): AnalyticsRuntime => {
  const plugins: AnalyticsPlugin[] = [];
  for (const [create, key] of factories) {
    if (!ids[key]) continue;
    try {
      plugins.push(create(ids[key]));
    } catch (error) {
      warn(`analytics: ${(error as Error).message}`);
    }
  }
  const queue = new AnalyticsQueue(plugins, {
    onGiveUp: (plugin) => warn(`analytics: ${plugin.name} did not load in time and is switched off`),
  });
  if (plugins.length > 0) queue.start();
  return {
    pageView: (path, title, campaign) => queue.push({ kind: 'pageview', path, title, campaign }),
    event: (name, params = {}) => queue.push({ kind: 'event', name, params }),
    stop: () => queue.stop(),
  };
};
