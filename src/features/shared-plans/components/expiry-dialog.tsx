import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { CompanyCard } from '@contract/api/cards';
import { cardExpiryMaxDays } from '@contract/rules/treatment-cards';
import { fieldReason, problemCode } from '@/api/problem';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useChangeSharedPlanExpiryMutation } from '../api';
import { dateInputValue, expiryInstant, expiryRange, formatDate } from '../format';

type FieldProblem = 'required' | 'past' | 'maximum';

interface ExpiryDialogProps {
  card: CompanyCard;
  open: boolean;
  onClose: () => void;
}

/** A new expiry for a card's link: a day from tomorrow to 730 days ahead, checked here and by the server. */
export const ExpiryDialog = ({ card, open, onClose }: ExpiryDialogProps) => {
  const { t, i18n } = useTranslation('shared-plans');
  const { t: tc } = useTranslation();
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useChangeSharedPlanExpiryMutation();
  // The window is fixed when the dialog opens (it mounts then), so the limits shown and checked agree.
  const [now] = useState(() => new Date());
  const range = expiryRange(now, cardExpiryMaxDays);
  const current = dateInputValue(new Date(card.expiresAt));
  const [day, setDay] = useState(current >= range.min && current <= range.max ? current : '');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<'revoked' | 'failed' | null>(null);
  const maxDate = formatDate(new Date(now.getTime() + cardExpiryMaxDays * 86_400_000).toISOString(), i18n.language);
  const fieldId = `expiry-${card.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const expiresAt = day ? expiryInstant(day, new Date(), cardExpiryMaxDays) : null;
    const local: FieldProblem | null = !expiresAt
      ? 'required'
      : day < range.min
        ? 'past'
        : day > range.max
          ? 'maximum'
          : null;
    setProblem(local);
    if (local || !expiresAt) return;
    try {
      await save({ id: card.id, expiresAt }).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'shared-plans:expiry.saved' }));
      onClose();
    } catch (error) {
      const reason = fieldReason(error, 'body/expiresAt');
      if (reason === 'past' || reason === 'maximum') setProblem(reason);
      else setFailure(problemCode(error) === 'CARD_REVOKED' ? 'revoked' : 'failed');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${fieldId}-title`} aria-describedby={`${fieldId}-text`}>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={`${fieldId}-title`}>{t('expiry.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${fieldId}-text`} sx={{ mb: 1 }}>
            {t('expiry.text', { name: card.patientName })}
          </DialogContentText>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {t('expiry.current', { date: formatDate(card.expiresAt, i18n.language) })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(`expiry.${failure}`)}
            </Alert>
          )}
          <TextField
            id={fieldId}
            type="date"
            label={t('expiry.field')}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ? t(`expiry.${problem}`, { date: maxDate }) : t('expiry.hint', { date: maxDate })}
            fullWidth
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.min, max: range.max } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{tc('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('expiry.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
