import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { CompanyCard } from '@contract/api/cards';
import type { CardState } from '@contract/rules/treatment-cards';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useRevokeSharedPlanMutation } from '../api';
import { formatDate, formatDateTime, formatMoney } from '../format';
import { DecisionHistoryDialog } from './decision-history-dialog';
import { DecisionStatus, hasAnswers } from './decision-status';
import { ExpiryDialog } from './expiry-dialog';
import { PatientRecordAction } from './patient-record-action';

/** The columns of a row at md and up: patient, total, views, the patient's answer, link state; phones stack them. */
export const sharedPlanColumns = {
  md: 'minmax(0, 1.3fr) minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr)',
};

const stateChip: Record<CardState, { icon: ReactElement; color: 'success' | 'warning' | 'default' }> = {
  active: { icon: <CheckCircleOutlinedIcon />, color: 'success' },
  expired: { icon: <HistoryToggleOffIcon />, color: 'warning' },
  revoked: { icon: <BlockIcon />, color: 'default' },
};

/** A label of a cell, read on phones where the column titles are hidden. */
const CellLabel = ({ children }: { children: string }) => (
  <Typography
    variant="caption"
    color="textSecondary"
    component="p"
    sx={{ display: { md: 'none' }, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
  >
    {children}
  </Typography>
);

/** One shared plan: patient, total, views, link state and expiry, then its link and what can be done with it. */
export const SharedPlanRow = ({ card, linked }: { card: CompanyCard; linked: boolean }) => {
  const { t, i18n } = useTranslation('shared-plans');
  const dispatch = useAppDispatch();
  const [revoke, { isLoading: revoking }] = useRevokeSharedPlanMutation();
  const [confirming, setConfirming] = useState(false);
  const [changingExpiry, setChangingExpiry] = useState(false);
  const [readingHistory, setReadingHistory] = useState(false);
  const language = i18n.language;
  const name = card.patientName;
  const chip = stateChip[card.state];

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showSnackbar({ type: 'success', message: 'shared-plans:copied' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'shared-plans:copyFailed' }));
    }
  };

  const confirmRevoke = async () => {
    try {
      await revoke(card.id).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'shared-plans:revoke.done' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'shared-plans:revoke.failed' }));
    }
    setConfirming(false);
  };

  const linkDate =
    card.state === 'revoked' && card.revokedAt
      ? t('revokedOn', { date: formatDate(card.revokedAt, language) })
      : t(card.state === 'expired' ? 'expiredOn' : 'expiresOn', { date: formatDate(card.expiresAt, language) });

  return (
    <Box
      component="li"
      aria-label={name}
      data-testid="shared-plan"
      sx={{
        listStyle: 'none',
        py: 2,
        px: { xs: 2, md: 0 },
        mb: { xs: 1.5, md: 0 },
        border: { xs: 1, md: 0 },
        borderBottom: { md: 1 },
        borderColor: { xs: 'divider', md: 'divider' },
        borderRadius: { xs: 2, md: 0 },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', ...sharedPlanColumns },
          gap: { xs: 1.5, md: 2 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t('savedOn', { date: formatDate(card.savedAt, language) })}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <CellLabel>{t('columns.total')}</CellLabel>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(card.totalMinor, card.currency, language)}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <CellLabel>{t('columns.views')}</CellLabel>
          <Typography>{t('views', { count: card.views })}</Typography>
          <Typography variant="body2" color="textSecondary">
            {card.lastViewedAt
              ? t('lastViewed', { date: formatDateTime(card.lastViewedAt, language) })
              : t('notViewed')}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <CellLabel>{t('columns.answer')}</CellLabel>
          <DecisionStatus decision={card.decision} />
        </Box>
        <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <CellLabel>{t('columns.state')}</CellLabel>
          <Chip
            size="small"
            icon={chip.icon}
            color={chip.color}
            variant={card.state === 'expired' ? 'outlined' : 'filled'}
            label={t(`state.${card.state}`)}
          />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {linkDate}
          </Typography>
        </Box>
      </Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}
        role="group"
        aria-label={t('actionsOf', { name })}
      >
        {card.previewUrl && (
          <>
            <Button
              size="small"
              href={card.previewUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNewIcon />}
              aria-label={t('openOf', { name })}
            >
              {t('open')}
            </Button>
            <Tooltip title={t('copyOf', { name })}>
              <IconButton size="small" onClick={() => void copy(card.previewUrl!)} aria-label={t('copyOf', { name })}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
        {hasAnswers(card.decision.status) && (
          <Button
            size="small"
            startIcon={<ForumOutlinedIcon />}
            onClick={() => setReadingHistory(true)}
            aria-label={t('history.titleOf', { name })}
          >
            {t('history.button')}
          </Button>
        )}
        {card.state !== 'revoked' && (
          <Button
            size="small"
            startIcon={<EventOutlinedIcon />}
            onClick={() => setChangingExpiry(true)}
            aria-label={t('expiry.buttonOf', { name })}
          >
            {t('expiry.button')}
          </Button>
        )}
        {card.state === 'active' && (
          <Button
            size="small"
            color="error"
            startIcon={<LinkOffIcon />}
            onClick={() => setConfirming(true)}
            aria-label={t('revoke.buttonOf', { name })}
          >
            {t('revoke.button')}
          </Button>
        )}
        <Box sx={{ ml: { sm: 'auto' } }}>
          <PatientRecordAction card={card} linked={linked} />
        </Box>
      </Stack>
      {readingHistory && <DecisionHistoryDialog card={card} onClose={() => setReadingHistory(false)} />}
      {changingExpiry && <ExpiryDialog card={card} open onClose={() => setChangingExpiry(false)} />}
      <ConfirmDialog
        open={confirming}
        title={t('revoke.title')}
        text={t('revoke.text', { name })}
        confirmLabel={t('revoke.confirm')}
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
