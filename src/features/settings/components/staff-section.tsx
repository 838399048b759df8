import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@contract/api/settings';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useGetStaffQuery, useRemoveStaffMutation } from '../api';
import { statusOf } from '@/api/problem';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { StaffDialog } from './staff-dialog';

/** Doctors and admins; the server answers 403 to admins, who then do not see the section at all. */
export const StaffSection = () => {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { data, error, isLoading } = useGetStaffQuery();
  const [removeStaff, removal] = useRemoveStaffMutation();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  if (statusOf(error) === 403) return null;

  const openDialog = (member: StaffMember | null) => {
    setEditing(member);
    setDialogOpen(true);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeStaff(removing.id).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'settings:staff.removed' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'settings:staff.removeFailed' }));
    }
    setRemoving(null);
  };

  return (
    <SectionCard
      id="settings-staff"
      title={t('staff.title')}
      lead={t('staff.lead')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)} sx={{ flexShrink: 0 }}>
          {t('staff.add')}
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton variant="rounded" height={72} aria-label={t('loading')} />
      ) : data && data.staff.length > 0 ? (
        <List disablePadding aria-label={t('staff.title')}>
          {data.staff.map((member) => (
            <ListItem
              key={member.id}
              divider
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <IconButton
                    aria-label={t('staff.editLabel', { name: `${member.firstName} ${member.lastName}` })}
                    onClick={() => openDialog(member)}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={t('staff.removeLabel', { name: `${member.firstName} ${member.lastName}` })}
                    onClick={() => setRemoving(member)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{`${member.firstName} ${member.lastName}`}</span>
                    <Chip size="small" label={t(`staff.roles.${member.role}`)} variant="outlined" />
                  </Stack>
                }
                secondary={member.login}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="textSecondary">{error ? t('loadFailed') : t('staff.empty')}</Typography>
      )}
      <StaffDialog member={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.removeTitle')}
        text={t('staff.removeText', { name: removing ? `${removing.firstName} ${removing.lastName}` : '' })}
        confirmLabel={t('staff.remove')}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
};
