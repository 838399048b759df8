import type { AnalyticsEvent, AnalyticsPlugin } from './analytics-queue';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const gtmScriptUrl = 'https://www.googletagmanager.com/gtm.js';

/** Google Tag Manager without the usual inline snippet (the CSP allows no inline script): the same steps in code. */
export const createGtmPlugin = (containerId: string | null): AnalyticsPlugin => {
  if (!containerId) throw new Error('Tag Manager needs a container id (GTM_CONTAINER_ID)');
  let ready = false;
  return {
    name: 'gtm',
    load: () => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${gtmScriptUrl}?id=${encodeURIComponent(containerId)}`;
      script.addEventListener('load', () => {
        ready = true;
      });
      document.head.append(script);
    },
    isReady: () => ready,
    send: (event: AnalyticsEvent) => {
      window.dataLayer?.push(
        event.kind === 'pageview'
          ? { event: 'page_view', page_path: event.path, page_title: event.title, ...event.campaign }
          : { event: event.name, ...event.params },
      );
    },
  };
};
