import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';

/** A path no route matches: says so where the visitor is (the server answers it with 404) and offers the way home. */
export const NotFoundPage = () => {
  const { t } = useTranslation('site');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640, py: { xs: 2, md: 6 } }}>
      <Typography component="p" variant="overline" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h3">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" startIcon={<HomeOutlinedIcon />}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
};
