import AppleIcon from '@mui/icons-material/Apple';
import DownloadIcon from '@mui/icons-material/Download';
import WindowIcon from '@mui/icons-material/Window';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Release } from '@contract/api/releases';
import { formatDate, formatFileSize } from '../format';

interface InstallerCardProps {
  release: Release;
  /** Asks the server for fresh signed links; resolves to the release's new download URL. */
  refreshLink: () => Promise<string | undefined>;
}

// A link signed a few seconds before its end may expire on the way: ask for a new one a little early.
const marginMs = 30_000;

/** One operating system's latest installer: download, size, checksum, notes and the steps to install it. */
export const InstallerCard = ({ release, refreshLink }: InstallerCardProps) => {
  const { t, i18n } = useTranslation('dashboard');
  const os = t(`installers.os.${release.os}`);
  const steps = t(`installers.steps.${release.os}`, { returnObjects: true }) as string[];
  const titleId = `installer-${release.os}`;

  // The page may have stayed open longer than the link lives: a stale link is replaced before it is followed.
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.parse(release.downloadExpiresAt) - Date.now() > marginMs) return;
    event.preventDefault();
    const fresh = await refreshLink();
    if (fresh) window.location.assign(fresh);
  };

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: release.os === 'windows' ? '#e3f2fd' : '#eceff1',
            color: release.os === 'windows' ? '#0b5cad' : '#263238',
          }}
        >
          {release.os === 'windows' ? <WindowIcon /> : <AppleIcon />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {os}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('installers.version', { version: release.version })} ·{' '}
            {t('installers.published', { date: formatDate(release.publishedAt, i18n.language) })} ·{' '}
            {formatFileSize(release.sizeBytes, i18n.language)}
          </Typography>
        </Box>
      </Stack>
      <Box>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={release.downloadUrl}
          download={release.fileName}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event)}
        >
          {t('installers.download', { os })}
        </Button>
      </Box>
      {release.notes && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('installers.notes')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
            {release.notes}
          </Typography>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" component="h4">
          {t('installers.stepsTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {steps.map((step) => (
            <Typography component="li" variant="body2" key={step}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('installers.checksum')}
        </Typography>
        <Typography
          variant="caption"
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block' }}
        >
          {release.sha256}
        </Typography>
      </Box>
    </Box>
  );
};
