import type { KeyObject } from 'node:crypto';
import type { PublicCard } from '../../contract/api/cards';
import type { LicenseAnswer, ValidateBody } from '../../contract/api/desktop-app';
import type { Account } from '../../contract/api/auth';
import { sessionIdleDays } from '../../contract/rules/account';
import { parseActivationKey } from '../../contract/rules/activation-key';
import { type Period, coveredUntil } from '../../contract/rules/periods';
import { countsTowardsBonus } from '../../contract/rules/price-list-bonus';
import { isProfileComplete } from '../../contract/rules/profile';
import { previewLinkPattern } from '../../contract/rules/treatment-cards';
import type { Company, CompanyClosure, DeviceSlot, Session, TreatmentCardRecord } from '../../server/db/tables';
import type { PreviewClinic, PreviewFile } from '../../server/modules/cards/repository';
import { avatarUrl } from '../../server/modules/avatar/service';
import { cardState } from '../../server/modules/cards/card-views';
import { publicCardOf } from '../../server/modules/cards/public-service';
import { toAccount } from '../../server/modules/companies/service';
import { entitlementOf } from '../../server/modules/licensing/entitlement';
import { type SigningKey, fingerprintHash, signLease } from '../../server/modules/licensing/lease';
import { keyedHash } from '../../server/security/keyed-hash';
import { hashSecretToken, secretTokenPattern } from '../../server/security/secret-tokens';
import type { BareDb } from './bare-db';
import type { BareStatements } from './bare-statements';

// Each answer is built from the rows by the server's own pure functions (image variants, entitlement, lease), so
// the baseline differs from the app only in the machinery around them. Only the success path is answered: anything
// else is null (the benchmarks request only rows that succeed, and check that first).

type PreviewRow = TreatmentCardRecord & { clinic: PreviewClinic | string | null; files: PreviewFile[] | string };

// SQLite hands JSON back as text, PostgreSQL parsed.
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The card GET: the card with its clinic and its files in the server's one statement (compiled from its
 * builder); a view counted in memory and never written.
 */
export const cardAnswer = async (
  db: BareDb,
  statements: BareStatements,
  link: string,
  views: Map<string, number>,
): Promise<PublicCard | null> => {
  if (!previewLinkPattern.test(link)) return null;
  const [row] = await db.all<PreviewRow>(statements.card, hashSecretToken(link));
  if (!row?.clinic || cardState(row, new Date()) !== 'active') return null;
  views.set(row.id, (views.get(row.id) ?? 0) + 1);
  const { clinic, files, ...card } = row;
  return publicCardOf(link, {
    card: { ...card, total_minor: Number(card.total_minor) },
    clinic: fromJson<PreviewClinic>(clinic),
    files: fromJson<PreviewFile[]>(files),
  });
};

type StandingRow = DeviceSlot & {
  company_email_confirmed_at: string | null;
  company_closing: number | boolean;
  license_company_id: string | null;
  license_trial_started_at: string | null;
  license_profile_bonus_at: string | null;
  license_price_list_bonus_at: string | null;
  license_updated_at: string | null;
  period_starts_at: string | null;
  period_ends_at: string | null;
  period_devices: number | null;
};

export interface ValidateKeys {
  activationLookupKey: KeyObject;
  signingKey: SigningKey;
}

const lastSeenPrecisionMs = 60_000;

/** Validate: the slot with its company's standing in one query, the last-seen write when stale, one lease signed. */
export const validateAnswer = async (
  db: BareDb,
  statements: BareStatements,
  keys: ValidateKeys,
  body: ValidateBody,
): Promise<LicenseAnswer | null> => {
  const canonical = parseActivationKey(body.key);
  if (!canonical) return null;
  const rows = await db.all<StandingRow>(statements.slotStanding, keyedHash(keys.activationLookupKey, canonical));
  const [row] = rows;
  if (!row?.fingerprint_hash || row.fingerprint_hash !== fingerprintHash(body.fingerprint)) return null;
  if (row.company_email_confirmed_at === null || row.company_closing || row.license_company_id === null) return null;
  const now = new Date();
  const stale =
    row.app_version !== body.appVersion ||
    row.last_seen_at === null ||
    Date.parse(row.last_seen_at) + lastSeenPrecisionMs <= now.getTime();
  if (stale) await db.run(statements.touchSlot, row.id, body.appVersion, now.toISOString());
  const periods: Period[] = rows.flatMap((entry) =>
    entry.period_starts_at === null || entry.period_ends_at === null || entry.period_devices === null
      ? []
      : [{ startsAt: entry.period_starts_at, endsAt: entry.period_ends_at, devices: entry.period_devices }],
  );
  const license = {
    company_id: row.license_company_id,
    trial_started_at: row.license_trial_started_at,
    profile_bonus_at: row.license_profile_bonus_at,
    price_list_bonus_at: row.license_price_list_bonus_at,
    updated_at: row.license_updated_at as string,
  };
  const entitlement = entitlementOf(license, periods, now);
  if (!entitlement.active || row.slot > entitlement.devices) return null;
  const expiresAt = entitlement.plan === 'subscription' ? coveredUntil(periods, now, row.slot) : entitlement.expiresAt;
  const facts = {
    keyId: row.id,
    slot: row.slot,
    keyVersion: row.key_version,
    fingerprintHash: row.fingerprint_hash,
    companyId: row.company_id,
    plan: entitlement.plan,
    expiresAt: expiresAt as string,
    nonce: body.nonce,
  };
  return { valid: true, code: 'VALID', lease: signLease(facts, keys.signingKey, now) };
};

const dayMs = 86_400_000;
const sessionTouchMs = 60_000;

/**
 * The account GET: the session by its token's hash (its idle deadline moved once a minute), the company, its closure,
 * its price rows.
 */
export const accountAnswer = async (
  db: BareDb,
  statements: BareStatements,
  token: string | undefined,
): Promise<Account | null> => {
  if (typeof token !== 'string' || !secretTokenPattern.test(token)) return null;
  const [session] = await db.all<Session>(statements.sessionByTokenHash, hashSecretToken(token));
  const now = Date.now();
  if (!session || session.revoked_at !== null) return null;
  const lastSeen = Date.parse(session.last_seen_at);
  if (lastSeen + sessionIdleDays * dayMs <= now) return null;
  if (lastSeen + sessionTouchMs <= now) {
    const at = new Date(now).toISOString();
    const expiresAt = new Date(now + sessionIdleDays * dayMs).toISOString();
    await db.run(statements.touchSession, session.id, at, expiresAt, new Date(now - sessionTouchMs).toISOString());
  }
  const [company] = await db.all<Company>(statements.companyById, session.company_id);
  if (!company) return null;
  const [closure] = await db.all<CompanyClosure>(statements.closure, company.id);
  const closing = closure?.state === 'pending' || closure?.state === 'erasing';
  const rows = await db.all<{ element_code: string; name: string; price_minor: number | string }>(
    statements.priceRows,
    company.id,
  );
  const filled = rows.filter((row) =>
    countsTowardsBonus({ elementCode: row.element_code, name: row.name, priceMinor: Number(row.price_minor) }),
  );
  const { country, city, ceo, phone } = company;
  return {
    ...toAccount(company, session.role),
    ...(closing && { closure: { scheduledFor: closure.scheduled_for } }),
    settings: {
      profileComplete: isProfileComplete({ country, city, ceo, phone }),
      filledPriceRows: filled.length,
      avatarUrl: avatarUrl(company.avatar_file),
    },
  };
};
