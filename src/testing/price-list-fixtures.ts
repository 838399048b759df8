import type { PriceRow } from '@contract/api/settings';

/** A saved price row that counts towards the bonus (an implant at 500.00), numbered `index`. */
export const priceRow = (index: number, overrides: Partial<PriceRow> = {}): PriceRow => ({
  id: `01jrow${String(index).padStart(20, '0')}`,
  elementCode: 'implant',
  name: `Implant ${index}`,
  priceMinor: 50000,
  price: '500.00',
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
