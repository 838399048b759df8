import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** A closing company's retired keys, device slots and licence row (the slots' retired keys first: they point at them). */
export const deleteCompanyLicensing = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const slots = db.selectFrom('device_slots').select('id').where('company_id', '=', companyId);
  const retired = await db.deleteFrom('retired_keys').where('slot_id', 'in', slots).executeTakeFirst();
  const slotRows = await db.deleteFrom('device_slots').where('company_id', '=', companyId).executeTakeFirst();
  const license = await db.deleteFrom('company_licenses').where('company_id', '=', companyId).executeTakeFirst();
  return Number(retired.numDeletedRows) + Number(slotRows.numDeletedRows) + Number(license.numDeletedRows);
};
