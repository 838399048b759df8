import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { cardGridColumns } from '@/components/card-grid-columns';

/** The company journey, step by step: sign up, confirm the e-mail, download the installer, activate it with a key. */
const steps = ['signUp', 'confirm', 'download', 'activate'] as const;

export const JourneySection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="journey-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: '#e9f3fc' }}>
      <Container maxWidth="lg">
        <SectionHeading id="journey-title" title={t('journey.title')} />
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: cardGridColumns('repeat(4, minmax(0, 1fr))'),
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {steps.map((step, index) => (
            <li key={step}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                  fontWeight: 800,
                  color: 'common.white',
                  bgcolor: 'navigationBar.main',
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`journey.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.7 }}>
                {t(`journey.${step}.text`)}
              </Typography>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
