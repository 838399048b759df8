import type { Profile, ProfileBody } from '../../../contract/api/settings';
import { isProfileComplete, normalizePhone, normalizeWebsite } from '../../../contract/rules/profile';
import type { Company } from '../../db/tables';
import { HttpProblem } from '../../plugins/problem';
import { companyById, updateCompanyProfile } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';

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

export const getProfile = async (deps: SettingsDeps, companyId: string): Promise<Profile> => {
  const company = await companyById(deps.db, companyId);
  if (!company) throw new HttpProblem(401, 'UNAUTHORIZED');
  return toProfile(company);
};

/** Stores the phone as E.164; one that libphonenumber-js does not accept as valid is a field error. */
export const updateProfile = async (deps: SettingsDeps, companyId: string, body: ProfileBody): Promise<Profile> => {
  const phone = normalizePhone(body.phone, body.country);
  const website = body.website === undefined ? undefined : normalizeWebsite(body.website);
  const errors = [
    ...(phone ? [] : [{ field: 'body/phone', reason: 'phone' }]),
    ...(website === null ? [{ field: 'body/website', reason: 'url' }] : []),
  ];
  if (errors.length > 0) throw new HttpProblem(400, 'VALIDATION_FAILED', { errors });
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
