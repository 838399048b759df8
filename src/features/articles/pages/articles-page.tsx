import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { PageHeading } from '@/components/page-heading';
import { useGetArticlesQuery } from '../api';
import { ArticleCard } from '../components/article-card';
import { LoadError } from '../components/content-state';
import { useContentLanguage } from '../use-language';

const pageFrom = (raw: string | null): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

const skeletons = [0, 1, 2, 3, 4, 5];

/** Every listed article, newest first, nine to a page; the page number lives in `?page=`. */
export const ArticlesPage = () => {
  const { t } = useTranslation('articles');
  const lng = useContentLanguage();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, isLoading, isError, isFetching, refetch } = useGetArticlesQuery({ lng, page });

  return (
    <>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      {isError ? (
        <LoadError
          title={t('article.errorTitle')}
          text={t('article.errorText')}
          retryLabel={t('article.retry')}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <Grid container spacing={3} aria-busy="true" sx={{ minHeight: '100vh' }}>
          {skeletons.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ border: 1, borderColor: 'divider' }}>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '320 / 140', height: 'auto' }} />
                <Stack spacing={1} sx={{ p: 3 }}>
                  <Skeleton width="30%" />
                  <Skeleton height={32} />
                  <Skeleton />
                  <Skeleton width="80%" />
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : data.items.length === 0 ? (
        <Alert severity="info">{t('list.empty')}</Alert>
      ) : (
        <>
          <Grid container spacing={3} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.items.map((article) => (
              <Grid key={article.slug} size={{ xs: 12, sm: 6, md: 4 }}>
                <ArticleCard article={article} />
              </Grid>
            ))}
          </Grid>
          {data.totalPages > 1 && (
            <Stack sx={{ alignItems: 'center', mt: 6 }}>
              {/* Pagination is a labelled nav of its own; MUI's default labels are English. */}
              <Pagination
                aria-label={t('list.pagination')}
                getItemAriaLabel={(type, itemPage, selected) =>
                  type === 'page'
                    ? t(selected ? 'list.pages.currentPage' : 'list.pages.page', { page: itemPage })
                    : t(`list.pages.${type as 'first' | 'last' | 'next' | 'previous'}`)
                }
                page={Math.min(page, data.totalPages)}
                count={data.totalPages}
                color="primary"
                renderItem={(item) => (
                  <PaginationItem
                    component={RouterLink}
                    to={item.page === 1 ? paths.articles : `${paths.articles}?page=${item.page}`}
                    {...item}
                  />
                )}
              />
            </Stack>
          )}
        </>
      )}
    </>
  );
};
