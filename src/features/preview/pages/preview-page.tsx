import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Suspense, lazy, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { statusOf } from '@/api/problem';
import type { FormulaViewer } from '@/components/formula-viewer';
import { RenderAfterFirst } from '@/components/render-after-first';
import { useGetPreviewCardQuery } from '../api';
import { CardNotFound } from '../components/card-not-found';
import { ClinicContacts } from '../components/clinic-contacts';
import { DecisionSection } from '../components/decision-section';
import { FormulaDescription } from '../components/formula-description';
import { OptionComparison } from '../components/option-comparison';
import { PlanSection } from '../components/plan-section';
import { PreviewHeader } from '../components/preview-header';
import { PreviewLoadError } from '../components/preview-load-error';
import { PreviewSkeleton } from '../components/preview-skeleton';
import { ShareSection } from '../components/share-section';
import { TreatmentViews } from '../components/treatment-views';
import { useCurrentOption } from '../use-current-option';
import { useDecisionDialog } from '../use-decision-dialog';

const loadDecisionDialog = () => import('../components/decision-dialog');
const DecisionDialog = lazy(() => loadDecisionDialog().then((module) => ({ default: module.DecisionDialog })));

/**
 * The patient's treatment plan, opened from a messenger link on a phone: pictures first, then the notes, the plan
 * and its cost, the clinic's contacts and ways to pass the link on. From md up, pictures left and details right.
 */
export const PreviewPage = ({ Viewer }: { Viewer: FormulaViewer }) => {
  const { t, i18n } = useTranslation('preview');
  const { previewLink = '' } = useParams();
  const { pathname } = useLocation();
  const { data, error, isLoading, isFetching, refetch } = useGetPreviewCardQuery(previewLink);
  // The store's update renders synchronously, in one long task on a slow phone; the card's first render (the whole
  // page) follows in a deferred render React can interrupt, the skeleton staying up meanwhile.
  const card = useDeferredValue(data);
  const language = matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  const options = card?.options ?? [];
  const [current, choose] = useCurrentOption(options);
  const dialog = useDecisionDialog();
  const comparison = useRef<HTMLElement>(null);
  // The forms (and the form libraries) are not needed for the first picture; they load once the card is shown.
  useEffect(() => {
    if (card) void loadDecisionDialog();
  }, [card]);
  const backToOptions = () => {
    comparison.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    comparison.current?.focus({ preventScroll: true });
  };

  const content = () => {
    // An errored query runs again for each new subscriber (the page's metadata subscribes too), and counts as
    // loading meanwhile: a link that opens nothing keeps saying so, a failed load shows the skeleton as it retries.
    if (statusOf(error) === 404) return <CardNotFound />;
    if (isLoading || (error && isFetching) || (data && !card)) return <PreviewSkeleton />;
    if (error || !card) return <PreviewLoadError onRetry={() => void refetch()} />;
    const pdfLink = card.pdfUrl && (
      <Button
        component="a"
        href={card.pdfUrl}
        download
        variant="contained"
        size="large"
        fullWidth
        startIcon={<PictureAsPdfOutlinedIcon />}
      >
        {t('plan.download')}
      </Button>
    );
    // A card uploaded with one plan has one untitled option: the page shows it as it always has, with no comparison.
    const several = options.length > 1;
    const option = options[current] ?? { formula: card.formula, plan: card.plan };
    const titles = options.map((each, index) => each.title.trim() || t('options.untitled', { number: index + 1 }));
    return (
      <Stack spacing={3}>
        <PreviewHeader clinic={card.clinic} patientName={card.patientName} savedAt={card.savedAt} language={language} />
        <Grid container spacing={3}>
          {/* On a phone under the pictures, from md up above them and the plan, across the page. */}
          {several && (
            <Grid size={12} sx={{ order: { xs: 1, md: 0 } }}>
              <OptionComparison
                options={options}
                titles={titles}
                current={current}
                onChoose={choose}
                onAccept={(optionIndex) => dialog.show({ kind: 'accepted', optionIndex })}
                language={language}
                sectionRef={comparison}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 0, md: 1 } }}>
            <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <TreatmentViews
                images={card.images}
                formula={option.formula}
                Viewer={Viewer}
                options={several ? { titles, current, onChoose: choose } : undefined}
              />
              <FormulaDescription text={card.formulaDescription} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: 2 }}>
            {/* Below the picture on a phone, beside it from md up: it waits for the first picture to be drawn. The
                placeholder keeps the footer out of view meanwhile, so nothing on screen moves when it comes. */}
            <RenderAfterFirst placeholder={<Box sx={{ minHeight: '100vh' }} />}>
              <Stack spacing={3}>
                {option.plan.steps.length > 0 ? (
                  <PlanSection
                    plan={option.plan}
                    language={language}
                    footer={pdfLink}
                    optionTitle={several ? titles[current] : undefined}
                  />
                ) : (
                  pdfLink
                )}
                <DecisionSection
                  previewLink={previewLink}
                  several={several}
                  clinicName={card.clinic.name}
                  language={language}
                  onOpen={dialog.show}
                  onChangeMind={backToOptions}
                />
                <ClinicContacts clinic={card.clinic} language={language} />
                <ShareSection url={`${window.location.origin}${pathname}`} clinicName={card.clinic.name} />
              </Stack>
            </RenderAfterFirst>
          </Grid>
        </Grid>
        {dialog.decision && (
          <Suspense fallback={null}>
            <DecisionDialog
              decision={dialog.decision}
              open={dialog.open}
              formKey={dialog.key}
              onClose={dialog.close}
              onGone={() => void refetch()}
              previewLink={previewLink}
              options={options}
              titles={several ? titles : [t('decision.thePlanTitle')]}
              country={card.clinic.country}
              language={language}
            />
          </Suspense>
        )}
      </Stack>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {content()}
    </Container>
  );
};
