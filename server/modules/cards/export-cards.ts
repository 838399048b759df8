import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { PatientRecord, PlanOption } from '../../../contract/api/cards';
import type { Database, TreatmentCardFile } from '../../db/tables';
import type { FileStore } from '../../storage/file-store';
import { folderKey } from './card-storage';
import { cardState, parseOptions, patientRecordOf } from './card-views';
import { type StoredCard, allCompanyCards, filesOfCard } from './repository';

/** A shared card as its data export describes it: no link secret, no storage folder. */
export interface ExportedCard {
  id: string;
  patientName: string;
  savedAt: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: string;
  formulaDescription: string;
  currency: string;
  /** Minor units. */
  totalMinor: number;
  options: PlanOption[];
  views: number;
  lastViewedAt: string | null;
  patientRecord: PatientRecord;
}

/** One file of the card to copy into the export: its name there (`before.webp`, `plan.pdf`) and how to read it. */
export interface ExportedCardFile {
  name: string;
  open: () => Promise<Readable | null>;
}

const rolesInExport = { before: 'before', after: 'after', pdf: 'plan' } as const;

/** Per role, the stored file with the most pixels (the original or its largest variant); the PDF as it is. */
const largestPerRole = (files: TreatmentCardFile[]): TreatmentCardFile[] => {
  const best = new Map<string, TreatmentCardFile>();
  for (const file of files) {
    const current = best.get(file.role);
    const area = (file.width ?? 0) * (file.height ?? 0);
    if (!current || area > (current.width ?? 0) * (current.height ?? 0)) best.set(file.role, file);
  }
  return [...best.values()];
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
};

/** The company's cards, oldest first, for its data export. */
export const exportCards = async (db: Kysely<Database>, companyId: string, now: Date) =>
  (await allCompanyCards(db, companyId)).map((card) => ({
    card,
    json: exportedCard(card, now),
  }));

const exportedCard = (card: StoredCard, now: Date): ExportedCard => ({
  id: card.id,
  patientName: card.patient_name,
  savedAt: card.saved_at,
  createdAt: card.created_at,
  expiresAt: card.expires_at,
  revokedAt: card.revoked_at,
  state: cardState(card, now),
  formulaDescription: card.formula_description,
  currency: card.currency,
  totalMinor: card.total_minor,
  options: parseOptions(card),
  views: card.views,
  lastViewedAt: card.last_viewed_at,
  patientRecord: patientRecordOf(card),
});

/** The card's images and PDF to copy (a revoked card has none left). */
export const exportCardFiles = async (
  db: Kysely<Database>,
  files: FileStore,
  card: StoredCard,
): Promise<ExportedCardFile[]> =>
  largestPerRole(await filesOfCard(db, card.id)).map((file) => ({
    name: `${rolesInExport[file.role]}.${extensionOf(file.name)}`,
    open: async () => (await files.read(`${folderKey(card.storage_dir)}/${file.name}`))?.stream ?? null,
  }));
