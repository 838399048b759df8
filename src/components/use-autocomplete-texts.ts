import { useTranslation } from 'react-i18next';

/**
 * The texts MUI's Autocomplete would otherwise show in English whatever the language: the labels of its open and
 * clear buttons (read by screen readers, shown as tooltips), its empty list and its loading line.
 */
export const useAutocompleteTexts = () => {
  const { t } = useTranslation();
  return {
    openText: t('autocomplete.open'),
    closeText: t('autocomplete.close'),
    clearText: t('autocomplete.clear'),
    noOptionsText: t('autocomplete.noOptions'),
    loadingText: t('autocomplete.loading'),
  };
};
