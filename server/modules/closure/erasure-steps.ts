import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { eraseCompanyEvents } from '../audit/service';
import { avatarKey } from '../avatar/service';
import { settleOrdersOfClosedCompany } from '../billing/service';
import { eraseCompanyDecisions } from '../card-decisions/erase-service';
import { eraseCompanyCards } from '../cards/erase-service';
import { blankClosedCompany } from '../companies/service';
import { eraseCompanyLicensing } from '../licensing/erase-service';
import { eraseCompanyLinkTokens } from '../link-tokens/service';
import { eraseCompanyMail } from '../mail/service';
import { eraseCompanyPriceList } from '../price-list/service';
import { forgetRateLimitSubjects } from '../rate-limits/service';
import { eraseCompanySessions } from '../sessions/service';
import { eraseCompanyStaff } from '../staff/service';
import { eraseCompanyPeriods } from '../subscriptions/service';

export interface ErasureTarget {
  companyId: string;
  /** The company's e-mail as captured when the erasure began, lower case. */
  emailNormalized: string;
  now: Date;
}

/** One table group: its writes run in one transaction; it returns the file-store keys (`…/` a folder) to remove. */
export interface ErasureStep {
  name: string;
  run: (trx: Kysely<Database>, target: ErasureTarget) => Promise<string[]>;
}

/**
 * The table groups in the order they are erased, each through its owning module. Children before parents (cards
 * point at device slots, sessions at staff); the company row comes last, as the tombstone the kept orders point at.
 * Appending a group is safe; reordering or removing one would confuse a closure interrupted under the old order.
 */
export const erasureSteps: readonly ErasureStep[] = [
  {
    name: 'access',
    run: async (trx, { companyId, emailNormalized }) => {
      await eraseCompanySessions(trx, companyId);
      await eraseCompanyLinkTokens(trx, companyId);
      const logins = await eraseCompanyStaff(trx, companyId);
      await forgetRateLimitSubjects(trx, [companyId, emailNormalized, ...logins]);
      return [];
    },
  },
  {
    name: 'cards',
    run: async (trx, { companyId }) => {
      // The patients' answers point at the cards.
      await eraseCompanyDecisions(trx, companyId);
      return eraseCompanyCards(trx, companyId);
    },
  },
  {
    name: 'licensing',
    run: async (trx, { companyId, now }) => {
      await eraseCompanyPeriods(trx, companyId);
      await eraseCompanyLicensing(trx, companyId);
      await settleOrdersOfClosedCompany(trx, companyId, now);
      return [];
    },
  },
  {
    name: 'settings',
    run: async (trx, { companyId }) => {
      await eraseCompanyPriceList(trx, companyId);
      await eraseCompanyEvents(trx, companyId);
      return [];
    },
  },
  {
    name: 'mail',
    run: async (trx, { companyId, emailNormalized }) => {
      await eraseCompanyMail(trx, companyId, emailNormalized);
      return [];
    },
  },
  {
    name: 'company',
    run: async (trx, { companyId, now }) => {
      const logo = await blankClosedCompany({ db: trx }, companyId, now);
      return logo ? [avatarKey(logo)] : [];
    },
  },
];
