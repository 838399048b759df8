import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DecisionFormFrameProps {
  titleId: string;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** Why the last attempt failed (the connection, too many attempts), shown above the buttons. */
  failure: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame every decision form shares inside its dialog: title, fields, the failure, cancel and send. */
export const DecisionFormFrame = ({
  titleId,
  title,
  submitLabel,
  submitting,
  failure,
  onSubmit,
  onCancel,
  children,
}: DecisionFormFrameProps) => {
  const { t } = useTranslation('preview');
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>{t('decision.cancel')}</Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
};
