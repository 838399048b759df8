import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Compile } from 'typebox/compile';
import { UploadedCard } from '../../../contract/api/cards';
import { Problem } from '../../../contract/api/errors';
import { DesktopClientError } from './client';

/**
 * What the program does to share a plan: one multipart POST with the device's key and fingerprint, the card's
 * text parts (options, or formula and plan, as JSON text) and the files. Answers the link to send the patient, or the problem.
 */
export interface CardFiles {
  card: string;
  before: string;
  after: string;
  pdf?: string | undefined;
}

export type UploadResult = { ok: true; card: UploadedCard } | { ok: false; status: number; problem: Problem };

const uploadedChecker = Compile(UploadedCard);
const problemChecker = Compile(Problem);

const mediaTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

const filePart = (file: string): Blob =>
  new Blob([readFileSync(file)], { type: mediaTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });

/** The card file: patientName, savedAt (now when absent), formulaDescription, and options or formula and plan. */
const readCard = (file: string): Record<string, unknown> => {
  let card: unknown;
  try {
    card = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DesktopClientError(`${file} is not a JSON card: ${(error as Error).message}`);
  }
  if (typeof card !== 'object' || card === null || Array.isArray(card)) {
    throw new DesktopClientError(`${file} must hold a JSON object`);
  }
  return card as Record<string, unknown>;
};

export const uploadCard = async (
  serverUrl: string,
  device: { key: string; fingerprint: string },
  files: CardFiles,
  now: () => Date = () => new Date(),
): Promise<UploadResult> => {
  const card = readCard(files.card);
  const form = new FormData();
  form.append('key', device.key);
  form.append('fingerprint', device.fingerprint);
  form.append('patientName', String(card.patientName ?? ''));
  form.append('savedAt', typeof card.savedAt === 'string' ? card.savedAt : now().toISOString());
  if (typeof card.formulaDescription === 'string') form.append('formulaDescription', card.formulaDescription);
  // A card with options sends them; a card of one plan (the form from before options) sends its formula and plan.
  if (card.options !== undefined) {
    form.append('options', JSON.stringify(card.options));
  } else {
    form.append('formula', JSON.stringify(card.formula ?? null));
    form.append('plan', JSON.stringify(card.plan ?? null));
  }
  form.append('before', filePart(files.before), path.basename(files.before));
  form.append('after', filePart(files.after), path.basename(files.after));
  if (files.pdf) form.append('pdf', filePart(files.pdf), path.basename(files.pdf));

  const response = await fetch(new URL('/api/app/cards', serverUrl), { method: 'POST', body: form });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DesktopClientError(`/api/app/cards answered ${response.status} with a body that is not JSON`);
  }
  if (response.status === 201 && uploadedChecker.Check(json)) return { ok: true, card: json };
  if (problemChecker.Check(json)) return { ok: false, status: response.status, problem: json };
  throw new DesktopClientError(`/api/app/cards answered ${response.status}: ${text.slice(0, 500)}`);
};
