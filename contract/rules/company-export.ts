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

/** The download's file name: `dentiqo-export-<company>-<YYYY-MM-DD>.zip`, the company part reduced to [a-z0-9-]. */
export const exportFileName = (companyName: string, day: Date): string => {
  const slug =
    companyName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'company';
  return `dentiqo-export-${slug}-${day.toISOString().slice(0, 10)}.zip`;
};
