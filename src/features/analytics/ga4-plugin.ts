import ReactGA from 'react-ga4';
import type { AnalyticsEvent, AnalyticsPlugin } from './analytics-queue';

/** GA4 through react-ga4: the gtag script loads on `load()`; page views are sent by us, not by gtag itself. */
export const createGa4Plugin = (measurementId: string | null): AnalyticsPlugin => {
  if (!measurementId) throw new Error('GA4 needs a measurement id (GA_MEASUREMENT_ID)');
  return {
    name: 'ga4',
    load: () => ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false, anonymize_ip: true } }),
    isReady: () => ReactGA.isInitialized,
    send: (event: AnalyticsEvent) => {
      if (event.kind === 'pageview') {
        const { utm_source, utm_medium, utm_campaign, utm_term, utm_content } = event.campaign;
        ReactGA.send({
          hitType: 'pageview',
          page: event.path,
          title: event.title,
          ...(utm_source && { campaign_source: utm_source }),
          ...(utm_medium && { campaign_medium: utm_medium }),
          ...(utm_campaign && { campaign_name: utm_campaign }),
          ...(utm_term && { campaign_term: utm_term }),
          ...(utm_content && { campaign_content: utm_content }),
        });
      } else {
        ReactGA.event(event.name, event.params);
      }
    },
  };
};
