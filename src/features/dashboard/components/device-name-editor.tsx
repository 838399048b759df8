import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceNameMaxLength } from '@contract/rules/devices';

interface DeviceNameEditorProps {
  id: string;
  initial: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The inline rename field of a key row: Enter saves, Escape gives up. */
export const DeviceNameEditor = ({ id, initial, saving, onSave, onCancel }: DeviceNameEditorProps) => {
  const { t } = useTranslation('dashboard');
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? t('keys.nameRequired')
      : trimmed.length > deviceNameMaxLength
        ? t('keys.nameTooLong', { max: deviceNameMaxLength })
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) onSave(trimmed);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'flex-start' }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextField
        id={id}
        size="small"
        label={t('keys.deviceName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && error !== null}
        helperText={touched ? error : undefined}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: deviceNameMaxLength + 1 } }}
      />
      <IconButton type="submit" aria-label={t('keys.save')} loading={saving} color="primary">
        <CheckIcon />
      </IconButton>
      <IconButton onClick={onCancel} aria-label={t('keys.cancel')} disabled={saving}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
};
