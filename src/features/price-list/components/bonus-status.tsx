import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type BonusRowFields, bonusGaps } from '@contract/rules/price-list-bonus';

interface BonusStatusProps {
  /** The row as it stands in its fields. */
  row: BonusRowFields;
  /** Its fields differ from what is saved (or it was never saved): the server counts it only after Save. */
  unsaved: boolean;
}

/** Whether a row counts towards the price-list bonus, and if not, what it lacks. */
export const BonusStatus = ({ row, unsaved }: BonusStatusProps) => {
  const { t, i18n } = useTranslation('price-list');
  const gaps = bonusGaps(row);
  const [Icon, color, text] =
    gaps.length > 0
      ? [
          RemoveCircleOutlineIcon,
          'text.secondary',
          t('bonus.missing', {
            gaps: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              gaps.map((gap) => t(`bonus.gap.${gap}`)),
            ),
          }),
        ]
      : unsaved
        ? [ScheduleIcon, 'text.secondary', t('bonus.countsOnceSaved')]
        : [CheckCircleOutlineIcon, 'success.dark', t('bonus.counts')];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color, minHeight: 40 }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
        {text}
      </Typography>
    </Stack>
  );
};
