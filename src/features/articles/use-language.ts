import { useTranslation } from 'react-i18next';
import { type Language, fallbackLanguage, matchLanguage } from '@contract/rules/languages';

/** The interface language as the content API takes it. */
export const useContentLanguage = (): Language => {
  const { i18n } = useTranslation();
  return matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
};
