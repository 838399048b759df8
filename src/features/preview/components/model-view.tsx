import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import { FormulaViewToggle } from '@/components/formula-view-toggle';
import type { FormulaView, FormulaViewer } from '@/components/formula-viewer';

/** With several options, which one the 3D picture shows; the same choice as the comparison's. */
export interface ModelOptions {
  titles: readonly string[];
  current: number;
  onChoose: (index: number) => void;
}

export interface ModelViewProps {
  formula: PublicCard['formula'];
  Viewer: FormulaViewer;
  options?: ModelOptions;
}

/** The card's formula in 3D, after treatment first (what the patient is deciding on), before and both a tap away. */
export const ModelView = ({ formula, Viewer, options }: ModelViewProps) => {
  const { t } = useTranslation('preview');
  const [phase, setPhase] = useState<FormulaView>('after');
  return (
    <>
      {options && options.titles.length > 1 && (
        <ToggleButtonGroup
          value={options.current}
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-label={t('options.modelSwitch')}
          onChange={(_event, next: number | null) => {
            if (next !== null) options.onChoose(next);
          }}
          sx={{
            mb: 1,
            '& .MuiToggleButton-root': { textTransform: 'none' },
            '& .Mui-selected': { color: 'primary.dark' },
          }}
        >
          {options.titles.map((title, index) => (
            <ToggleButton key={index} value={index}>
              {title}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
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
