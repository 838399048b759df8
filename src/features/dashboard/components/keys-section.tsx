import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useGetKeysQuery } from '../api';
import { KeyRow, keyTableColumns, keyTableRow } from './key-row';
import { LockedNotice } from './locked-notice';

const KeysTable = () => {
  const { t } = useTranslation('dashboard');
  const { data, isError, refetch } = useGetKeysQuery();
  if (!data) {
    return isError ? (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    ) : (
      <Skeleton variant="rounded" height={160} aria-label={t('loading')} />
    );
  }
  if (data.keys.length === 0) return <Typography color="textSecondary">{t('keys.empty')}</Typography>;
  return (
    <Box sx={{ display: { lg: 'grid' }, gridTemplateColumns: { lg: keyTableColumns }, columnGap: 2 }}>
      {/* Column titles for sighted users on wide screens; each row names its own controls for screen readers. */}
      <Box
        aria-hidden
        data-testid="keys-header"
        sx={{
          display: { xs: 'none', lg: 'grid' },
          ...keyTableRow,
          gap: 2,
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {(['deviceName', 'key', 'status', 'actions'] as const).map((column) => (
          <Typography
            key={column}
            variant="caption"
            color="textSecondary"
            sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
          >
            {t(`keys.${column}`)}
          </Typography>
        ))}
      </Box>
      <Box
        component="ul"
        aria-label={t('keys.title')}
        sx={{
          p: 0,
          m: 0,
          display: { lg: 'grid' },
          gridColumn: { lg: keyTableRow.gridColumn },
          gridTemplateColumns: { lg: keyTableRow.gridTemplateColumns },
        }}
      >
        {data.keys.map((deviceKey) => (
          <KeyRow key={deviceKey.id} deviceKey={deviceKey} />
        ))}
      </Box>
    </Box>
  );
};

/** The activation keys table; hidden until the company e-mail is confirmed. */
export const KeysSection = ({ emailConfirmed, email }: { emailConfirmed: boolean; email: string }) => {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard id="dashboard-keys" title={t('keys.title')} lead={t('keys.lead')}>
      {emailConfirmed ? <KeysTable /> : <LockedNotice email={email} />}
    </SectionCard>
  );
};
