import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { type CardDecisionStatus, cardDecisionStatuses } from '@contract/rules/card-decisions';

const all = 'all';

interface StatusFilterProps {
  value: CardDecisionStatus | null;
  onChange: (status: CardDecisionStatus | null) => void;
}

/** All / Not opened / Opened / Accepted / Declined / Question waiting: buttons that wrap on a phone. */
export const StatusFilter = ({ value, onChange }: StatusFilterProps) => {
  const { t } = useTranslation('shared-plans');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? all}
      aria-label={t('filter.label')}
      // A press on the chosen button sends null: the choice stays.
      onChange={(_event, next: string | null) => {
        if (next !== null) onChange(next === all ? null : (next as CardDecisionStatus));
      }}
      sx={{
        flexWrap: 'wrap',
        gap: 0.5,
        mb: 2,
        // Wrapped buttons each keep their whole border and corners.
        '& .MuiToggleButtonGroup-grouped': {
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          ml: '0 !important',
          textTransform: 'none',
        },
      }}
    >
      <ToggleButton value={all}>{t('filter.all')}</ToggleButton>
      {cardDecisionStatuses.map((status) => (
        <ToggleButton key={status} value={status}>
          {t(`filter.${status}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
