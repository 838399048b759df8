import { useLocation } from 'react-router-dom';
import { matchPath } from '@contract/rules/routes';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import { OnDemandBoundary } from '@/components/chunk-error/on-demand-boundary';
import { analyticsConfigured } from '@/features/analytics/analytics-configured';
import { shouldAskConsent, useConsent } from '@/features/analytics/consent';
import { contactLinks } from '@/features/contact/contact-links';
import { getClientConfig } from '../config';
import { useHydrated } from '@/components/use-hydrated';

// Each is loaded only when this server configures it (contact channels, analytics ids) and it is to be shown, so a
// site without them ships none of their code.
const ContactButton = lazyPage(
  () => import(/* webpackChunkName: "contact-button" */ '@/features/contact/contact-button'),
  'ContactButton',
);
const ConsentBanner = lazyPage(
  () => import(/* webpackChunkName: "consent-banner" */ '@/features/analytics/consent-banner'),
  'ConsentBanner',
);
const AnalyticsHost = lazyPage(
  () => import(/* webpackChunkName: "analytics-host" */ '@/features/analytics/analytics-host'),
  'AnalyticsHost',
);

/**
 * What floats over every page: the contact button, the analytics consent banner, and analytics itself. A patient's
 * plan offers the clinic's own contacts instead of ours: questions about a treatment belong to the clinic.
 */
export const SiteChrome = () => {
  const { contacts, analytics } = getClientConfig();
  const ours = matchPath(useLocation().pathname) !== 'preview';
  const configured = analyticsConfigured(analytics);
  const askConsent = shouldAskConsent(configured, useConsent());
  const hydrated = useHydrated();
  // This server's settings and the visitor's answer are unknown to the build-time render: none of it before hydration.
  if (!hydrated) return null;
  return (
    <>
      {ours && contactLinks(contacts).length > 0 && (
        <OnDemandBoundary open>
          <ContactButton contacts={contacts} />
        </OnDemandBoundary>
      )}
      {askConsent && (
        <OnDemandBoundary open={askConsent}>
          <ConsentBanner configured={configured} />
        </OnDemandBoundary>
      )}
      {configured && (
        <OnDemandBoundary open>
          <AnalyticsHost ids={analytics} />
        </OnDemandBoundary>
      )}
    </>
  );
};
