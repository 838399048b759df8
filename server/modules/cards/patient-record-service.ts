import type { PatientRecord } from '../../../contract/api/cards';
import { iso } from '../../clock';
import { currentAcceptance } from '../card-decisions/read-model';
import { sendPatientRecord } from '../patient-platform/service';
import { CardRefusal } from './card-refusal';
import { parseFormula, parseOptions, parsePlan, patientRecordOf } from './card-views';
import { companyCardById } from './company-service';
import type { CardsDeps } from './deps';
import { type StoredCard, recordPlatformFailure, recordPlatformSent } from './repository';

type Acceptance = NonNullable<Awaited<ReturnType<typeof currentAcceptance>>>;

/**
 * What the platform receives: the patient and the plan, never the images or the preview link. When the card's
 * current decision is an acceptance, the plan is the accepted option (with its index and title) and the record says
 * when and under which typed name; otherwise the recommended option, or the first.
 */
const recordFor = (card: StoredCard, acceptance: Acceptance | undefined) => {
  const base = { source: 'dentiqo-3d', externalId: card.id, patient: { name: card.patient_name } };
  const described = { savedAt: card.saved_at, formulaDescription: card.formula_description };
  const option = acceptance?.option_index == null ? undefined : parseOptions(card)[acceptance.option_index];
  if (!acceptance || !option) {
    return { ...base, treatmentPlan: { ...described, formula: parseFormula(card), ...parsePlan(card) } };
  }
  return {
    ...base,
    treatmentPlan: {
      ...described,
      optionIndex: acceptance.option_index,
      optionTitle: option.title,
      formula: option.formula,
      ...option.plan,
    },
    acceptedAt: acceptance.created_at,
    acceptedBy: acceptance.full_name,
  };
};

/**
 * "Create patient record": sends the card's patient and plan to the linked platform once. The card's id is the
 * idempotency key, so a retry after a lost answer or two clicks at once make one record; a card already sent
 * answers its record without asking the platform again. A failed attempt is recorded on the card (state, reason,
 * time) and answered 503 (worth a retry) or 502 (the platform refused: token or payload).
 */
export const sendCardToPlatform = async (deps: CardsDeps, companyId: string, id: string): Promise<PatientRecord> => {
  const card = await companyCardById(deps, companyId, id);
  if (card.platform_state === 'sent') return patientRecordOf(card);
  const record = recordFor(card, await currentAcceptance(deps.db, card.id));
  const outcome = await sendPatientRecord(deps, companyId, `dentiqo-card-${card.id}`, record);
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
