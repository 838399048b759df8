import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a deleted row can be brought back; the timer pauses while the pointer or focus is on the snackbar. */
export const undoWindowMs = 8000;

interface UndoDeleteSnackbarProps {
  /** The row whose undo window is open, null while none is. */
  rowId: string | null;
  onUndo: () => void;
  onExpire: () => void;
}

/** "Row deleted · Undo". Focus moves to Undo, since the deleted row's button that had it is gone. */
export const UndoDeleteSnackbar = ({ rowId, onUndo, onExpire }: UndoDeleteSnackbarProps) => {
  const { t } = useTranslation('price-list');
  const undoButton = useRef<HTMLButtonElement>(null);

  // Each deleted row gets focus on Undo, a second deletion inside the first one's window too.
  useEffect(() => {
    if (rowId) undoButton.current?.focus();
  }, [rowId]);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere is not an answer; the timer or Escape is.
    if (reason !== 'clickaway') onExpire();
  };

  return (
    <Snackbar
      // A new row starts its own window: the timer starts over.
      key={rowId ?? 'none'}
      open={rowId !== null}
      autoHideDuration={undoWindowMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={t('deleted')}
      action={
        <Button ref={undoButton} color="inherit" size="small" onClick={onUndo} sx={{ color: 'primary.light' }}>
          {t('undo')}
        </Button>
      }
    />
  );
};
