import { sqliteTemplateVariable } from './template-db';

const templateKey = Symbol.for('dentiqo.test.sqliteTemplate');
type Holder = { [templateKey]?: () => void };

/** Removes the template sqlite-global-setup.ts made. */
export default async function sqliteGlobalTeardown(): Promise<void> {
  const holder = globalThis as Holder;
  holder[templateKey]?.();
  delete holder[templateKey];
  delete process.env[sqliteTemplateVariable];
}
