import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A part of the shared plans as a percentage in the viewer's language, or a dash when nothing was shared. */
export const useShare = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (part: number, shared: number): string =>
      shared === 0
        ? '—'
        : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(part / shared),
    [language],
  );
};
