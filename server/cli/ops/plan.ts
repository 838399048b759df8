import type { CompanyLicense } from '../../db/tables';
import { type Entitlement, entitlementOf } from '../../modules/licensing/entitlement';

/** The plan as the licensing module decides it, and in words for a tab-separated line. */
export const planOf = (license: CompanyLicense | undefined, now: Date): { plan: Entitlement; text: string } => {
  const plan = entitlementOf(license, now);
  const until = plan.expiresAt === null ? 'clock not started' : `until ${plan.expiresAt}`;
  return { plan, text: `${plan.plan} ${plan.devices} devices ${until}${plan.active ? '' : ' (ended)'}` };
};
