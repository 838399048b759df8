import { Compile } from 'typebox/compile';
import { type AppCardDecisionsBody, CardDecisionHistory } from '../../../contract/api/card-decisions';
import { Problem } from '../../../contract/api/errors';
import { DesktopClientError } from './client';

/** What the program does to show a shared plan's answers: one POST with the device's key, fingerprint and card id. */
export type DecisionsResult =
  { ok: true; history: CardDecisionHistory } | { ok: false; status: number; problem: Problem };

const historyChecker = Compile(CardDecisionHistory);
const problemChecker = Compile(Problem);

export const cardDecisions = async (serverUrl: string, body: AppCardDecisionsBody): Promise<DecisionsResult> => {
  const response = await fetch(new URL('/api/app/cards/decisions', serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DesktopClientError(`/api/app/cards/decisions answered ${response.status} with a body that is not JSON`);
  }
  if (response.status === 200 && historyChecker.Check(json)) return { ok: true, history: json };
  if (problemChecker.Check(json)) return { ok: false, status: response.status, problem: json };
  throw new DesktopClientError(`/api/app/cards/decisions answered ${response.status}: ${text.slice(0, 500)}`);
};
