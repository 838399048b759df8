import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  return <PageHeading title={t('title')} lead={t('lead')} />;
};
