import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { DeviceKey } from '@contract/api/device-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useReloadKeyMutation, useRenameDeviceMutation } from '../api';
import { formatAgo } from '../format';
import { DeviceNameEditor } from './device-name-editor';

/** The columns of the keys table at md and up; phones stack the cells. */
/**
 * The table's columns from lg up: the header and every row are subgrids of one grid, so a column is as wide as its
 * widest cell in any row and the titles stand over their cells.
 */
export const keyTableColumns = 'minmax(10rem, 1fr) max-content minmax(12rem, 1fr) auto';
/** A row spans the table and takes its columns. */
export const keyTableRow = { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' } as const;

const KeyStatus = ({ deviceKey }: { deviceKey: DeviceKey }) => {
  const { t, i18n } = useTranslation('dashboard');
  if (deviceKey.status === 'not-activated') {
    return (
      <Box>
        <Chip size="small" variant="outlined" label={t('keys.notActivated')} />
      </Box>
    );
  }
  const os = deviceKey.os ? t(`installers.os.${deviceKey.os}`) : '';
  return (
    <Box>
      <Chip size="small" color="success" label={t('keys.activatedOn', { os })} />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
        {deviceKey.appVersion && `${t('keys.appVersion', { version: deviceKey.appVersion })} · `}
        {deviceKey.lastSeenAt &&
          t('keys.lastSeen', { ago: formatAgo(deviceKey.lastSeenAt, new Date(), i18n.language) })}
      </Typography>
    </Box>
  );
};

/** One device slot: its name (renamed in place), its key (copied with a click), status, and reload. */
export const KeyRow = ({ deviceKey }: { deviceKey: DeviceKey }) => {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rename, { isLoading: renaming }] = useRenameDeviceMutation();
  const [reload, { isLoading: reloading }] = useReloadKeyMutation();
  // The clinic's name wins; an unnamed slot is called by its number in the reader's language.
  const name = deviceKey.deviceName ?? t('keys.defaultName', { n: deviceKey.slot });
  const reported =
    deviceKey.reportedName !== null && deviceKey.reportedName !== deviceKey.deviceName ? deviceKey.reportedName : null;

  const save = async (deviceName: string) => {
    try {
      await rename({ keyId: deviceKey.id, deviceName }).unwrap();
      setEditing(false);
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'dashboard:keys.renameFailed' }));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deviceKey.key);
      dispatch(showSnackbar({ type: 'success', message: 'notifications:keyCopied' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'dashboard:keys.copyFailed' }));
    }
  };

  const confirmReload = async () => {
    try {
      await reload(deviceKey.id).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'notifications:keyReloaded' }));
    } catch (error) {
      // Another tab or a double click reloaded it a moment ago: the row now shows that key, which is the one to use.
      const failure = error as { status?: unknown; data?: { current?: unknown } };
      const alreadyReloaded = failure.status === 409 && failure.data?.current !== undefined;
      dispatch(
        alreadyReloaded
          ? showSnackbar({ type: 'info', message: 'notifications:keyReloadedAlready' })
          : showSnackbar({ type: 'error', message: 'notifications:keyReloadFailed' }),
      );
    }
    setConfirming(false);
  };

  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: keyTableRow.gridTemplateColumns },
        gridColumn: { lg: keyTableRow.gridColumn },
        gap: { xs: 1.5, lg: 2 },
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: deviceKey.covered ? 1 : 0.75,
      }}
    >
      {/* A name being edited takes the whole row, so the field has room; the other cells move below it. */}
      <Box sx={{ minWidth: 0, gridColumn: editing ? { lg: '1 / -1' } : undefined }}>
        {editing ? (
          <DeviceNameEditor
            id={`device-name-${deviceKey.id}`}
            initial={name}
            saving={renaming}
            onSave={(next) => void save(next)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Tooltip title={t('keys.rename', { name })}>
              <IconButton size="small" onClick={() => setEditing(true)} aria-label={t('keys.rename', { name })}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
        {reported !== null && !editing && (
          <Typography variant="caption" color="textSecondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {t('keys.reportedName', { name: reported })}
          </Typography>
        )}
        {!deviceKey.covered && (
          <Chip size="small" color="warning" variant="outlined" label={t('keys.notCovered')} sx={{ mt: 0.5 }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography
          component="code"
          data-testid="activation-key"
          sx={{ fontFamily: 'monospace', fontSize: { xs: 13, sm: 14 }, letterSpacing: 0.3, whiteSpace: 'nowrap' }}
        >
          {deviceKey.key}
        </Typography>
        <Tooltip title={t('keys.copy', { name })}>
          <IconButton size="small" onClick={() => void copy()} aria-label={t('keys.copy', { name })}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <KeyStatus deviceKey={deviceKey} />
      <Box sx={{ justifySelf: { lg: 'end' } }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AutorenewIcon />}
          onClick={() => setConfirming(true)}
          aria-label={t('keys.reloadOf', { name })}
        >
          {t('keys.reload')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('keys.confirmTitle')}
        text={t('keys.confirmText', { name })}
        confirmLabel={t('keys.confirm')}
        busy={reloading}
        onConfirm={() => void confirmReload()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
