import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const facts = ['library', 'modules', 'platforms', 'messengers'] as const;

/** Four product facts from the spec, as a strip under the hero. */
export const FactsSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-label={t('facts.label')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Grid component="dl" container spacing={{ xs: 3, md: 4 }} sx={{ m: 0, py: { xs: 5, md: 6 } }}>
          {facts.map((fact) => (
            <Grid
              key={fact}
              size={{ xs: 6, md: 3 }}
              sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
            >
              <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {t(`facts.${fact}.label`)}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0, color: 'primary.dark', fontWeight: 800 }}>
                {t(`facts.${fact}.value`)}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
};
