import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PriceRow } from '@contract/api/settings';
import { priceListBonusProgress } from '@contract/rules/price-list-bonus';

/**
 * The saved rows that count towards the 5-day bonus, by the rule the server counts them with; never "11 of 10". Once
 * the rows are there it points to the dashboard's "Get 5 days", unless the bonus was applied already.
 */
export const BonusProgress = ({ rows, bonusApplied = false }: { rows: PriceRow[]; bonusApplied?: boolean }) => {
  const { t } = useTranslation('price-list');
  const progress = priceListBonusProgress(rows);
  const text = !progress.complete
    ? t('bonus.progress', { done: progress.done, needed: progress.needed })
    : bonusApplied
      ? t('bonus.applied', { needed: progress.needed })
      : t('bonus.complete', { needed: progress.needed });
  return (
    <Box sx={{ width: { xs: '100%', sm: 360 }, flexShrink: 0 }}>
      <Typography variant="body2" id="price-list-bonus-progress" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(progress.done / progress.needed) * 100}
        color={progress.complete ? 'success' : 'primary'}
        aria-labelledby="price-list-bonus-progress"
        sx={{ height: 6, borderRadius: 3, my: 0.75 }}
      />
      <Typography variant="body2" color="textSecondary">
        {t('bonus.rule')}
      </Typography>
    </Box>
  );
};
