import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { exportFileName } from '../../../contract/rules/company-export';
import { buildCompanyZip, withTempZip } from '../../modules/data-export/build';
import { createSecretBox } from '../../security/encryption';
import { resolveEncryptionKey } from '../../security/encryption-key';
import { createFileStore } from '../../storage/create-file-store';
import { type OpsCommand, OperatorError, positionals, stringValue } from './command';
import { findCompany } from './find-company';

export const companyExport: OpsCommand = {
  name: 'company:export',
  args: '[--out FILE.zip] ID_OR_EMAIL',
  summary:
    "Writes the company's data export (the same ZIP the owner gets by e-mail) to a file, now; by default\n" +
    'dentiqo-export-<company>-<date>.zip in the current directory (see docs/exporting-data.md).',
  options: { out: { type: 'string' } },
  run: async ({ io, config, db }, args) => {
    const [key] = positionals(args, 'ID_OR_EMAIL');
    const { db: kysely } = await db('current');
    const company = await findCompany(kysely, key!);
    const settings = config();
    const now = io.now();
    const out = path.resolve(stringValue(args, 'out') ?? exportFileName(company.name, now));
    const exists = await stat(out).then(
      () => true,
      () => false,
    );
    if (exists) throw new OperatorError(`${out} exists already; remove it or choose another --out`);
    const encryptionKey = resolveEncryptionKey(settings.settings.encryptionKey, settings.dataDir, (file) =>
      io.err(`ENCRYPTION_KEY is not set: generated a development key in ${file}`),
    );
    const secretBox = createSecretBox(encryptionKey);
    const deps = {
      db: kysely,
      files: await createFileStore(settings.storage, settings.dataDir),
      vault: { open: (sealed: string) => secretBox.open(sealed) },
    };
    const size = await withTempZip(async (file) => {
      const written = await buildCompanyZip(deps, company.id, file, now);
      await copyFile(file, out);
      return written;
    });
    io.out(`Exported ${company.name} <${company.email}> (${company.id}) to ${out} (${size} bytes).`);
    return 0;
  },
};
