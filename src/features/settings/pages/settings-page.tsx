import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const SettingsPage = () => {
  const { t } = useTranslation('settings');
  return <PageHeading title={t('title')} lead={t('lead')} />;
};
