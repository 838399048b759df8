import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const facts = ['library', 'modules', 'platforms', 'messengers'] as const;

/** Four product facts, as a strip under the hero. */
export const FactsSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-label={t('facts.label')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            m: 0,
            py: { xs: 5, md: 6 },
          }}
        >
          {facts.map((fact) => (
            <Box key={fact} sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
              <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {t(`facts.${fact}.label`)}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0, color: 'primary.dark', fontWeight: 800 }}>
                {t(`facts.${fact}.value`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
