/** How long a finished export stays downloadable; then its file and its record are deleted. */
export const exportExpiryDays = 7;

/**
 * queued: asked, waiting for the builder; building: files being written (progress moves); ready: the ZIP can be
 * downloaded until it expires; failed: the build stopped, nothing was kept, the owner may ask again. The API never
 * shows an expired export: past its expiry it reads as none.
 */
export const companyExportStates = ['queued', 'building', 'ready', 'failed'] as const;
export type CompanyExportState = (typeof companyExportStates)[number];

/** States during which a second request is refused: one export at a time per company. */
export const activeExportStates: readonly CompanyExportState[] = ['queued', 'building'];

/** The version of the ZIP's layout, written in its README; raised when a file's shape changes. */
export const exportFormatVersion = 1;

const slugOf = (name: string, dropped: RegExp): string =>
  Array.from(name.replace(dropped, '-').replace(/^-+|-+$/g, ''))
    .slice(0, 40)
    .join('')
    .replace(/-+$/, '') || 'company';

const day = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The download's file name: `dentiqo-export-<company>-<YYYY-MM-DD>.zip`, the company's name in lower case, in its own
 * letters (Cyrillic too) and digits joined by dashes: `dentiqo-export-клініка-усмішка-2026-11-27.zip`.
 */
export const exportFileName = (companyName: string, at: Date): string =>
  `dentiqo-export-${slugOf(companyName.normalize('NFKC').toLocaleLowerCase(), /[^\p{L}\p{M}\p{N}]+/gu)}-${day(at)}.zip`;

/**
 * The same name in Latin letters and digits only, accents dropped (`company` when none is left), for clients that read
 * no other.
 */
export const asciiExportFileName = (companyName: string, at: Date): string =>
  `dentiqo-export-${slugOf(companyName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(), /[^a-z0-9]+/g)}-${day(at)}.zip`;
