import { createSqliteTemplate, sqliteTemplateVariable } from './template-db';

// Shared with sqlite-global-teardown.ts, which jest runs in this same process.
const templateKey = Symbol.for('dentiqo.test.sqliteTemplate');
type Holder = { [templateKey]?: () => void };

/** Migrates the SQLite project's template database once per run; each test file copies it (test-db.ts). */
export default async function sqliteGlobalSetup(): Promise<void> {
  const template = await createSqliteTemplate();
  process.env[sqliteTemplateVariable] = template.file;
  (globalThis as Holder)[templateKey] = template.remove;
}
