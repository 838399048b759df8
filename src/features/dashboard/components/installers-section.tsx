import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useGetReleasesQuery } from '../api';
import { InstallerCard } from './installer-card';
import { LockedNotice } from './locked-notice';

const Releases = () => {
  const { t } = useTranslation('dashboard');
  const { data, isError, refetch } = useGetReleasesQuery();
  if (!data) {
    return isError ? (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    ) : (
      <Skeleton variant="rounded" height={200} aria-label={t('loading')} />
    );
  }
  if (data.releases.length === 0) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{t('installers.emptyTitle')}</AlertTitle>
        {t('installers.empty')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {data.releases.map((release) => (
        <InstallerCard
          key={release.id}
          release={release}
          refreshLink={async () => {
            const fresh = await refetch();
            return fresh.data?.releases.find((entry) => entry.id === release.id)?.downloadUrl;
          }}
        />
      ))}
    </Box>
  );
};

/** Installation files per operating system; hidden until the company e-mail is confirmed. */
export const InstallersSection = ({ emailConfirmed, email }: { emailConfirmed: boolean; email: string }) => {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard id="dashboard-installers" title={t('installers.title')} lead={t('installers.lead')}>
      {emailConfirmed ? <Releases /> : <LockedNotice email={email} />}
    </SectionCard>
  );
};
