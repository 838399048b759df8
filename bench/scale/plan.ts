import { trialDevices } from '../../contract/rules/packages';
import { newId } from '../../server/db/ids';

/** One seeded state: how many cards and companies (each company has every trial device slot, all activated). */
export interface ScaleSize {
  name: '1m';
  label: string;
  cards: number;
  companies: number;
}

// The 1 M cards / 100 k companies: 10 cards and 2 devices per company.
export const scaleSize: ScaleSize = { name: '1m', label: '1 M cards', cards: 1_000_000, companies: 100_000 };

export const devicesPerCompany = trialDevices;

/**
 * How many different cards and devices the load rotates through, spread over the whole tables, so no one hot row
 * stays in a cache: the lookups go through the indexes of a million rows.
 */
export const sampledCards = 1_000;
export const sampledDevices = 200;

/** Every step-th row from the first, `count` of them, spread over the whole table. */
export const sampledIndexes = (total: number, count: number): number[] => {
  const step = Math.max(1, Math.floor(total / count));
  const indexes: number[] = [];
  for (let index = 0; index < total && indexes.length < count; index += step) indexes.push(index);
  return indexes;
};

/**
 * Row ids in the server's format (server/db/ids.ts: 10 characters of time, 16 of the base32 alphabet): the seed's
 * time, then the row's number in decimal, whose digits are in that alphabet. Unique, sortable, and SQL can build them.
 */
export interface IdPrefixes {
  company: string;
  slot: string;
  card: string;
}

const timePart = (ms: number): string => newId(ms).slice(0, 10);

export const idPrefixes = (now: number): IdPrefixes => ({
  company: timePart(now),
  slot: timePart(now + 1),
  card: timePart(now + 2),
});

export const idDigits = 16;
export const rowId = (prefix: string, index: number): string => prefix + String(index).padStart(idDigits, '0');
