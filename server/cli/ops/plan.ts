import type { Period } from '../../../contract/rules/periods';
import type { CompanyLicense } from '../../db/tables';
import { entitlementOf } from '../../modules/licensing/entitlement';

export interface PlanView {
  plan: 'trial' | 'subscription';
  devices: number;
  expires_at: string | null;
  active: boolean;
}

/** The plan as the licensing module decides it, for JSON and in words for a tab-separated line. */
export const planOf = (
  license: CompanyLicense | undefined,
  periods: readonly Period[],
  now: Date,
): { plan: PlanView; text: string } => {
  const { plan, devices, expiresAt, active } = entitlementOf(license, periods, now);
  const until = expiresAt === null ? 'clock not started' : `until ${expiresAt}`;
  return {
    plan: { plan, devices, expires_at: expiresAt, active },
    text: `${plan} ${devices} devices ${until}${active ? '' : ' (ended)'}`,
  };
};
