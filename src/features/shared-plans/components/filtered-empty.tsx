import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardDecisionStatus } from '@contract/rules/card-decisions';

/** A filter that matches no card: says so in its own words and offers every card again. */
export const FilteredEmpty = ({ status, onShowAll }: { status: CardDecisionStatus; onShowAll: () => void }) => {
  const { t } = useTranslation('shared-plans');
  return (
    <Stack spacing={1} role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <Typography>{t(`filter.empty.${status}`)}</Typography>
      <Button size="small" onClick={onShowAll}>
        {t('filter.showAll')}
      </Button>
    </Stack>
  );
};
