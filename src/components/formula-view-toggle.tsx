import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormulaView } from './formula-viewer';

const views: FormulaView[] = ['before', 'after', 'compare'];

export interface FormulaViewToggleProps {
  value: FormulaView;
  onChange: (view: FormulaView) => void;
  /** The group's accessible name. */
  label: string;
  /** Each button's text, in the page's words. */
  texts: Record<FormulaView, string>;
  sx?: SxProps<Theme>;
}

/** Before, after or both: the buttons that pick which phase a formula viewer shows. One is always pressed. */
export const FormulaViewToggle = ({ value, onChange, label, texts, sx }: FormulaViewToggleProps) => (
  <ToggleButtonGroup
    value={value}
    exclusive
    fullWidth
    size="small"
    color="primary"
    aria-label={label}
    onChange={(_event, next: FormulaView | null) => {
      if (next) onChange(next);
    }}
    // primary.main is too light for text on white (CONTRIBUTING.md, Accessibility); the dark shade reads.
    sx={[{ mb: 2, '& .Mui-selected': { color: 'primary.dark' } }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {views.map((view) => (
      <ToggleButton key={view} value={view}>
        {texts[view]}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
