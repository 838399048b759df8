import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { categoryChipSx } from './category-chip';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleSummary } from '@contract/api/content';
import { buildPath, paths } from '@contract/rules/routes';
import { ArticleCover } from './article-cover';

export const formatDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One article in the list: its drawn cover, category, title, description, date and reading time. */
export const ArticleCard = ({
  article,
  headingLevel = 'h2',
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}) => {
  const { t, i18n } = useTranslation('articles');
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        border: 1,
        borderColor: 'divider',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { boxShadow: '0 18px 40px rgba(11, 37, 69, 0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={buildPath(paths.article, { articleUrl: article.slug })}
        lang={article.language}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ArticleCover slug={article.slug} category={article.category} />
        <Stack spacing={1.5} sx={{ p: 3, flexGrow: 1 }}>
          <Box>
            <Chip
              size="small"
              label={t(`categories.${article.category as 'guide'}`)}
              variant="outlined"
              sx={categoryChipSx}
            />
          </Box>
          <Typography variant="h6" component={headingLevel} sx={{ lineHeight: 1.35 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.7, flexGrow: 1 }}>
            {article.description}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
            <Typography variant="caption" color="textSecondary">
              {formatDate(article.date, i18n.resolvedLanguage ?? 'en')} ·{' '}
              {t('article.readingTime', { count: article.readingMinutes })}
            </Typography>
            <ArrowForwardIcon fontSize="small" color="primary" aria-hidden="true" />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
};
