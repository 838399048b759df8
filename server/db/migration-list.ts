import type { Migration } from 'kysely';
import * as companiesAndSessions from './migrations/2026-11-22_companies-and-sessions';
import * as mailOutboxAndTokens from './migrations/2026-11-23_mail-outbox-and-tokens';
import * as companySettings from './migrations/2026-11-24_company-settings';
import * as licensingAndBilling from './migrations/2026-11-25_licensing-and-billing';
import * as treatmentCards from './migrations/2026-11-26_treatment-cards';
import * as securityEvents from './migrations/2026-11-27_security-events';
import * as subscriptionPeriods from './migrations/2026-11-28_subscription-periods';
import * as deviceNames from './migrations/2026-11-29_device-names';
import * as clinicContacts from './migrations/2026-11-30_clinic-contacts';
import * as cardOptions from './migrations/2026-12-01_card-options';
import * as companyClosures from './migrations/2026-12-02_company-closures';
import * as cardDecisions from './migrations/2026-12-03_card-decisions';
import * as companyExports from './migrations/2026-12-04_company-exports';

/**
 * Every migration, oldest first, keyed by its file name. Listed by hand because a folder scan needs dynamic
 * import, which jest's CommonJS runtime cannot do; a new migration is one file plus one line here.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '2026-11-22_companies-and-sessions': companiesAndSessions,
  '2026-11-23_mail-outbox-and-tokens': mailOutboxAndTokens,
  '2026-11-24_company-settings': companySettings,
  '2026-11-25_licensing-and-billing': licensingAndBilling,
  '2026-11-26_treatment-cards': treatmentCards,
  '2026-11-27_security-events': securityEvents,
  '2026-11-28_subscription-periods': subscriptionPeriods,
  '2026-11-29_device-names': deviceNames,
  '2026-11-30_clinic-contacts': clinicContacts,
  '2026-12-01_card-options': cardOptions,
  '2026-12-02_company-closures': companyClosures,
  '2026-12-03_card-decisions': cardDecisions,
  '2026-12-04_company-exports': companyExports,
};
