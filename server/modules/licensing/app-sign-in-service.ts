import type { AppSignInAnswer, AppSignInBody, AppUser } from '../../../contract/api/desktop-app';
import { type VerifiedPrincipal, checkCredentials } from '../accounts/service';
import { recordSecurityEvent } from '../audit/record';
import { avatarUrl } from '../avatar/service';
import { type Company, companyById } from '../companies/service';
import type { LicensingDeps } from './deps';
import { heldSlot, planOf } from './device-standing';
import { deviceLabel } from './device-label';
import { LicenseRefusal } from './license-refusal';

const userOf = (principal: VerifiedPrincipal, company: Company): AppUser => {
  if (!principal.staff) {
    return { kind: 'owner', id: company.id, firstName: null, lastName: null, displayName: company.name };
  }
  const { id, firstName, lastName } = principal.staff;
  return { kind: principal.role, id, firstName, lastName, displayName: `${firstName} ${lastName}` };
};

/**
 * Signs a person in to the program on this device. The device comes first: unless it holds a valid key, the answer
 * is that key's refusal and no password is even checked, so the call is no password oracle for anyone without an
 * activated key. Then the credentials, exactly as the web sign-in checks them; doctors are welcome here. Last, the
 * login must belong to the company whose key the device holds.
 */
export const appSignIn = async (deps: LicensingDeps, body: AppSignInBody, ip: string): Promise<AppSignInAnswer> => {
  const held = await heldSlot(deps, body.key, body.fingerprint);
  if ('answer' in held) return held.answer;
  const { slot } = held.standing;
  const plan = await planOf(deps, held.standing, deps.clock());
  if ('answer' in plan) return plan.answer;

  const principal = await checkCredentials(deps, body.login, body.password);
  if (!principal) {
    // Logged for the company whose key the device holds, as the device: the login typed may be anyone's.
    await recordSecurityEvent(deps.db, {
      companyId: slot.company_id,
      type: 'sign-in-failed',
      source: { actor: { kind: 'device', label: deviceLabel(slot) }, ip },
      at: deps.clock(),
      details: { reason: 'wrong-password', device: deviceLabel(slot) },
    });
    throw new LicenseRefusal({ kind: 'wrong-credentials' });
  }
  // Told only once the password is right, like the web sign-in's answer to doctors.
  if (principal.companyId !== slot.company_id) throw new LicenseRefusal({ kind: 'company-mismatch' });
  const company = await companyById(deps.db, principal.companyId);
  if (!company) throw new LicenseRefusal({ kind: 'wrong-credentials' });
  await recordSecurityEvent(deps.db, {
    companyId: company.id,
    type: 'sign-in-succeeded',
    source: {
      actor: principal.staff ? { kind: 'staff', label: principal.staff.login } : { kind: 'owner', label: '' },
      ip,
    },
    at: deps.clock(),
    details: { device: deviceLabel(slot) },
  });
  return {
    valid: true,
    code: 'VALID',
    user: userOf(principal, company),
    company: {
      id: company.id,
      name: company.name,
      avatarUrl: avatarUrl(company.avatar_file),
      currency: company.currency,
    },
  };
};
