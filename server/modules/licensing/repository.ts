import type { Kysely } from 'kysely';
import type { Period } from '../../../contract/rules/periods';
import { compiledOnce } from '../../db/compiled-once';
import type { CompanyLicense, Database, DeviceSlot } from '../../db/tables';
import { companyConfirmations } from '../companies/read-model';
import { paidPeriods } from '../subscriptions/read-model';

type Db = Kysely<Database>;

export const listSlots = (db: Db, companyId: string): Promise<DeviceSlot[]> =>
  db.selectFrom('device_slots').selectAll().where('company_id', '=', companyId).orderBy('slot').execute();

/**
 * A key's slot with what validate decides from besides it: its company's e-mail confirmation, license row and paid
 * periods.
 */
export interface SlotStanding {
  slot: DeviceSlot;
  emailConfirmed: boolean;
  /** The company's closure is pending or under way. */
  closing: boolean;
  /** Absent until the company first needs one (ensureLicense). */
  license: CompanyLicense | undefined;
  /** The company's paid periods in time order. */
  periods: Period[];
}

// Read by every validate and every upload: one query instead of the slot's, the company's and the license's; the
// company and its periods come from their owners' read models. The benchmark's bare baseline compiles it too.
export const slotStandingQuery = (db: Db, keyLookup: string) =>
  db
    .selectFrom('device_slots')
    .innerJoin(companyConfirmations().as('company'), 'company.id', 'device_slots.company_id')
    .leftJoin('company_licenses', 'company_licenses.company_id', 'device_slots.company_id')
    // One row per paid period (a company has a handful), read here rather than in a query of their own.
    .leftJoin(paidPeriods().as('period'), 'period.company_id', 'device_slots.company_id')
    .selectAll('device_slots')
    .select([
      'company.email_confirmed_at as company_email_confirmed_at',
      'company.closing as company_closing',
      // The license's columns under names of their own: the slot's row has a company_id and an updated_at too.
      'company_licenses.company_id as license_company_id',
      'company_licenses.trial_started_at as license_trial_started_at',
      'company_licenses.profile_bonus_at as license_profile_bonus_at',
      'company_licenses.price_list_bonus_at as license_price_list_bonus_at',
      'company_licenses.updated_at as license_updated_at',
      'period.starts_at as period_starts_at',
      'period.ends_at as period_ends_at',
      'period.devices as period_devices',
    ])
    .where('device_slots.key_lookup', '=', keyLookup)
    .orderBy('period.starts_at');

const slotStandingRows = compiledOnce(slotStandingQuery);

export const findSlotStanding = async (db: Db, keyLookup: string): Promise<SlotStanding | undefined> => {
  const rows = await slotStandingRows(db, keyLookup);
  const [row] = rows;
  if (!row) return undefined;
  const periods = rows.flatMap((entry) =>
    entry.period_starts_at === null || entry.period_ends_at === null || entry.period_devices === null
      ? []
      : [{ startsAt: entry.period_starts_at, endsAt: entry.period_ends_at, devices: entry.period_devices }],
  );
  const {
    company_email_confirmed_at,
    company_closing,
    license_company_id,
    license_trial_started_at,
    license_profile_bonus_at,
    license_price_list_bonus_at,
    license_updated_at,
    period_starts_at: _periodStartsAt,
    period_ends_at: _periodEndsAt,
    period_devices: _periodDevices,
    ...slot
  } = row;
  return {
    slot,
    emailConfirmed: company_email_confirmed_at !== null,
    closing: Boolean(company_closing),
    license:
      license_company_id === null
        ? undefined
        : {
            company_id: license_company_id,
            trial_started_at: license_trial_started_at,
            profile_bonus_at: license_profile_bonus_at,
            price_list_bonus_at: license_price_list_bonus_at,
            updated_at: license_updated_at as string,
          },
    periods,
  };
};

export const findSlotByLookup = (db: Db, keyLookup: string): Promise<DeviceSlot | undefined> =>
  db.selectFrom('device_slots').selectAll().where('key_lookup', '=', keyLookup).executeTakeFirst();

export const findSlot = (db: Db, companyId: string, slotId: string): Promise<DeviceSlot | undefined> =>
  db
    .selectFrom('device_slots')
    .selectAll()
    .where('id', '=', slotId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

export const isRetiredKey = async (db: Db, keyLookup: string): Promise<boolean> =>
  (await db.selectFrom('retired_keys').select('key_lookup').where('key_lookup', '=', keyLookup).executeTakeFirst()) !==
  undefined;

export interface NewSlot {
  id: string;
  companyId: string;
  slot: number;
  keySealed: string;
  keyLookup: string;
}

/** Inserts a slot unless that number already exists (a concurrent request made it first). */
export const insertSlotIfMissing = async (db: Db, slot: NewSlot, now: string): Promise<void> => {
  await db
    .insertInto('device_slots')
    .values({
      id: slot.id,
      company_id: slot.companyId,
      slot: slot.slot,
      device_name: '',
      key_sealed: slot.keySealed,
      key_lookup: slot.keyLookup,
      key_version: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'slot']).doNothing())
    .execute();
};

export interface DeviceBinding {
  fingerprintHash: string;
  os: string;
  appVersion: string;
  /** What the program calls the device: kept beside the clinic's name, never over it. */
  reportedName: string;
}

/**
 * Binds the device unless another one holds the slot; true when this device now holds it. The condition in the
 * UPDATE settles two devices activating one key at the same moment.
 */
export const bindDevice = async (db: Db, slot: DeviceSlot, binding: DeviceBinding, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('device_slots')
    .set({
      fingerprint_hash: binding.fingerprintHash,
      device_os: binding.os,
      app_version: binding.appVersion,
      reported_name: binding.reportedName,
      activated_at: slot.fingerprint_hash === binding.fingerprintHash ? slot.activated_at : now,
      last_seen_at: now,
      updated_at: now,
    })
    .where('id', '=', slot.id)
    .where('key_version', '=', slot.key_version)
    .where((eb) => eb.or([eb('fingerprint_hash', 'is', null), eb('fingerprint_hash', '=', binding.fingerprintHash)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

// The benchmark's bare baseline compiles it too (bench/baselines/), so both run the same SQL.
export const touchSlotQuery = (db: Db, slotId: string, appVersion: string, now: string) =>
  db.updateTable('device_slots').set({ last_seen_at: now, app_version: appVersion }).where('id', '=', slotId);

const touchSlotStatement = compiledOnce(touchSlotQuery);

export const touchSlot = async (db: Db, slotId: string, appVersion: string, now: string): Promise<void> => {
  await touchSlotStatement(db, slotId, appVersion, now);
};

/** Frees the slot if this device still holds it; true when it did. */
export const unbindDevice = async (db: Db, slotId: string, fingerprintHash: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('device_slots')
    .set({
      fingerprint_hash: null,
      device_os: null,
      app_version: null,
      activated_at: null,
      last_seen_at: null,
      updated_at: now,
    })
    .where('id', '=', slotId)
    .where('fingerprint_hash', '=', fingerprintHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const renameSlot = async (db: Db, companyId: string, slotId: string, name: string, now: string) => {
  const result = await db
    .updateTable('device_slots')
    .set({ device_name: name, updated_at: now })
    .where('id', '=', slotId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Locks a slot's row until the transaction ends (PostgreSQL), so reloads of one key run one after another. */
export const lockSlot = async (db: Db, slotId: string): Promise<void> => {
  await db.selectFrom('device_slots').select('id').where('id', '=', slotId).forUpdate().execute();
};

/** When the slot's key was last replaced; null for a key never reloaded. */
export const lastKeyReplacedAt = async (db: Db, slotId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('retired_keys')
    .select((eb) => eb.fn.max('retired_at').as('at'))
    .where('slot_id', '=', slotId)
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
};

/** A new key for the slot; the old one is retired and its device released. */
export const replaceKey = async (
  db: Db,
  slot: DeviceSlot,
  next: { keySealed: string; keyLookup: string },
  now: string,
): Promise<boolean> => {
  const result = await db
    .updateTable('device_slots')
    .set({
      key_sealed: next.keySealed,
      key_lookup: next.keyLookup,
      key_version: slot.key_version + 1,
      fingerprint_hash: null,
      device_os: null,
      app_version: null,
      activated_at: null,
      last_seen_at: null,
      updated_at: now,
    })
    .where('id', '=', slot.id)
    .where('key_version', '=', slot.key_version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db
    .insertInto('retired_keys')
    .values({ key_lookup: slot.key_lookup, slot_id: slot.id, retired_at: now })
    .execute();
  return true;
};
