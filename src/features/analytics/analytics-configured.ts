import type { AnalyticsIds } from '@contract/rules/client-config';

/** Whether this server names a GA4 measurement id or a GTM container; without one, nothing about analytics loads. */
export const analyticsConfigured = (ids: AnalyticsIds): boolean => !!(ids.gaMeasurementId || ids.gtmContainerId);
