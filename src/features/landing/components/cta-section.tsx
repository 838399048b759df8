import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { heroBackground } from './hero-section';

export const CtaSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 2,
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            background: heroBackground,
          }}
        >
          <Typography id="cta-title" variant="h3" component="h2">
            {t('cta.title')}
          </Typography>
          <Typography variant="subtitle1" sx={{ mt: 2, mb: 4, color: 'rgba(255, 255, 255, 0.84)' }}>
            {t('cta.text')}
          </Typography>
          <Button variant="contained" size="large" component={RouterLink} to={paths.signUp}>
            {t('cta.button')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
};
