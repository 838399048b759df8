import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';

/** `/submit-profile/:token`: the e-mail confirmation link (decisions.md, section 1). */
export const SubmitProfilePage = () => {
  const { t } = useTranslation('email-confirmation');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading title={t('title')} lead={t('lead')} />
    </Container>
  );
};
