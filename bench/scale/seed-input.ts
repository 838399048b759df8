import type { IdPrefixes, ScaleSize } from './plan';
import type { Sample } from './sample';
import type { CardTemplate } from './template';

/** Everything a dialect's seeder needs to write one state. */
export interface SeedInput {
  size: ScaleSize;
  template: CardTemplate;
  sample: Sample;
  ids: IdPrefixes;
  /** ISO instant written as created, activated, confirmed and trial start. */
  now: string;
  /** The cards' link expiry (the server's default link days from now). */
  expiresAt: string;
  /**
   * Sealed values for the rows nobody requests: a real sealed key and link under the server's key, shared, since
   * sealing a million values in Node takes longer than the whole benchmark may. Their lookups are random hashes.
   */
  placeholders: { keySealed: string; linkSealed: string };
}

export const templateFileRows = (input: SeedInput) => input.template.files.map(({ data: _data, ...row }) => row);
