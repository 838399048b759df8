import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

export const ClinicalModelPage = () => {
  const { t } = useTranslation('clinical-model');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading title={t('title')} lead={t('lead')} />
    </Container>
  );
};
