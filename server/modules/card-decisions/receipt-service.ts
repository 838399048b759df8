import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/rules/languages';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import type { FileStore } from '../../storage/file-store';
import { avatarKey } from '../avatar/service';
import { openPreviewCard, publicCardOf } from '../cards/public-service';
import { renderDecisionReceipt } from './receipt-pdf';
import { findAcceptance } from './repository';

export interface ReceiptDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FileStore;
}

/** The company's logo bytes, or null: a logo the store cannot give now leaves it off the receipt, not the receipt. */
const readLogo = async (files: FileStore, avatarFile: string | null): Promise<Buffer | null> => {
  if (!avatarFile) return null;
  try {
    const stored = await files.read(avatarKey(avatarFile));
    if (!stored) return null;
    return await buffer(stored.stream);
  } catch {
    return null;
  }
};

/**
 * The PDF receipt of an acceptance, rendered now from the card and the decision (nothing is kept), or null when the
 * link does not open a card now (unknown, malformed, revoked, expired: as the card itself answers) or the id is not
 * an acceptance of that card.
 */
export const decisionReceipt = async (
  deps: ReceiptDeps,
  link: string,
  decisionId: string,
  { language, timeZone }: { language: Language; timeZone: string },
): Promise<Buffer | null> => {
  const found = await openPreviewCard(deps, link);
  const decision = found && (await findAcceptance(deps.db, found.card.id, decisionId));
  if (!found || !decision) return null;
  const card = publicCardOf(link, found);
  const option = card.options[decision.option_index];
  if (!option) return null;
  const { clinic } = card;
  return renderDecisionReceipt({
    language,
    timeZone,
    clinic: {
      name: clinic.name,
      address: clinic.address,
      city: clinic.city,
      country: clinic.country,
      phone: clinic.phone,
      email: clinic.email,
      website: clinic.website,
      logo: await readLogo(deps.files, found.clinic.avatar_file),
    },
    patientName: card.patientName,
    savedAt: card.savedAt,
    option: {
      index: decision.option_index,
      single: card.options.length === 1 && !option.title.trim(),
      title: option.title,
      note: option.note,
      plan: option.plan,
    },
    decision: {
      id: decision.id,
      createdAt: decision.created_at,
      fullName: decision.full_name,
      planHash: decision.plan_hash,
    },
  });
};
