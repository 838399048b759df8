import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DentalFormula, FormulaPhase } from '@contract/rules/dental-formula';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import type { FormulaView } from '@/components/formula-viewer';
import { type ArchScene, buildArchScene, statesShown } from '../scene/formula-scene';
import { canUseWebGL } from '../webgl-support';
import { ArchLoading } from './arch-loading';
import { FormulaTable } from './formula-table';
import { SeeThroughToggle } from './see-through-toggle';
import { StateLegend } from './state-legend';

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
  const [picked, setPicked] = useState('');
  const [seeThrough, setSeeThrough] = useState(false);
  const phases: FormulaPhase[] = view === 'compare' ? ['before', 'after'] : [view];
  const scenes = useMemo(() => {
    try {
      return { before: buildArchScene(formula, 'before'), after: buildArchScene(formula, 'after') };
    } catch {
      return null;
    }
  }, [formula]);
  const tableId = `${id}-table`;
  const instructionsId = `${id}-instructions`;

  const pick = (scene: ArchScene) => (tooth: number) => {
    const state = scene.teeth.find((entry) => entry.tooth === tooth)?.state ?? 'healthy';
    setPicked(t('toothLabel', { number: tooth, state: t(`states.${state}`) }));
  };

  const drawable = webgl && scenes;
  return (
    <Box>
      {drawable ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: phases.length > 1 ? '1fr 1fr' : '1fr' },
            }}
          >
            {phases.map((phase) => (
              <Box key={phase} component="figure" sx={{ m: 0, minWidth: 0 }}>
                <Suspense fallback={<ArchLoading label={t('loading')} />}>
                  <ArchCanvas
                    scene={scenes[phase]}
                    label={t('label', { view: t(`views.${phase}`) })}
                    instructionsId={instructionsId}
                    onPick={pick(scenes[phase])}
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
            {t('instructions')}
          </Typography>
        </>
      ) : (
        <Alert severity="info">{scenes ? t('noWebgl') : t('invalid')}</Alert>
      )}
      <Typography role="status" aria-live="polite" sx={{ mt: 1, minHeight: '1.5em', fontWeight: 500 }}>
        {picked}
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
