import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyExport } from '@contract/api/company-export';

/** The build's progress: a determinate bar and "Preparing… 12 of 40"; it takes the focus from the vanished button. */
export const ExportProgress = ({ progress, takeFocus }: Pick<CompanyExport, 'progress'> & { takeFocus: boolean }) => {
  const { t } = useTranslation('settings');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
    // Only as it appears in place of the button that was pressed; later renders leave the focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { done, total } = progress;
  const text = total > 0 ? t('export.preparing', { done, total }) : t('export.queued');
  return (
    <Stack ref={ref} tabIndex={-1} spacing={1} sx={{ width: '100%', maxWidth: 480, outline: 'none' }}>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (done / total) * 100 : 0}
        aria-label={t('export.progressLabel')}
        aria-valuetext={text}
      />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
};
