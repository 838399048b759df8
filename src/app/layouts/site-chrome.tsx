import { Suspense, lazy } from 'react';
import { analyticsConfigured } from '@/features/analytics/analytics-configured';
import { shouldAskConsent, useConsent } from '@/features/analytics/consent';
import { contactLinks } from '@/features/contact/contact-links';
import { getClientConfig } from '../config';

// Each is loaded only when this server configures it (contact channels, analytics ids) and it is to be shown, so a
// site without them ships none of their code.
const ContactButton = lazy(async () => ({
  default: (await import(/* webpackChunkName: "contact-button" */ '@/features/contact/contact-button')).ContactButton,
}));
const AnalyticsHost = lazy(async () => ({
  default: (await import(/* webpackChunkName: "analytics-host" */ '@/features/analytics/analytics-host')).AnalyticsHost,
}));
const ConsentBanner = lazy(async () => ({
  default: (await import(/* webpackChunkName: "consent-banner" */ '@/features/analytics/consent-banner')).ConsentBanner,
}));

/** What floats over every page: the contact button, the analytics consent banner, and analytics itself. */
export const SiteChrome = () => {
  const { contacts, analytics } = getClientConfig();
  const configured = analyticsConfigured(analytics);
  const askConsent = shouldAskConsent(configured, useConsent());
  return (
    <>
      {contactLinks(contacts).length > 0 && (
        <Suspense fallback={null}>
          <ContactButton contacts={contacts} />
        </Suspense>
      )}
      {askConsent && (
        <Suspense fallback={null}>
          <ConsentBanner configured={configured} />
        </Suspense>
      )}
      {configured && (
        <Suspense fallback={null}>
          <AnalyticsHost ids={analytics} />
        </Suspense>
      )}
    </>
  );
};
