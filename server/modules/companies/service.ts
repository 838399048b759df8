import type { Kysely } from 'kysely';
import type { Account } from '../../../contract/api/auth';
import type { Role } from '../../../contract/rules/account';
import { defaultCurrency } from '../../../contract/rules/money';
import type { Language } from '../../../contract/rules/languages';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Company, Database } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  type ProfileColumns,
  blankCompany,
  clearPlatformToken,
  emptyClinicDetails,
  findCompanyByEmail,
  findCompanyById,
  insertCompany,
  setAvatarFile,
  setEmailConfirmed,
  setName,
  setPasswordHash,
  setPlatformToken,
  setProfileColumns,
  switchCurrency,
} from './repository';
import { CompanyRefusal } from './company-refusal';

export type { Company } from '../../db/tables';
export type { ProfileColumns } from './repository';

/** What every write to a company needs: the database, or the caller's transaction. */
export interface CompanyWriter {
  db: Kysely<Database>;
}

export interface NewCompanyInput {
  name: string;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  language: Language;
}

export class EmailTakenError extends Error {
  constructor() {
    super('EMAIL_TAKEN');
    this.name = 'EmailTakenError';
  }
}

/** Inserts a company; a second company with the same normalised e-mail throws EmailTakenError on both dialects. */
export const createCompany = async (writer: CompanyWriter, input: NewCompanyInput, now: Date): Promise<Company> => {
  const company: Company = {
    id: newId(now.getTime()),
    name: input.name,
    email: input.email,
    email_normalized: input.emailNormalized,
    password_hash: input.passwordHash,
    language: input.language,
    email_confirmed_at: null,
    created_at: iso(now),
    updated_at: iso(now),
    // The settings columns' defaults, so the returned row is what the database holds.
    ...emptyClinicDetails,
    currency: defaultCurrency,
  };
  try {
    await insertCompany(writer.db, company);
  } catch (error) {
    if (isUniqueViolation(error, 'companies', 'email_normalized')) throw new EmailTakenError();
    throw error;
  }
  return company;
};

export const companyById = (db: Kysely<Database>, id: string): Promise<Company | undefined> => findCompanyById(db, id);

/** The session's company; refused as gone when it no longer exists. */
export const requireCompany = async (db: Kysely<Database>, id: string): Promise<Company> => {
  const company = await findCompanyById(db, id);
  if (!company) throw new CompanyRefusal({ kind: 'gone' });
  return company;
};

/** What keys, downloads, orders and staff management need first: refused until the e-mail address is confirmed. */
export const requireConfirmedCompany = async (db: Kysely<Database>, id: string): Promise<Company> => {
  const company = await requireCompany(db, id);
  if (!company.email_confirmed_at) throw new CompanyRefusal({ kind: 'email-not-confirmed' });
  return company;
};

export const companyByEmail = (db: Kysely<Database>, emailNormalized: string): Promise<Company | undefined> =>
  findCompanyByEmail(db, emailNormalized);

export const confirmCompanyEmail = (
  writer: CompanyWriter,
  companyId: string,
  emailNormalized: string,
  now: Date,
): Promise<boolean> => setEmailConfirmed(writer.db, companyId, emailNormalized, iso(now));

export const changeCompanyPasswordHash = (
  writer: CompanyWriter,
  companyId: string,
  passwordHash: string,
  now: Date,
): Promise<void> => setPasswordHash(writer.db, companyId, passwordHash, iso(now));

export const updateCompanyProfile = (
  writer: CompanyWriter,
  companyId: string,
  columns: ProfileColumns,
  now: Date,
): Promise<void> => setProfileColumns(writer.db, companyId, columns, iso(now));

/** Points the company at its logo file under the avatars folder, or at none. */
export const setCompanyAvatar = (
  writer: CompanyWriter,
  companyId: string,
  file: string | null,
  now: Date,
): Promise<void> => setAvatarFile(writer.db, companyId, file, iso(now));

/** False when there is no such company. */
export const renameCompany = (writer: CompanyWriter, companyId: string, name: string, now: Date): Promise<boolean> =>
  setName(writer.db, companyId, name, iso(now));

/** Stores the patient platform's token, already sealed, and when it was linked. */
export const linkCompanyPlatform = (
  writer: CompanyWriter,
  companyId: string,
  sealedToken: string,
  now: Date,
): Promise<void> => setPlatformToken(writer.db, companyId, sealedToken, iso(now));

/** False when the company had no token. */
export const unlinkCompanyPlatform = (writer: CompanyWriter, companyId: string, now: Date): Promise<boolean> =>
  clearPlatformToken(writer.db, companyId, iso(now));

/** Sets the price list's currency only while it is still `from`; false when another change came first. */
export const switchCompanyCurrency = (
  writer: CompanyWriter,
  companyId: string,
  from: string,
  to: string,
  now: Date,
): Promise<boolean> => switchCurrency(writer.db, companyId, from, to, iso(now));

/** The signed-in account as the API shows it. */
export const toAccount = (company: Company, role: Role): Account => ({
  company: {
    id: company.id,
    name: company.name,
    email: company.email,
    language: company.language,
    emailConfirmed: company.email_confirmed_at !== null,
  },
  role,
});

/**
 * The last step of closing a company: its row stays as an empty tombstone the kept orders point at. Returns the
 * logo's file name, if it had one, for the caller to remove once its transaction has committed.
 */
export const blankClosedCompany = async (
  writer: CompanyWriter,
  companyId: string,
  now: Date,
): Promise<string | null> => {
  const company = await findCompanyById(writer.db, companyId);
  await blankCompany(writer.db, companyId, iso(now));
  return company?.avatar_file ?? null;
};
