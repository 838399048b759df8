import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeExportStates } from '@contract/rules/company-export';
import { useAccountQuery } from '@/api/account-api';
import { formatDate } from '@/components/intl-format';
import { SectionCard } from '@/components/section-card';
import { exportInProgress, useGetCompanyExportQuery, useRequestCompanyExportMutation } from '../export-api';
import { usePageVisible } from '../use-page-visible';
import { ExportProgress } from './export-progress';

const titleId = 'settings-export';

/** How often the screen asks how far the build has got. */
export const exportPollMs = 2000;

/** 12.4 MB, or 830 kB under a megabyte, in the reader's language. */
const formatSize = (bytes: number, language: string): string =>
  bytes >= 1_000_000
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1_000_000,
      )
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1000),
      );

/** The owner's "Export your data": ask for the ZIP, watch it build, download it while it lives. */
export const ExportSection = ({ pollMs = exportPollMs }: { pollMs?: number }) => {
  const { t, i18n } = useTranslation('settings');
  const email = useAccountQuery().data?.company.email;
  const visible = usePageVisible();
  const [building, setBuilding] = useState(false);
  const {
    data: current,
    isLoading,
    isError,
  } = useGetCompanyExportQuery(undefined, {
    pollingInterval: building && visible ? pollMs : 0,
  });
  const active = !!current && activeExportStates.includes(current.state);
  if (active !== building) setBuilding(active);
  const [request, requesting] = useRequestCompanyExportMutation();
  const [startFailed, setStartFailed] = useState(false);
  const [pressed, setPressed] = useState(false);

  const prepare = async () => {
    setStartFailed(false);
    setPressed(true);
    await request()
      .unwrap()
      .catch((error: unknown) => setStartFailed(!exportInProgress(error)));
  };

  const prepareButton = (label: string) => (
    <Button variant="outlined" onClick={() => void prepare()} loading={requesting.isLoading}>
      {label}
    </Button>
  );

  const ready = current?.state === 'ready' ? current : null;
  return (
    <SectionCard id={titleId} title={t('export.title')} lead={t('export.lead')}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {isLoading ? (
          <Skeleton variant="rounded" width={200} height={36} />
        ) : isError ? (
          <Alert severity="error">{t('loadFailed')}</Alert>
        ) : active ? (
          <ExportProgress progress={current.progress} takeFocus={pressed} />
        ) : current?.state === 'failed' ? (
          <>
            <Alert severity="error">{t('export.failed')}</Alert>
            {prepareButton(t('export.retry'))}
          </>
        ) : ready ? null : (
          prepareButton(t('export.prepare'))
        )}
        {startFailed && <Alert severity="error">{t('export.startFailed')}</Alert>}
        <Box role="status" sx={{ typography: 'body2' }}>
          {ready && (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('export.ready', {
                  size: formatSize(ready.sizeBytes ?? 0, i18n.language),
                  date: formatDate(ready.expiresAt ?? ready.requestedAt, i18n.language),
                })}
              </Typography>
              <Button variant="contained" href={ready.downloadUrl ?? undefined}>
                {t('export.download')}
              </Button>
              {email && <Typography variant="body2">{t('export.emailed', { email })}</Typography>}
            </Stack>
          )}
        </Box>
        {ready && prepareButton(t('export.again'))}
      </Stack>
    </SectionCard>
  );
};
