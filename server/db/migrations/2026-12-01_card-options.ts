import type { Kysely } from 'kysely';

// Frozen in time like every migration: no application imports, portable column types only.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A card may offer several treatment options, each with its formula and plan, as JSON text. Cards stored before
  // keep null and read as one option made of formula_json and plan_json, which keep the recommended option.
  await db.schema.alterTable('treatment_cards').addColumn('options_json', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('treatment_cards').dropColumn('options_json').execute();
};
