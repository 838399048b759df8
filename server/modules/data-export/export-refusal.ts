import type { CompanyExport } from '../../../contract/api/company-export';
import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why an export request or download is refused, in the data-export module's words. */
export type ExportRefusalReason =
  /** One export at a time: this one is queued or building. */
  | { kind: 'in-progress'; current: CompanyExport }
  /** The company's erasure has begun: nothing new is made for it. */
  | { kind: 'erasing' }
  /** The link names no export, was changed, or its export has expired. */
  | { kind: 'link-unknown' };

export class ExportRefusal extends Refusal<ExportRefusalReason> {}

export const problemOfExportRefusal = (reason: ExportRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'in-progress':
      return new HttpProblem(409, 'EXPORT_IN_PROGRESS', {
        detail: 'An export of this company is already being prepared.',
        extensions: { currentExport: reason.current },
      });
    case 'erasing':
      return new HttpProblem(409, 'CONFLICT', { detail: 'The account is being closed.' });
    case 'link-unknown':
      return new HttpProblem(404, 'NOT_FOUND', {
        detail: 'This export link is unknown or has expired; ask for a new export in Settings.',
      });
  }
};

export const exportRefusals = refusalMapper(ExportRefusal, problemOfExportRefusal);
