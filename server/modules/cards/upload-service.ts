import type { UploadedCard } from '../../../contract/api/cards';
import { completeFormula } from '../../../contract/rules/dental-formula';
import { chosenOptionIndex, planOptionsOf } from '../../../contract/rules/plan-options';
import { cardPdfField } from '../../../contract/rules/treatment-cards';
import { addMs, iso } from '../../clock';
import { newId } from '../../db/ids';
import type { TreatmentCardFile } from '../../db/tables';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens';
import { checkDevice } from '../licensing/app-service';
import { currencyOf } from '../price-list/service';
import { type CardImageResult, type ImageVariantFile, encodeCardImage } from './card-images';
import { CardRefusal } from './card-refusal';
import { type StoredFile, newStorageDir, removeCardFiles, writeCardFiles } from './card-storage';
import { previewUrl } from './card-views';
import type { CardsDeps } from './deps';
import type { UploadParts } from './multipart-parts';
import { checkPdf } from './pdf-check';
import { insertCard } from './repository';
import { checkUploadParts } from './upload-fields';

const dayMs = 86_400_000;
/** A desktop clock running a little ahead is no reason to refuse a plan. */
const savedAtLeewayMs = dayMs;
const pdfName = 'plan.pdf';

const imageOrRefusal = (result: CardImageResult, field: string): ImageVariantFile[] => {
  if (result.ok) return result.variants;
  throw new CardRefusal({ kind: 'file-rejected', field, reason: result.reason });
};

const fileRow = (cardId: string, role: TreatmentCardFile['role'], file: ImageVariantFile): TreatmentCardFile => ({
  card_id: cardId,
  name: file.name,
  role,
  media_type: file.mediaType,
  width: file.width,
  height: file.height,
  size_bytes: file.data.length,
});

/**
 * Stores a card the desktop program uploaded, with its options (a single plan is one option; the card's own formula
 * and plan columns keep the recommended option, or the first). In order: the text parts and rules (400), the
 * device's license (403 LICENSE_NOT_VALID with its code), the company's currency (400), the images and the PDF
 * (413/415/400); only then are files written, and the rows inserted in one transaction. Any failure after the first
 * file removes the card's folder, so nothing half-written stays behind.
 */
export const uploadCard = async (deps: CardsDeps, parts: UploadParts): Promise<UploadedCard> => {
  const upload = checkUploadParts(parts);
  const { fields } = upload;
  const device = await checkDevice(deps, fields.key, fields.fingerprint);
  if (!device.valid) throw new CardRefusal({ kind: 'license-not-valid', licenseCode: device.code });
  const now = deps.clock();
  if (Date.parse(fields.savedAt) > now.getTime() + savedAtLeewayMs) throw new CardRefusal({ kind: 'saved-in-future' });
  // Every option is in one currency (checked with the rules), so the first one speaks for all.
  const options = planOptionsOf(fields).map((option) => ({ ...option, formula: completeFormula(option.formula) }));
  const chosen = options[chosenOptionIndex(options)]!;
  const currency = await currencyOf(deps, device.companyId);
  if (chosen.plan.currency !== currency) {
    const field = fields.options ? 'body/options/0/plan/currency' : 'body/plan/currency';
    throw new CardRefusal({ kind: 'currency-mismatch', field, planCurrency: chosen.plan.currency, currency });
  }

  const before = imageOrRefusal(await encodeCardImage('before', upload.before), 'body/before');
  const after = imageOrRefusal(await encodeCardImage('after', upload.after), 'body/after');
  if (upload.pdf) {
    const pdf = checkPdf(upload.pdf);
    if (pdf !== 'ok') throw new CardRefusal({ kind: 'file-rejected', field: `body/${cardPdfField}`, reason: pdf });
  }

  const id = newId(now.getTime());
  const link = newSecretToken();
  const storageDir = newStorageDir();
  const expiresAt = iso(addMs(now, deps.cards.linkDays * dayMs));
  const rows = [
    ...before.map((file) => fileRow(id, 'before', file)),
    ...after.map((file) => fileRow(id, 'after', file)),
  ];
  const stored: StoredFile[] = [...before, ...after];
  if (upload.pdf) {
    const pdfRow = { name: pdfName, width: null, height: null, media_type: 'application/pdf' };
    rows.push({ card_id: id, role: 'pdf', size_bytes: upload.pdf.length, ...pdfRow });
    stored.push({ name: pdfName, data: upload.pdf, mediaType: 'application/pdf' });
  }

  await writeCardFiles(deps.files, storageDir, stored);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertCard(
        trx,
        {
          id,
          company_id: device.companyId,
          slot_id: device.slotId,
          link_hash: hashSecretToken(link),
          link_sealed: deps.secretBox.seal(link),
          storage_dir: storageDir,
          patient_name: fields.patientName.trim().normalize('NFC'),
          saved_at: iso(new Date(fields.savedAt)),
          formula_description: fields.formulaDescription ?? '',
          formula_json: JSON.stringify(chosen.formula),
          plan_json: JSON.stringify(chosen.plan),
          options_json: fields.options ? JSON.stringify(options) : null,
          currency: chosen.plan.currency,
          total_minor: chosen.plan.totalMinor,
          last_viewed_at: null,
          expires_at: expiresAt,
          revoked_at: null,
          platform_record_id: null,
          platform_error: null,
          platform_attempted_at: null,
          platform_sent_at: null,
          created_at: iso(now),
          updated_at: iso(now),
        },
        rows,
      );
    });
  } catch (error) {
    await removeCardFiles(deps.files, storageDir).catch(() => undefined);
    throw error;
  }
  return { id, previewLink: link, previewUrl: previewUrl(deps.publicUrl, link), expiresAt };
};
