import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnalyticsIds } from '@contract/rules/client-config';
import { analyticsConfigured } from './analytics-configured';
import type { AnalyticsRuntime } from './analytics-runtime';
import { sessionCampaign } from './campaign';
import { useConsent } from './consent';
import { isPrerenderBot } from './prerender-bot';

const disableGa = (ids: AnalyticsIds, disabled: boolean) => {
  // gtag's documented opt-out switch: stops a loaded GA4 from sending anything more.
  if (ids.gaMeasurementId)
    (window as unknown as Record<string, boolean>)[`ga-disable-${ids.gaMeasurementId}`] = disabled;
};

/**
 * Loads analytics (its own chunk) once the visitor consents and sends a page view on every route change, with the
 * visit's utm_* campaign. Nothing loads without ids, without consent, or for a prerender bot.
 */
export const AnalyticsHost = ({ ids }: { ids: AnalyticsIds }) => {
  const { consent } = useConsent();
  const location = useLocation();
  const runtime = useRef<AnalyticsRuntime | null>(null);
  const enabled = consent === 'granted' && analyticsConfigured(ids) && !isPrerenderBot(navigator.userAgent);
  const pageKey = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!enabled) {
      runtime.current?.stop();
      runtime.current = null;
      disableGa(ids, true);
      return;
    }
    disableGa(ids, false);
    let cancelled = false;
    void import(/* webpackChunkName: "analytics" */ './analytics-runtime').then(({ startAnalytics }) => {
      if (cancelled) return;
      runtime.current = startAnalytics(ids);
      runtime.current.pageView(window.location.pathname, document.title, sessionCampaign(window.location.search));
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, ids]);

  const firstPage = useRef(true);
  useEffect(() => {
    // The first page view goes out when the runtime starts; later ones on each navigation.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // Let the page's title settle (helmet) before it is recorded.
    const timer = setTimeout(
      () =>
        runtime.current?.pageView(window.location.pathname, document.title, sessionCampaign(window.location.search)),
      0,
    );
    return () => clearTimeout(timer);
  }, [pageKey]);

  return null;
};
