import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LicenseSummary } from '@contract/api/license-summary';
import { SectionCard } from '@/components/section-card';
import { formatDate } from '../format';
import { BonusChallenge } from './bonus-challenge';

/** The free-trial block: the days it gives or has left, and the two challenges that add to it. */
export const TrialSection = ({ license }: { license: LicenseSummary }) => {
  const { t, i18n } = useTranslation('dashboard');
  const { trial } = license;
  const started = trial.startedAt !== null && trial.expiresAt !== null;
  const daysLeft = trial.daysLeft ?? trial.days;
  const ended = started && !license.active;

  return (
    <SectionCard id="dashboard-trial" title={t('trial.title')} lead={t('trial.lead')}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {!started
              ? t('trial.notStarted', { count: trial.days })
              : ended
                ? t('trial.ended')
                : t('trial.daysLeft', { count: daysLeft })}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {!started
              ? t('trial.notStartedText')
              : ended
                ? t('trial.endedText')
                : t('trial.until', { date: formatDate(trial.expiresAt as string, i18n.language) })}
          </Typography>
          {started && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, ((trial.days - daysLeft) / trial.days) * 100)}
              aria-label={t('trial.progressLabel')}
              sx={{ mt: 2, height: 8, borderRadius: 4, maxWidth: 480 }}
            />
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {t('trial.devices', { count: license.devices })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('trial.challengesTitle')}
          </Typography>
          <Box
            component="ul"
            sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {trial.bonuses.map((bonus) => (
              <BonusChallenge key={bonus.kind} bonus={bonus} />
            ))}
          </Box>
        </Box>
      </Stack>
    </SectionCard>
  );
};
