import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const VideosPage = () => {
  const { t } = useTranslation('videos');
  return <PageHeading title={t('title')} lead={t('lead')} />;
};
