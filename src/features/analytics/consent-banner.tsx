import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { legalArticleSlugs } from '@contract/rules/legal-articles';
import { buildPath, paths } from '@contract/rules/routes';
import { setConsent, shouldAskConsent, useConsent } from './consent';

/**
 * Asks once whether analytics may be used; the answer is remembered and can be changed from the footer. Not a
 * modal: the page stays usable, and nothing is tracked until the visitor accepts.
 */
export const ConsentBanner = ({ configured }: { configured: boolean }) => {
  const { t } = useTranslation('site');
  const state = useConsent();
  if (!shouldAskConsent(configured, state)) return null;

  return (
    <Paper
      role="region"
      aria-labelledby="consent-title"
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 'auto' },
        bottom: { xs: 84, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: { sm: 440 },
        p: { xs: 2.5, sm: 3 },
        borderRadius: '20px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <CookieOutlinedIcon color="primary" />
        <Typography id="consent-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('consent.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.6 }}>
        {t('consent.text')}{' '}
        <Link component={RouterLink} to={buildPath(paths.article, { articleUrl: legalArticleSlugs.privacy })}>
          {t('consent.privacy')}
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => setConsent('denied')}>
          {t('consent.decline')}
        </Button>
        <Button variant="contained" onClick={() => setConsent('granted')}>
          {t('consent.accept')}
        </Button>
      </Box>
    </Paper>
  );
};
