import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { Bonus } from '@contract/api/license-summary';
import { paths } from '@contract/rules/routes';
import { bonusDays, trialMaxDays } from '@contract/rules/trial';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useApplyBonusMutation } from '../api';

const challengePage = { profile: paths.companySettings, 'price-list': paths.companyPriceList } as const;

/**
 * One trial challenge: its progress, then "Get 5 days" once it is done (fewer where the 10-day cap cuts the bonus
 * short, and then it says so), then "Activated" for good.
 */
export const BonusChallenge = ({ bonus }: { bonus: Bonus }) => {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [applyBonus, { isLoading }] = useApplyBonusMutation();
  const titleId = `challenge-${bonus.kind}`;
  const done = Math.min(bonus.done, bonus.needed);

  const apply = async () => {
    try {
      await applyBonus(bonus.kind).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'notifications:bonusApplied' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'notifications:bonusApplyFailed' }));
    }
  };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        listStyle: 'none',
        p: 2,
        border: 1,
        borderColor: bonus.state === 'applied' ? 'success.light' : 'divider',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: '100%',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {t(`trial.challenge.${bonus.kind}.title`)}
        </Typography>
        <Chip
          label={t('trial.bonusDays', { count: bonus.days })}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t(`trial.challenge.${bonus.kind}.text`)}
      </Typography>
      {bonus.state !== 'applied' && bonus.days < bonusDays && (
        <Typography variant="body2" color="textSecondary">
          {t('trial.capped', { count: bonus.days, max: trialMaxDays })}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
          {t(`trial.challenge.${bonus.kind}.progress`, { done, needed: bonus.needed })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / bonus.needed) * 100}
          color={bonus.state === 'applied' ? 'success' : 'primary'}
          aria-label={t(`trial.challenge.${bonus.kind}.progress`, { done, needed: bonus.needed })}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box>
        {bonus.state === 'applied' ? (
          <Chip icon={<CheckCircleIcon />} label={t('trial.applied')} color="success" />
        ) : bonus.state === 'available' ? (
          <Button variant="contained" onClick={() => void apply()} loading={isLoading}>
            {t('trial.getDays', { count: bonus.days })}
          </Button>
        ) : (
          <Button component={RouterLink} to={challengePage[bonus.kind]} variant="outlined">
            {t(`trial.challenge.${bonus.kind}.go`)}
          </Button>
        )}
      </Box>
    </Box>
  );
};
