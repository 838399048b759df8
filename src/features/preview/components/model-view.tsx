import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import { FormulaViewToggle } from '@/components/formula-view-toggle';
import type { FormulaView, FormulaViewer } from '@/components/formula-viewer';

/** The card's formula in 3D, after treatment first (what the patient is deciding on), before and both a tap away. */
export const ModelView = ({ formula, Viewer }: { formula: PublicCard['formula']; Viewer: FormulaViewer }) => {
  const { t } = useTranslation('preview');
  const [phase, setPhase] = useState<FormulaView>('after');
  return (
    <>
      <FormulaViewToggle
        value={phase}
        onChange={setPhase}
        label={t('views.modelPhase')}
        texts={{ before: t('views.beforeBadge'), after: t('views.afterBadge'), compare: t('views.compareShort') }}
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      />
      <Viewer formula={formula} view={phase} />
    </>
  );
};
