import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyCard } from '@contract/api/cards';
import { useGetCardDecisionsQuery } from '../api';
import { DecisionEntry } from './decision-entry';

interface DecisionHistoryDialogProps {
  card: CompanyCard;
  onClose: () => void;
}

/** Every answer the patient sent for a card, oldest first as they came; replaced decisions are marked. */
export const DecisionHistoryDialog = ({ card, onClose }: DecisionHistoryDialogProps) => {
  const { t } = useTranslation('shared-plans');
  const titleId = useId();
  const { data, isError, isFetching, refetch } = useGetCardDecisionsQuery(card.id);
  const title = t('history.titleOf', { name: card.patientName });

  const body = data ? (
    data.decisions.length === 0 ? (
      <DialogContentText>{t('history.empty')}</DialogContentText>
    ) : (
      <Box component="ol" aria-label={title} sx={{ m: 0, p: 0 }}>
        {data.decisions.map((entry) => (
          <DecisionEntry key={entry.id} entry={entry} />
        ))}
      </Box>
    )
  ) : isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void refetch()} loading={isFetching}>
          {t('retry')}
        </Button>
      }
    >
      {t('history.loadFailed')}
    </Alert>
  ) : (
    <Stack spacing={1.5} role="status" aria-label={t('history.loading')}>
      {[0, 1].map((row) => (
        <Skeleton key={row} variant="rounded" height={72} />
      ))}
    </Stack>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('history.lead')}</DialogContentText>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
