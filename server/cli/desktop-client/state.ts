import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { LicenseLease } from '../../../contract/api/license-lease';

/** What the program keeps between runs: the newest verified lease and the public keys it was checked with. */
const ClientState = Type.Object({
  serverUrl: Type.String(),
  lease: Type.Union([LicenseLease, Type.Null()]),
  publicKeys: Type.Record(Type.String(), Type.String()),
});
export type ClientState = Static<typeof ClientState>;
const stateChecker = Compile(ClientState);

export const readState = (file: string): ClientState | null => {
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!stateChecker.Check(parsed)) throw new Error(`${file} is not a desktop-client state file`);
  return parsed;
};

/** Written to a temporary file and renamed, so a crash never leaves half a state behind. */
export const writeState = (file: string, state: ClientState): void => {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
};
