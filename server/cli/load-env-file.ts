import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../repository-root';

/** `npm start` and `npm run dev` read `.env` from the repository root when there is one; the shell's own
 * environment wins over the file (Node's loader never overwrites a variable that is already set). */
export const loadEnvFile = (): void => {
  const file = path.join(repositoryRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
};
