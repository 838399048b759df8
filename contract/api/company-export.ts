import { Type, type Static } from 'typebox';
import { companyExportStates } from '../rules/company-export';
import { Problem } from './errors';

export const ExportProgress = Type.Object({
  /** Files and sections written so far. */
  done: Type.Integer({ minimum: 0 }),
  /** All of them; 0 until the build has counted them. */
  total: Type.Integer({ minimum: 0 }),
});

/** The company's data export: a ZIP the server builds in the background and e-mails a link to. */
export const CompanyExport = Type.Object({
  id: Type.String(),
  state: Type.Enum(companyExportStates),
  requestedAt: Type.String({ format: 'date-time' }),
  progress: ExportProgress,
  readyAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the ZIP and its link stop existing: `exportExpiryDays` after it was ready. */
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sizeBytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The signed download link (the one the e-mail carries); only while ready. */
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
});
export type CompanyExport = Static<typeof CompanyExport>;

/** The latest export, or null when there is none or it has expired. */
export const LatestCompanyExport = Type.Union([CompanyExport, Type.Null()]);
export type LatestCompanyExport = Static<typeof LatestCompanyExport>;

export const ExportTokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ExportTokenParams = Static<typeof ExportTokenParams>;

/** 409 EXPORT_IN_PROGRESS: a problem that carries the export under way. */
export const ExportInProgressProblem = Type.Object({ ...Problem.properties, currentExport: CompanyExport });
