import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { statusOf } from '@/api/problem';
import type { FormulaViewer } from '@/components/formula-viewer';
import { RenderAfterFirst } from '@/components/render-after-first';
import { useHydrated } from '@/components/use-hydrated';
import { useGetPreviewCardQuery } from '../api';
import { CardNotFound } from '../components/card-not-found';
import { FormulaDescription } from '../components/formula-description';
import { OptionComparison } from '../components/option-comparison';
import { PreviewHeader } from '../components/preview-header';
import { detailsPlaceholder } from '../components/preview-details-placeholder';
import { PreviewLoadError } from '../components/preview-load-error';
import { PreviewSkeleton } from '../components/preview-skeleton';
import { TreatmentViews } from '../components/treatment-views';
import { useCurrentOption } from '../use-current-option';
import { useDecisionDialog } from '../use-decision-dialog';
import { useOnFirstInteraction } from '../use-on-first-interaction';

// The details column is a chunk of its own, asked for as soon as the card is shown (see below).
const loadDetails = () => import('../components/preview-details');
const PreviewDetails = lazy(() => loadDetails().then((module) => ({ default: module.PreviewDetails })));
const loadDecisionDialog = () => import('../components/decision-dialog');
const preloadDecisionDialog = () => void loadDecisionDialog();
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
  // The first screen comes prerendered as this page's skeleton, and the card (often here by then) follows it in a
  // deferred render: React's render right after hydrating is synchronous, a whole card in one task.
  const hydrated = useDeferredValue(useHydrated());
  const language = matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  const options = card?.options ?? [];
  const [current, choose] = useCurrentOption(options);
  const dialog = useDecisionDialog();
  const comparison = useRef<HTMLElement>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The forms (and the form libraries) are not needed for the first screen; they load once the patient starts to
  // move about the page, well before a tap on a decision button opens one.
  useOnFirstInteraction(preloadDecisionDialog, Boolean(card));
  useEffect(() => {
    if (card) void loadDetails();
  }, [card]);
  const backToOptions = () => {
    comparison.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    comparison.current?.focus({ preventScroll: true });
  };

  const content = () => {
    // An errored query runs again for each new subscriber (the page's metadata subscribes too), and counts as
    // loading meanwhile: a link that opens nothing keeps saying so, a failed load shows the skeleton as it retries.
    if (!hydrated) return <PreviewSkeleton previewLink={previewLink} />;
    if (statusOf(error) === 404) return <CardNotFound />;
    if (isLoading || (error && isFetching) || (data && !card)) return <PreviewSkeleton previewLink={previewLink} />;
    if (error || !card) return <PreviewLoadError onRetry={() => void refetch()} />;
    // A card uploaded with one plan has one untitled option: the page shows it as it always has, with no comparison.
    const several = options.length > 1;
    const option = options[current] ?? { formula: card.formula, plan: card.plan };
    const titles = options.map((each, index) => each.title.trim() || t('options.untitled', { number: index + 1 }));
    // On a phone the comparison sits below the pictures and is drawn after their tabs. Until then its placeholder
    // holds the page's length, and the details column's takes over in the same commit: an empty box that is already
    // on screen would count as moved when the comparison pushed it down.
    const comparisonLater = several && !wide;
    const detailsHolder = comparisonLater ? (
      <RenderAfterFirst turn={2} placeholder={null}>
        {detailsPlaceholder}
      </RenderAfterFirst>
    ) : (
      detailsPlaceholder
    );
    return (
      <Stack spacing={3}>
        <PreviewHeader clinic={card.clinic} patientName={card.patientName} savedAt={card.savedAt} language={language} />
        <Grid container spacing={3}>
          {/* On a phone under the pictures, from md up above them and the plan, across the page. */}
          {several && (
            <Grid size={12} sx={{ order: { xs: 1, md: 0 } }}>
              {/* Drawn with the pictures from md up; on a phone after their tabs (see comparisonLater). */}
              <RenderAfterFirst turn={comparisonLater ? 2 : 0} placeholder={detailsPlaceholder}>
                <OptionComparison
                  options={options}
                  titles={titles}
                  current={current}
                  onChoose={choose}
                  onAccept={(optionIndex) => dialog.show({ kind: 'accepted', optionIndex })}
                  language={language}
                  sectionRef={comparison}
                />
              </RenderAfterFirst>
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
            {/* Below the picture on a phone, beside it from md up: it waits for the first picture to be drawn, and
                comes in two parts after the pictures' tabs and the options. */}
            <RenderAfterFirst turn={3} placeholder={detailsHolder}>
              <Suspense fallback={detailsPlaceholder}>
                <PreviewDetails
                  card={card}
                  previewLink={previewLink}
                  plan={option.plan}
                  optionTitle={several ? titles[current] : undefined}
                  several={several}
                  shareUrl={`${window.location.origin}${pathname}`}
                  language={language}
                  onOpenDecision={dialog.show}
                  onChangeMind={backToOptions}
                />
              </Suspense>
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
