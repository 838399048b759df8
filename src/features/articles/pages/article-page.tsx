import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TranslateIcon from '@mui/icons-material/Translate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { categoryChipSx } from '../components/category-chip';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { useGetArticleQuery } from '../api';
import { formatDate } from '../components/article-card';
import { ArticleBody } from '../components/article-body';
import { ArticleContents } from '../components/article-contents';
import { LoadError } from '../components/content-state';
import { useContentLanguage } from '../use-language';

const BackLink = () => {
  const { t } = useTranslation('articles');
  return (
    <Link
      component={RouterLink}
      to={paths.articles}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3 }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('article.back')}
    </Link>
  );
};

/**
 * One article from its slug: loading skeleton, the text, a 404 state for an unknown slug, or an error with retry.
 * Its metadata (title, description, noindex when missing) comes from PageMetadata, which reads the same query.
 */
export const ArticlePage = () => {
  const { t, i18n } = useTranslation('articles');
  const { articleUrl = '' } = useParams();
  const lng = useContentLanguage();
  const { data, isLoading, error, refetch } = useGetArticleQuery({ slug: articleUrl, lng });
  const notFound = !!error && 'status' in error && (error.status === 404 || error.status === 400);

  if (notFound) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <BackLink />
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {t('article.notFoundTitle')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {t('article.notFoundText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.articles}>
          {t('article.back')}
        </Button>
      </Box>
    );
  }

  if (error) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <BackLink />
        <LoadError
          title={t('article.errorTitle')}
          text={t('article.errorText')}
          retryLabel={t('article.retry')}
          onRetry={() => void refetch()}
        />
      </Box>
    );
  }

  if (isLoading || !data) {
    return (
      // A screen tall, like the article it stands for: a short skeleton let the footer show, then jump away.
      <Box sx={{ maxWidth: 760, mx: 'auto', minHeight: '100vh' }} aria-busy="true">
        <BackLink />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2.5rem', mb: 3 }} />
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} variant="text" />
        ))}
      </Box>
    );
  }

  return (
    <Box component="article" lang={data.language} sx={{ maxWidth: 760, mx: 'auto' }}>
      <BackLink />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" label={t(`categories.${data.category as 'guide'}`)} variant="outlined" sx={categoryChipSx} />
        <Typography variant="body2" color="textSecondary">
          {t('article.published', { date: formatDate(data.date, i18n.resolvedLanguage ?? 'en') })} ·{' '}
          {t('article.readingTime', { count: data.readingMinutes })}
        </Typography>
      </Stack>
      {/* 1.6rem on phones: "конфиденциальности" (privacy) is wider than a 360 px screen at 1.75rem. */}
      <Typography
        variant="h3"
        component="h1"
        sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem', md: '2.6rem' }, overflowWrap: 'break-word' }}
      >
        {data.title}
      </Typography>
      <Typography variant="subtitle1" color="textSecondary" sx={{ mb: 4, lineHeight: 1.7 }}>
        {data.description}
      </Typography>
      {data.fallback && (
        <Alert severity="info" icon={<TranslateIcon />} sx={{ mb: 4 }} lang={lng}>
          {t('article.fallback')}
        </Alert>
      )}
      <ArticleContents html={data.html} />
      <ArticleBody html={data.html} />
      {data.category !== 'legal' && (
        <Paper
          sx={{
            mt: 8,
            p: { xs: 3, sm: 4 },
            borderRadius: '20px',
            color: 'common.white',
            background: 'linear-gradient(135deg, #0e3566 0%, #19857b 100%)',
          }}
          lang={lng}
        >
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('article.cta.title')}
          </Typography>
          <Typography sx={{ mb: 3, color: 'rgba(255, 255, 255, 0.86)' }}>{t('article.cta.text')}</Typography>
          <Button variant="contained" color="white" component={RouterLink} to={paths.signUp}>
            {t('article.cta.button')}
          </Button>
        </Paper>
      )}
    </Box>
  );
};
