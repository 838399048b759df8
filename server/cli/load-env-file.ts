import { existsSync } from 'node:fs';
import path from 'node:path';

/** `npm start` and `npm run dev` read `.env` from the repository root when there is one; the shell's own
 * environment wins over the file (Node's loader never overwrites a variable that is already set). */
export const loadEnvFile = (): void => {
  const file = path.resolve(__dirname, '..', '..', '.env');
  if (existsSync(file)) process.loadEnvFile(file);
};
