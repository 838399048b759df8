import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DentalFormula, FormulaPhase } from '@contract/rules/dental-formula';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import type { FormulaView } from '@/components/formula-viewer';
import { type CameraView, changedTeeth, firstView, stateOf } from '../scene/first-view';
import { buildArchScene, statesShown } from '../scene/formula-scene';
import { canUseWebGL } from '../webgl-support';
import { ArchLoading } from './arch-loading';
import { FormulaTable } from './formula-table';
import { SeeThroughToggle } from './see-through-toggle';
import { StateLegend } from './state-legend';
import { ViewToolbar } from './view-toolbar';

// three.js and everything drawn with it: a chunk of its own, fetched only when a 3D view is shown.
const ArchCanvas = lazyPage(() => import(/* webpackChunkName: "viewer-3d" */ './arch-canvas'), 'ArchCanvas');

export interface DentalArch3dProps {
  formula: DentalFormula;
  view: FormulaView;
}

/**
 * The dental formula as an interactive 3D arch: one phase, or before and after side by side. Without WebGL it says
 * so and shows the formula as a table; with WebGL the table is one button away, for screen readers and anyone else.
 */
export const DentalArch3d = ({ formula, view }: DentalArch3dProps) => {
  const { t } = useTranslation('dental-arch');
  const id = useId();
  const [webgl, setWebgl] = useState(canUseWebGL);
  const [showTable, setShowTable] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const home = useMemo(() => firstView(formula), [formula]);
  const [camera, setCamera] = useState<{ view: CameraView }>({ view: home });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  // A finger rather than a mouse: a coarse pointer or no hover.
  const touch = useMediaQuery('(pointer: coarse), (hover: none)', { noSsr: true });
  const [seeThrough, setSeeThrough] = useState(false);
  const phases: FormulaPhase[] = view === 'compare' ? ['before', 'after'] : [view];
  const scenes = useMemo(() => {
    try {
      return { before: buildArchScene(formula, 'before'), after: buildArchScene(formula, 'after') };
    } catch {
      return null;
    }
  }, [formula]);
  const changed = useMemo(() => changedTeeth(formula), [formula]);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        (['before', 'after'] as const).map((phase) => [
          phase,
          changed.map(({ tooth }) => ({
            tooth,
            text: t('tag', { number: tooth, state: t(`shortStates.${stateOf(formula, tooth, phase)}`) }),
          })),
        ]),
      ) as Record<FormulaPhase, { tooth: number; text: string }[]>,
    [changed, formula, t],
  );
  const tableId = `${id}-table`;
  const instructionsId = `${id}-instructions`;

  const status = () => {
    if (picked === null) return '';
    const before = stateOf(formula, picked, 'before');
    const after = stateOf(formula, picked, 'after');
    return before === after
      ? t('toothLabel', { number: picked, state: t(`states.${before}`) })
      : t('toothChange', { number: picked, before: t(`states.${before}`), after: t(`states.${after}`) });
  };

  const drawable = webgl && scenes;
  return (
    <Box>
      {drawable ? (
        <>
          <ViewToolbar value={camera.view} onSelect={(next) => setCamera({ view: next })} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: phases.length > 1 ? '1fr 1fr' : '1fr' },
            }}
          >
            {/* Keyed by place, not phase: switching phase keeps the canvas, its camera, and blends the pictures. */}
            {phases.map((phase, slot) => (
              <Box key={slot} component="figure" sx={{ m: 0, minWidth: 0 }}>
                <Suspense fallback={<ArchLoading label={t('loading')} />}>
                  <ArchCanvas
                    scene={scenes[phase]}
                    label={t('label', { view: t(`views.${phase}`) })}
                    instructionsId={instructionsId}
                    camera={camera}
                    firstView={home}
                    labels={labels[phase]}
                    highlighted={picked}
                    reducedMotion={reducedMotion}
                    onPick={setPicked}
                    onReset={() => setCamera({ view: home })}
                    onUnavailable={() => setWebgl(false)}
                    seeThrough={seeThrough}
                  />
                </Suspense>
                {phases.length > 1 ? (
                  <Typography component="figcaption" variant="subtitle2" sx={{ mt: 1, textAlign: 'center' }}>
                    {t(`views.${phase}`)}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
          <SeeThroughToggle pressed={seeThrough} onChange={setSeeThrough} />
          <Typography id={instructionsId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {touch ? t('instructionsTouch') : t('instructionsPointer')}
          </Typography>
        </>
      ) : (
        <Alert severity="info">{scenes ? t('noWebgl') : t('invalid')}</Alert>
      )}
      <Typography role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em', fontWeight: 500 }}>
        {status()}
      </Typography>
      <StateLegend states={statesShown(formula, phases)} />
      {drawable ? (
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 2 }}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('hideTable') : t('showTable')}
        </Button>
      ) : null}
      {!drawable || showTable ? <FormulaTable formula={formula} id={tableId} /> : null}
    </Box>
  );
};
