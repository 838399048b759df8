import { readFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { CompaniesTable, TreatmentCardFile, TreatmentCardRecord } from '../../server/db/tables';
import { hashSecretToken } from '../../server/security/secret-tokens';
import { seedSharedCard } from '../../e2e/support/cards';
import { startAppServer } from '../support/app-server';

/** The columns every seeded card copies from the real one. */
export type TemplateCard = Pick<
  TreatmentCardRecord,
  'patient_name' | 'saved_at' | 'formula_description' | 'formula_json' | 'plan_json' | 'currency' | 'total_minor'
>;

export type TemplateFile = Omit<TreatmentCardFile, 'card_id'> & { data: Buffer };

/** What one real card, uploaded the way a clinic uploads it, stored: the rows the seeding copies, and its files. */
export interface CardTemplate {
  card: TemplateCard;
  files: TemplateFile[];
  /** The clinic's argon2id password hash: every seeded clinic gets a real one without a million hashes. */
  passwordHash: CompaniesTable['password_hash'];
}

/**
 * Starts a throwaway server, seeds one real clinic and card through the API and the reference desktop client
 * (seedSharedCard: sign-up, e-mail confirmation, activation, upload with photos and PDF) and reads back what the
 * server stored, so the seeded rows have exactly the shapes the upload path writes.
 */
export const realCardTemplate = async (port: number, env: Record<string, string>): Promise<CardTemplate> => {
  const server = await startAppServer(port, env);
  try {
    const shared = await seedSharedCard(server.url, { dataDir: server.dataDir });
    const database = new SqliteDatabase(path.join(server.dataDir, 'dentiqo.sqlite'), { readonly: true });
    try {
      const card = database
        .prepare('select * from treatment_cards where link_hash = ?')
        .get(hashSecretToken(shared.previewLink)) as TreatmentCardRecord | undefined;
      if (!card) throw new Error('The uploaded card is not in the database');
      const rows = database
        .prepare('select * from treatment_card_files where card_id = ? order by name')
        .all(card.id) as TreatmentCardFile[];
      const company = database.prepare('select password_hash from companies where id = ?').get(card.company_id) as {
        password_hash: string;
      };
      const folder = path.join(server.dataDir, 'uploads', 'cards', card.storage_dir);
      return {
        card: {
          patient_name: card.patient_name,
          saved_at: card.saved_at,
          formula_description: card.formula_description,
          formula_json: card.formula_json,
          plan_json: card.plan_json,
          currency: card.currency,
          total_minor: Number(card.total_minor),
        },
        files: rows.map(({ card_id: _cardId, ...file }) => ({
          ...file,
          data: readFileSync(path.join(folder, file.name)),
        })),
        passwordHash: company.password_hash,
      };
    } finally {
      database.close();
    }
  } finally {
    await server.stop();
  }
};
