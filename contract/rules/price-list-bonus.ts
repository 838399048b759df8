import { priceListBonusRows } from './trial';

/** What the price-list bonus looks at in a row, whichever side holds it (a stored row or the SPA's copy). */
export interface BonusRowFields {
  elementCode: string | null;
  name: string;
  /** Null where a row has no price yet (a row being typed). */
  priceMinor: number | null;
}

/** What keeps a row from counting towards the price-list bonus, in the order of the table's columns. */
export type BonusGap = 'element' | 'name' | 'price';

/**
 * The one rule of the price-list bonus, read by the server's count and the SPA's table: a row counts once it has an
 * element, a name that is not blank, and a price (0 included).
 */
export const bonusGaps = (row: BonusRowFields): BonusGap[] => {
  const gaps: BonusGap[] = [];
  if (!row.elementCode) gaps.push('element');
  if (!row.name.trim()) gaps.push('name');
  if (row.priceMinor === null || !Number.isInteger(row.priceMinor) || row.priceMinor < 0) gaps.push('price');
  return gaps;
};

export const countsTowardsBonus = (row: BonusRowFields): boolean => bonusGaps(row).length === 0;

export interface PriceListBonusProgress {
  /** Rows that count, however many. */
  counted: number;
  /** What the progress shows: `counted`, but never past `needed` (no "11 of 10"). */
  done: number;
  needed: number;
  complete: boolean;
}

export const priceListBonusProgress = (rows: readonly BonusRowFields[]): PriceListBonusProgress => {
  const counted = rows.filter(countsTowardsBonus).length;
  return {
    counted,
    done: Math.min(counted, priceListBonusRows),
    needed: priceListBonusRows,
    complete: counted >= priceListBonusRows,
  };
};
