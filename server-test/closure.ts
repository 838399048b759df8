import type { ClosureDeps } from '../server/modules/closure/service';
import type { MailDeps } from '../server/modules/mail/service';
import type { CardsTestApp } from './cards';
import { testMailDeps } from './mail';

/** What the test app's own mail service holds: its product name and URL, the texts, and the mailbox to tell. */
export const appMailDeps = (server: CardsTestApp): MailDeps => ({
  appName: server.testApp.config.appName,
  publicUrl: server.testApp.config.publicUrl,
  emailTexts: testMailDeps.emailTexts,
  onMailQueued: server.mail.onMailQueued,
});

/** The closure service's dependencies as the test app wires them, with any of them replaced. */
export const closureDepsOf = (server: CardsTestApp, overrides: Partial<ClosureDeps> = {}): ClosureDeps => ({
  db: server.testApp.db,
  files: server.testApp.files,
  mail: appMailDeps(server),
  clock: server.time.clock,
  ...overrides,
});
