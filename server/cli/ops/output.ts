import type { OpsIo } from './command';

type Cell = string | number | boolean | null | undefined;

// A tab or line break inside a value (a company name) would shift every column after it.
const cell = (value: Cell): string =>
  value === null || value === undefined ? '-' : String(value).replace(/[\t\r\n]+/g, ' ');

export const printRow = (io: OpsIo, ...values: Cell[]): void => io.out(values.map(cell).join('\t'));

export const printJson = (io: OpsIo, value: unknown): void => io.out(JSON.stringify(value, null, 2));
