import { latestPublishedReleases } from '../../modules/releases/service';
import { type OpsCommand, positionals } from './command';
import { printRow } from './output';

export const releaseList: OpsCommand = {
  name: 'release:list',
  args: '',
  summary: 'The latest release of each operating system.',
  options: {},
  run: async ({ io, db }, args) => {
    positionals(args);
    const { db: kysely } = await db('migrate');
    for (const release of await latestPublishedReleases(kysely)) {
      printRow(
        io,
        release.os,
        release.version,
        release.file_name,
        `${release.size_bytes} bytes`,
        `sha256 ${release.sha256}`,
      );
    }
    return 0;
  },
};
