import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/tables';
import { ClosureRefusal } from '../../modules/closure/closure-refusal';
import type { ClosureDeps } from '../../modules/closure/service';
import { loadEmailTexts } from '../../modules/mail/email-texts';
import { createFileStore } from '../../storage/create-file-store';
import type { OpsIo } from './command';
import { OperatorError } from './command';

/** What the closure commands take, from the server's own configuration; the running server's sender mails. */
export const closureDepsOf = async (
  config: Readonly<Config>,
  db: Kysely<Database>,
  io: OpsIo,
): Promise<ClosureDeps> => ({
  db,
  files: await createFileStore(config.storage, config.dataDir),
  mail: { appName: config.appName, publicUrl: config.publicUrl, emailTexts: loadEmailTexts(config.localesDir) },
  clock: io.now,
});

/** A closure refusal as the operator reads it. */
export const asOperatorError = (error: unknown): unknown => {
  if (!(error instanceof ClosureRefusal)) return error;
  switch (error.reason.kind) {
    case 'already-closing':
      return new OperatorError(`a closure is already pending, due ${error.reason.scheduledFor}`);
    case 'already-closed':
      return new OperatorError('the account is closed already');
    case 'not-pending':
      return new OperatorError('no closure is pending (none was asked, it was cancelled, or the erasure has begun)');
  }
};
