import type { PriceList, PriceRow, PriceRowCreateBody, PriceRowUpdateBody } from '../../../contract/api/settings';
import { fromMinorUnits, priceRowsMax, rescaleMinorUnits, toMinorUnits } from '../../../contract/rules/money';
import type { Kysely } from 'kysely';
import { iso } from '../../clock';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import { requireCompany, switchCompanyCurrency } from '../companies/service';
import type { SettingsDeps } from '../settings/deps';
import {
  type StoredRow,
  countFilledRows,
  countRows,
  deleteCompanyRows,
  deleteRow,
  insertRow,
  rowOfCompany,
  rowsOfCompany,
  setRowPrice,
  updateRow,
} from './repository';
import { PriceListRefusal } from './price-list-refusal';

/** What the price list takes: the database and the clock. */
export type PriceListDeps = Pick<SettingsDeps, 'db' | 'clock'>;

/** How many rows count towards the price-list bonus (the licence summary and the account read it). */
export const filledPriceRows = (db: Kysely<Database>, companyId: string): Promise<number> =>
  countFilledRows(db, companyId);

const notFound = () => new PriceListRefusal({ kind: 'row-not-found' });

const toRow = (row: StoredRow, currency: string): PriceRow => ({
  id: row.id,
  elementCode: row.element_code,
  name: row.name,
  priceMinor: row.price_minor,
  price: fromMinorUnits(row.price_minor, currency),
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The price list's currency: what every amount of the company (its plan cards too) is counted in. */
export const currencyOf = async (deps: Pick<SettingsDeps, 'db'>, companyId: string): Promise<string> => {
  const company = await requireCompany(deps.db, companyId);
  return company.currency;
};

/** More fraction digits than the currency has (12.345 USD) is a field error, never a silent rounding. */
const minorUnits = (price: string, currency: string): number => {
  const minor = toMinorUnits(price, currency);
  if (minor === null) throw new PriceListRefusal({ kind: 'price-too-precise' });
  return minor;
};

export const getPriceList = async (deps: PriceListDeps, companyId: string): Promise<PriceList> => {
  const currency = await currencyOf(deps, companyId);
  const rows = await rowsOfCompany(deps.db, companyId);
  return { currency, rows: rows.map((row) => toRow(row, currency)) };
};

export const createRow = async (
  deps: PriceListDeps,
  companyId: string,
  body: PriceRowCreateBody,
): Promise<PriceRow> => {
  const currency = await currencyOf(deps, companyId);
  const priceMinor = minorUnits(body.price, currency);
  if ((await countRows(deps.db, companyId)) >= priceRowsMax) {
    throw new PriceListRefusal({ kind: 'too-many-rows', max: priceRowsMax });
  }
  const now = iso(deps.clock());
  const row: StoredRow = {
    id: newId(),
    company_id: companyId,
    element_code: body.elementCode,
    name: body.name.trim(),
    price_minor: priceMinor,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const { version: _version, ...values } = row;
  await insertRow(deps.db, values);
  return toRow(row, currency);
};

/** 409 STALE_VERSION when someone saved the row since `body.version` was read: the later save never wins silently. */
export const saveRow = async (
  deps: PriceListDeps,
  companyId: string,
  id: string,
  body: PriceRowUpdateBody,
): Promise<PriceRow> => {
  const currency = await currencyOf(deps, companyId);
  const priceMinor = minorUnits(body.price, currency);
  const saved = await updateRow(deps.db, companyId, id, body.version, {
    element_code: body.elementCode,
    name: body.name.trim(),
    price_minor: priceMinor,
    updated_at: iso(deps.clock()),
  });
  const row = await rowOfCompany(deps.db, companyId, id);
  if (!row) throw notFound();
  if (!saved) throw new PriceListRefusal({ kind: 'row-stale' });
  return toRow(row, currency);
};

export const removeRow = async (deps: PriceListDeps, companyId: string, id: string): Promise<void> => {
  if (!(await deleteRow(deps.db, companyId, id))) throw notFound();
};

/**
 * Changes the currency without converting: every price keeps its number, rescaled to the new currency's minor
 * unit, all in one transaction.
 */
export const changeCurrency = async (deps: PriceListDeps, companyId: string, currency: string): Promise<PriceList> => {
  const at = deps.clock();
  const now = iso(at);
  await deps.db.transaction().execute(async (trx) => {
    const from = await currencyOf({ ...deps, db: trx }, companyId);
    if (from === currency) return;
    // Guarded by the old currency, so a concurrent change cannot rescale the rows twice.
    if (!(await switchCompanyCurrency({ ...deps, db: trx }, companyId, from, currency, at))) {
      throw new PriceListRefusal({ kind: 'currency-changed-meanwhile' });
    }
    for (const row of await rowsOfCompany(trx, companyId)) {
      const rescaled = rescaleMinorUnits(row.price_minor, from, currency);
      if (rescaled !== row.price_minor) await setRowPrice(trx, row.id, rescaled, now);
    }
  });
  return getPriceList(deps, companyId);
};

/** Deletes a closing company's price list, inside the caller's transaction. */
export const eraseCompanyPriceList = (db: Kysely<Database>, companyId: string): Promise<number> =>
  deleteCompanyRows(db, companyId);
