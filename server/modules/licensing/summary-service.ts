import type { Bonus, LicenseSummary } from '../../../contract/api/license-summary';
import { allowedPurchases, unusedDays } from '../../../contract/rules/packages';
import { type Period, coveredUntil, periodAt, periodsFrom, standingOf } from '../../../contract/rules/periods';
import { type BonusKind, priceListBonusRows, trialDays, trialDaysLeft } from '../../../contract/rules/trial';
import { iso } from '../../clock';
import type { CompanyLicense } from '../../db/tables';
import { companyById } from '../companies/service';
import { filledPriceRows } from '../price-list/service';
import { companyPeriods } from '../subscriptions/service';
import type { LicensingDeps } from './deps';
import { appliedBonuses, entitlementOf } from './entitlement';
import { LicenseRefusal } from './license-refusal';
import { ensureLicense, markBonusApplied } from './repository-licenses';

const profileFieldsNeeded = 4;

/** How far each challenge is: profile fields filled (country, city, CEO, phone) and filled price rows. */
const challengeProgress = async (deps: LicensingDeps, companyId: string): Promise<Record<BonusKind, number>> => {
  const company = await companyById(deps.db, companyId);
  if (!company) throw new LicenseRefusal({ kind: 'company-gone' });
  const profileDone = [company.country, company.city?.trim(), company.ceo?.trim(), company.phone].filter(
    Boolean,
  ).length;
  return { profile: profileDone, 'price-list': await filledPriceRows(deps.db, companyId) };
};

const needed: Record<BonusKind, number> = { profile: profileFieldsNeeded, 'price-list': priceListBonusRows };
const appliedAtOf = (license: CompanyLicense, kind: BonusKind): string | null =>
  kind === 'profile' ? license.profile_bonus_at : license.price_list_bonus_at;

/** The days a bonus adds: 5, or what is left under the cap (applied after the other bonus, it adds 3). */
const bonusDaysOf = (license: CompanyLicense, kind: BonusKind): number => {
  const appliedAt = appliedAtOf(license, kind);
  const other = appliedAtOf(license, kind === 'profile' ? 'price-list' : 'profile');
  // The bonuses applied before this one: an applied bonus added what was left when it was applied.
  const before =
    other !== null && (appliedAt === null || other < appliedAt || (other === appliedAt && kind !== 'profile')) ? 1 : 0;
  return trialDays(before + 1) - trialDays(before);
};

const bonusView = (license: CompanyLicense, kind: BonusKind, done: number): Bonus => {
  const appliedAt = appliedAtOf(license, kind);
  const capped = Math.min(done, needed[kind]);
  return {
    kind,
    state: appliedAt ? 'applied' : capped >= needed[kind] ? 'available' : 'locked',
    appliedAt,
    done: capped,
    needed: needed[kind],
    days: bonusDaysOf(license, kind),
  };
};

/** The subscription as the dashboard shows it: the running period (else the last one) and the end of its chain. */
const subscriptionView = (periods: readonly Period[], now: Date): LicenseSummary['subscription'] => {
  const running = periodAt(periods, now);
  const shown = running ?? periods.filter((period) => Date.parse(period.startsAt) <= now.getTime()).at(-1);
  if (!shown) return null;
  const expiresAt = running ? (coveredUntil(periods, now, 1) as string) : shown.endsAt;
  return {
    devices: shown.devices,
    startsAt: shown.startsAt,
    expiresAt,
    active: running !== undefined,
    daysLeft: unusedDays(expiresAt, now),
  };
};

export const licenseSummary = async (deps: LicensingDeps, companyId: string): Promise<LicenseSummary> => {
  const now = deps.clock();
  const license = await ensureLicense(deps.db, companyId, iso(now));
  const periods = await companyPeriods(deps.db, companyId);
  const progress = await challengeProgress(deps, companyId);
  const entitlement = entitlementOf(license, periods, now);
  const trialEnd =
    license.trial_started_at === null
      ? null
      : new Date(Date.parse(license.trial_started_at) + trialDays(appliedBonuses(license)) * 86_400_000).toISOString();
  const running = periodAt(periods, now);
  return {
    plan: entitlement.plan,
    active: entitlement.active,
    devices: entitlement.devices,
    trial: {
      startedAt: license.trial_started_at,
      days: trialDays(appliedBonuses(license)),
      expiresAt: trialEnd,
      daysLeft: trialEnd === null ? null : trialDaysLeft(trialEnd, now),
      bonuses: (['profile', 'price-list'] as const).map((kind) => bonusView(license, kind, progress[kind])),
    },
    subscription: subscriptionView(periods, now),
    periods: periodsFrom(periods, now).map((period) => ({
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      devices: period.devices,
      current: period === running,
    })),
    allowedPurchases: allowedPurchases(standingOf(periods, now, trialEnd), now),
  };
};

/**
 * "Get 5 days": applies a bonus whose challenge is done, once and for ever. The conditional update makes twenty
 * simultaneous clicks apply it once; a click after that just answers the summary with the bonus applied.
 */
export const applyBonus = async (deps: LicensingDeps, companyId: string, kind: BonusKind): Promise<LicenseSummary> => {
  const now = iso(deps.clock());
  const license = await ensureLicense(deps.db, companyId, now);
  if (!appliedAtOf(license, kind)) {
    const progress = await challengeProgress(deps, companyId);
    if (progress[kind] < needed[kind]) throw new LicenseRefusal({ kind: 'bonus-challenge-not-done' });
    const column = kind === 'profile' ? 'profile_bonus_at' : 'price_list_bonus_at';
    await markBonusApplied(deps.db, companyId, column, now);
  }
  return licenseSummary(deps, companyId);
};
