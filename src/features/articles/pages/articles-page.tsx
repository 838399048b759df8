import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const ArticlesPage = () => {
  const { t } = useTranslation('articles');
  return <PageHeading title={t('list.title')} lead={t('list.lead')} />;
};
