import path from 'node:path';
import { deviceOperatingSystems } from '../../../contract/api/desktop-app';
import { ReleaseError, addRelease } from '../../modules/releases/service';
import { createFileStore } from '../../storage/create-file-store';
import { type OpsCommand, OperatorError, UsageError, positionals, stringValue } from './command';

type Os = (typeof deviceOperatingSystems)[number];

export const releaseAdd: OpsCommand = {
  name: 'release:add',
  args: `--os ${deviceOperatingSystems.join('|')} --version 1.2.3 [--notes "What changed"] FILE`,
  summary:
    'Publishes an installer: stores FILE (under $DATA_DIR/releases/ or in the S3 bucket), records its size and SHA-256.',
  options: { os: { type: 'string' }, version: { type: 'string' }, notes: { type: 'string', default: '' } },
  run: async ({ io, config, db }, args) => {
    const os = stringValue(args, 'os');
    const version = stringValue(args, 'version');
    if (!(deviceOperatingSystems as readonly string[]).includes(os ?? '')) {
      throw new UsageError(`--os must be ${deviceOperatingSystems.join(' or ')}`);
    }
    if (!version) throw new UsageError('--version is required');
    const [file] = positionals(args, 'FILE');
    const { db: kysely } = await db('migrate');
    try {
      const files = await createFileStore(config().storage, config().dataDir);
      const release = await addRelease(kysely, files, {
        os: os as Os,
        version,
        notes: typeof args.values.notes === 'string' ? args.values.notes : '',
        file: path.resolve(file!),
        now: io.now(),
      });
      io.out(
        `Published ${release.os} ${release.version}: ${release.file_name}, ${release.size_bytes} bytes, sha256 ${release.sha256}`,
      );
      return 0;
    } catch (error) {
      if (error instanceof ReleaseError) throw new OperatorError(error.message);
      throw error;
    }
  },
};
