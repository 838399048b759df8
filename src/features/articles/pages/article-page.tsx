import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { PageHeading } from '@/components/page-heading';

export const ArticlePage = () => {
  const { t } = useTranslation('articles');
  return (
    <>
      <Link
        component={RouterLink}
        to={paths.articles}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('article.back')}
      </Link>
      <PageHeading title={t('article.title')} />
    </>
  );
};
