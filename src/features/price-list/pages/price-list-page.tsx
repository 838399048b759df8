import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const PriceListPage = () => {
  const { t } = useTranslation('price-list');
  return <PageHeading title={t('title')} lead={t('lead')} />;
};
