import type { Profile, ProfileBody } from '../../../contract/api/settings';
import { isProfileComplete, normalizePhone, normalizeWebsite } from '../../../contract/rules/profile';
import type { Company } from '../../db/tables';
import { requireCompany, updateCompanyProfile } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';
import { ProfileRefusal } from './profile-refusal';

export type ProfileDeps = Pick<SettingsDeps, 'db' | 'clock'>;

export const toProfile = (company: Company): Profile => {
  const fields = { country: company.country, city: company.city, ceo: company.ceo, phone: company.phone };
  return {
    ...fields,
    contactPerson: company.contact_person,
    address: company.address,
    website: company.website,
    complete: isProfileComplete(fields),
  };
};

export const getProfile = async (deps: Pick<ProfileDeps, 'db'>, companyId: string): Promise<Profile> =>
  toProfile(await requireCompany(deps.db, companyId));

/** Stores the phone as E.164; one that libphonenumber-js does not accept as valid is a field error. */
export const updateProfile = async (deps: ProfileDeps, companyId: string, body: ProfileBody): Promise<Profile> => {
  const phone = normalizePhone(body.phone, body.country);
  const website = body.website === undefined ? undefined : normalizeWebsite(body.website);
  const invalid = [...(phone ? [] : ['phone' as const]), ...(website === null ? ['website' as const] : [])];
  if (invalid.length > 0) throw new ProfileRefusal({ kind: 'contact-invalid', fields: invalid });
  const columns = {
    country: body.country,
    city: body.city.trim(),
    ceo: body.ceo.trim(),
    contact_person: body.contactPerson.trim(),
    phone: phone!,
    ...(body.address === undefined ? {} : { address: body.address.trim() }),
    ...(website === undefined ? {} : { website: website! }),
  };
  await updateCompanyProfile(deps, companyId, columns, deps.clock());
  return getProfile(deps, companyId);
};
