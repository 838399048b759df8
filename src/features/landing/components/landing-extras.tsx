import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleSummary } from '@contract/api/content';
import { fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { buildPath, paths } from '@contract/rules/routes';
import { VideoPlayer } from '@/components/video-player';
import { useGetLandingContentQuery, useGetLatestArticlesQuery } from '../api';
import { SectionError } from './section-error';
import { SectionHeading } from './section-heading';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
};

const VideoReview = () => {
  const { t } = useTranslation('landing');
  const lng = useLanguage();
  const { data, isError, refetch } = useGetLandingContentQuery({ lng });
  if (data && !data.video) return null;
  return (
    <Box component="section" aria-labelledby="video-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: '#e9f3fc' }}>
      <Container maxWidth="md">
        <SectionHeading id="video-title" title={t('video.title')} lead={t('video.lead')} />
        {isError ? (
          <SectionError onRetry={() => void refetch()} />
        ) : data?.video ? (
          <VideoPlayer video={data.video} language={lng} />
        ) : (
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: '16px' }} />
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.videos} endIcon={<ArrowForwardIcon />}>
            {t('video.all')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
};

const Clinics = () => {
  const { t } = useTranslation('landing');
  const lng = useLanguage();
  const { data } = useGetLandingContentQuery({ lng });
  // Only the clinics an operator lists in content/landing.yaml; none listed, no section (errors show elsewhere).
  if (!data || data.clinics.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="clinics-title"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="clinics-title" title={t('clinics.title')} />
        <Grid component="ul" container spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.clinics.map((clinic) => (
            <Grid component="li" key={clinic.name} size={{ xs: 6, md: 4, lg: 2 }}>
              <Card sx={{ p: 2.5, height: '100%', border: 1, borderColor: 'divider', textAlign: 'center' }}>
                <Typography sx={{ fontWeight: 800, color: 'navigationBar.main', letterSpacing: '-0.01em' }}>
                  {clinic.name}
                </Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
                >
                  <LocationOnOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                  {clinic.city}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
};

const ArticleTeaser = ({ article }: { article: ArticleSummary }) => (
  <Card
    component={RouterLink}
    to={buildPath(paths.article, { articleUrl: article.slug })}
    lang={article.language}
    sx={{
      display: 'block',
      height: '100%',
      p: 3,
      border: 1,
      borderColor: 'divider',
      textDecoration: 'none',
      color: 'inherit',
      transition: 'box-shadow 200ms ease',
      '&:hover': { boxShadow: '0 18px 40px rgba(11, 37, 69, 0.10)' },
    }}
  >
    <Typography variant="h6" component="h3" sx={{ mb: 1, lineHeight: 1.35, color: 'primary.dark' }}>
      {article.title}
    </Typography>
    <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.7 }}>
      {article.description}
    </Typography>
  </Card>
);

const LatestArticles = () => {
  const { t } = useTranslation('landing');
  const lng = useLanguage();
  const { data, isError, refetch } = useGetLatestArticlesQuery({ lng });
  if (data && data.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="articles-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="articles-title" title={t('articles.title')} />
        {isError ? (
          <SectionError onRetry={() => void refetch()} />
        ) : (
          <Grid container spacing={3}>
            {(data?.items ?? [null, null, null]).map((article, index) => (
              <Grid key={article?.slug ?? index} size={{ xs: 12, md: 4 }}>
                {article ? <ArticleTeaser article={article} /> : <Skeleton variant="rounded" height={180} />}
              </Grid>
            ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.articles} variant="outlined" endIcon={<ArrowForwardIcon />}>
            {t('articles.all')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
};

const Faq = () => {
  const { t } = useTranslation('landing');
  const lng = useLanguage();
  const { data, isError, refetch } = useGetLandingContentQuery({ lng });
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" title={t('faq.title')} />
        {isError ? (
          <SectionError onRetry={() => void refetch()} />
        ) : data ? (
          <Stack spacing={1.5}>
            {data.faq.map((item, index) => (
              <Accordion
                key={item.question}
                disableGutters
                elevation={0}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '12px !important',
                  '&::before': { display: 'none' },
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`faq-${index}-summary`}
                  aria-controls={`faq-${index}-answer`}
                >
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${index}-answer`}>
                  <Typography color="textSecondary" sx={{ lineHeight: 1.7 }}>
                    {item.answer}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={56} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
};

/** The landing's sections that need data from `content/`, loaded as one chunk when the visitor scrolls near. */
const LandingExtras = () => (
  <>
    <VideoReview />
    <Clinics />
    <LatestArticles />
    <Faq />
  </>
);

export default LandingExtras;
