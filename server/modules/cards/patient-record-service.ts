import type { PatientRecord } from '../../../contract/api/cards';
import { iso } from '../../clock';
import { sendPatientRecord } from '../patient-platform/service';
import { CardRefusal } from './card-refusal';
import { parseFormula, parsePlan, patientRecordOf } from './card-views';
import { companyCardById } from './company-service';
import type { CardsDeps } from './deps';
import { type StoredCard, recordPlatformFailure, recordPlatformSent } from './repository';

/** What the platform receives: the patient and the plan, never the images or the preview link. */
const recordFor = (card: StoredCard) => ({
  source: 'dentiqo-3d',
  externalId: card.id,
  patient: { name: card.patient_name },
  treatmentPlan: {
    savedAt: card.saved_at,
    formulaDescription: card.formula_description,
    formula: parseFormula(card),
    ...parsePlan(card),
  },
});

/**
 * "Create patient record": sends the card's patient and plan to the linked platform once. The card's id is the
 * idempotency key, so a retry after a lost answer or two clicks at once make one record; a card already sent
 * answers its record without asking the platform again. A failed attempt is recorded on the card (state, reason,
 * time) and answered 503 (worth a retry) or 502 (the platform refused: token or payload).
 */
export const sendCardToPlatform = async (deps: CardsDeps, companyId: string, id: string): Promise<PatientRecord> => {
  const card = await companyCardById(deps, companyId, id);
  if (card.platform_state === 'sent') return patientRecordOf(card);
  const outcome = await sendPatientRecord(deps, companyId, `dentiqo-card-${card.id}`, recordFor(card));
  const at = iso(deps.clock());
  if (outcome.ok) {
    await recordPlatformSent(deps.db, card.id, outcome.recordId, at);
    return patientRecordOf(await companyCardById(deps, companyId, id));
  }
  if (outcome.reason === 'not-configured') throw new CardRefusal({ kind: 'platform-not-configured' });
  if (outcome.reason === 'not-linked') throw new CardRefusal({ kind: 'platform-not-linked' });
  await recordPlatformFailure(deps.db, card.id, outcome.reason, at);
  throw new CardRefusal({ kind: 'platform-failed', reason: outcome.reason });
};
