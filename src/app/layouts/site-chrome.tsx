import { Suspense } from 'react';
import { AnalyticsHost, analyticsConfigured } from '@/features/analytics/analytics-host';
import { ConsentBanner } from '@/features/analytics/consent-banner';
import { ContactButton } from '@/features/contact/contact-button';
import { getClientConfig } from '../config';

/** What floats over every page: the contact button, the analytics consent banner, and analytics itself. */
export const SiteChrome = () => {
  const { contacts, analytics } = getClientConfig();
  return (
    <Suspense fallback={null}>
      <ContactButton contacts={contacts} />
      <ConsentBanner configured={analyticsConfigured(analytics)} />
      <AnalyticsHost ids={analytics} />
    </Suspense>
  );
};
