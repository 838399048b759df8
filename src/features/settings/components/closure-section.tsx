import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closureGraceDays } from '@contract/rules/closure';
import { useAccountQuery } from '@/api/account-api';
import { formatDate } from '@/components/intl-format';
import { ClosureDialog } from './closure-dialog';

const titleId = 'settings-closure';

/** The owner's last section: what closing the account does, and the way to ask for it. */
export const ClosureSection = () => {
  const { t, i18n } = useTranslation('settings');
  const scheduledFor = useAccountQuery().data?.closure?.scheduledFor;
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<HTMLParagraphElement>(null);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, borderColor: 'error.main' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} variant="h6" component="h2" color="error">
          {t('closure.title')}
        </Typography>
        <Typography variant="body2">{t('closure.lead', { days: closureGraceDays })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          <li>{t('closure.erased')}</li>
          <li>{t('closure.kept')}</li>
          <li>{t('closure.meanwhile')}</li>
          <li>{t('closure.cancellable')}</li>
        </Box>
        {scheduledFor ? (
          <Typography ref={pendingRef} tabIndex={-1} variant="body2" sx={{ fontWeight: 600, outline: 'none' }}>
            {t('closure.pending', { date: formatDate(scheduledFor, i18n.language) })}
          </Typography>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
            {t('closure.open')}
          </Button>
        )}
      </Stack>
      <ClosureDialog open={open} onClose={() => setOpen(false)} onExited={() => pendingRef.current?.focus()} />
    </Paper>
  );
};
