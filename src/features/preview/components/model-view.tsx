import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import type { FormulaView, FormulaViewer } from '@/components/formula-viewer';

const phases: FormulaView[] = ['before', 'after', 'compare'];
const labels = { before: 'views.beforeBadge', after: 'views.afterBadge', compare: 'views.compareShort' } as const;

/** The card's formula in 3D, after treatment first (what the patient is deciding on), before and both a tap away. */
export const ModelView = ({ formula, Viewer }: { formula: PublicCard['formula']; Viewer: FormulaViewer }) => {
  const { t } = useTranslation('preview');
  const [phase, setPhase] = useState<FormulaView>('after');
  return (
    <>
      <ToggleButtonGroup
        value={phase}
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={t('views.modelPhase')}
        onChange={(_event, next: FormulaView | null) => {
          if (next) setPhase(next);
        }}
        sx={{ mb: 2, '& .Mui-selected': { color: 'primary.dark' } }}
      >
        {phases.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {t(labels[name])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Viewer formula={formula} view={phase} />
    </>
  );
};
