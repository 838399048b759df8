import type { AppCardDecisionsBody, CardDecisionHistory } from '../../../contract/api/card-decisions';
import { CardRefusal } from '../cards/card-refusal';
import { companyCardById } from '../cards/company-service';
import type { DeviceCheckDeps } from '../licensing/deps';
import { checkDevice } from '../licensing/app-service';
import { listCardDecisions } from './repository';
import { historyOf } from './clinic-service';

/**
 * The desktop program reads a card's answers with its key and fingerprint, checked exactly as the upload checks them
 * (403 LICENSE_NOT_VALID with the licence code, a closing company included); the card must be its company's.
 */
export const appHistory = async (deps: DeviceCheckDeps, body: AppCardDecisionsBody): Promise<CardDecisionHistory> => {
  const device = await checkDevice(deps, body.key, body.fingerprint);
  if (!device.valid) throw new CardRefusal({ kind: 'license-not-valid', licenseCode: device.code });
  // Another company's card is refused as not found (404 NOT_FOUND), like a missing one.
  await companyCardById(deps, device.companyId, body.cardId);
  return historyOf(await listCardDecisions(deps.db, body.cardId));
};
