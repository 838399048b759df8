import owners from './table-owners.json';
import type { Database } from './tables';

/**
 * Which module owns each table (the map itself is table-owners.json, so the lint rule reads it without TypeScript).
 * Only the owner's repository, `server/modules/<owner>/repository*.ts`, inserts, updates or deletes its rows; every
 * other module calls the owner's service, for reads as well, or joins a read model the owner exposes. The rule
 * `local/table-owner` (eslint-rules/table-owner.mjs) fails `npm run lint` on a write anywhere else and on a read by
 * name in another module; migrations shape every table and stay outside it. Typed over `keyof Database`, so a table
 * added to the schema does not compile until it has an owner.
 */
export const tableOwners: Record<keyof Database, string> = owners;
