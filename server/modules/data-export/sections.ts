import type { Kysely } from 'kysely';
import type { Order } from '../../../contract/api/billing';
import type { PriceRow } from '../../../contract/api/settings';
import type { Database } from '../../db/tables';
import type { FileStore } from '../../storage/file-store';
import { exportSecurityEvents } from '../audit/service';
import { exportOrders } from '../billing/export-orders';
import { exportCardDecisions } from '../card-decisions/export-read';
import { exportCardFiles, exportCards } from '../cards/export-cards';
import { requireCompany } from '../companies/service';
import { exportDeviceKeys } from '../licensing/export-device-keys';
import type { KeyVault } from '../licensing/key-vault';
import { getPriceList } from '../price-list/service';
import { toProfile } from '../profile/service';
import { listStaff } from '../staff/service';
import { companyPeriods } from '../subscriptions/service';
import { toCsv } from './csv';
import { exportReadme } from './readme';
import type { ZipEntry } from './zip-writer';

/** What reading a company's sections takes. */
export interface SectionDeps {
  db: Kysely<Database>;
  files: FileStore;
  vault: Pick<KeyVault, 'open'>;
}

const encoder = new TextEncoder();
const text = (value: string): Uint8Array => encoder.encode(value);
const json = (value: unknown): Uint8Array => text(`${JSON.stringify(value, null, 2)}\n`);

const priceColumns = [
  ['id', (row: PriceRow) => row.id],
  ['element_code', (row: PriceRow) => row.elementCode],
  ['name', (row: PriceRow) => row.name],
  ['price_minor', (row: PriceRow) => row.priceMinor],
  ['price', (row: PriceRow) => row.price],
] as const;

const orderColumns = [
  ['id', (order: Order) => order.id],
  ['kind', (order: Order) => order.kind],
  ['status', (order: Order) => order.status],
  ['months', (order: Order) => order.months],
  ['devices', (order: Order) => order.devices],
  ['price_minor', (order: Order) => order.priceCents],
  ['currency', (order: Order) => order.currency],
  ['provider', (order: Order) => order.provider],
  ['created_at', (order: Order) => order.createdAt],
  ['paid_at', (order: Order) => order.paidAt],
  ['starts_at', (order: Order) => order.startsAt],
  ['expires_at', (order: Order) => order.expiresAt],
] as const;

/**
 * Every file of the company's export, in the ZIP's order, each read through the module that owns its data when its
 * turn comes. Only the card list is read up front, to count the files for the progress bar.
 */
export const exportEntries = async (deps: SectionDeps, companyId: string, now: Date): Promise<ZipEntry[]> => {
  const { db } = deps;
  const company = await requireCompany(db, companyId);
  const priceList = () => getPriceList({ db, clock: () => now }, companyId);
  const orders = () => exportOrders(db, companyId);
  const entries: ZipEntry[] = [
    { name: 'README.md', produce: async () => text(exportReadme(company.name, now)) },
    {
      name: 'account.json',
      produce: async () =>
        json({
          id: company.id,
          name: company.name,
          email: company.email,
          language: company.language,
          emailConfirmed: company.email_confirmed_at !== null,
          emailConfirmedAt: company.email_confirmed_at,
          currency: company.currency,
          patientPlatformLinkedAt: company.platform_linked_at,
          createdAt: company.created_at,
        }),
    },
    { name: 'profile.json', produce: async () => json(toProfile(company)) },
    { name: 'staff.json', produce: async () => json(await listStaff({ db }, companyId)) },
    { name: 'price-list.json', produce: async () => json(await priceList()) },
    { name: 'price-list.csv', produce: async () => text(toCsv(priceColumns, (await priceList()).rows)) },
    { name: 'device-keys.json', produce: async () => json(await exportDeviceKeys(db, deps.vault, companyId)) },
    { name: 'orders.json', produce: async () => json(await orders()) },
    { name: 'orders.csv', produce: async () => text(toCsv(orderColumns, await orders())) },
    { name: 'periods.json', produce: async () => json(await companyPeriods(db, companyId)) },
    { name: 'security-events.json', produce: async () => json(await exportSecurityEvents(db, companyId)) },
  ];
  for (const { card, json: cardJson } of await exportCards(db, companyId, now)) {
    const folder = `cards/${card.id}`;
    entries.push({ name: `${folder}/card.json`, produce: async () => json(cardJson) });
    entries.push({
      name: `${folder}/decisions.json`,
      produce: async () => json(await exportCardDecisions(db, card.id)),
    });
    for (const file of await exportCardFiles(db, deps.files, card)) {
      entries.push({ name: `${folder}/${file.name}`, stored: true, produce: file.open });
    }
  }
  return entries;
};
