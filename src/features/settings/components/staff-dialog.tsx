import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { StaffMember } from '@contract/api/settings';
import { passwordMaxLength, passwordMinLength } from '@contract/rules/account';
import { type StaffRole, staffLoginPattern, staffNameMaxLength, staffRoles } from '@contract/rules/staff';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useAddStaffMutation, useUpdateStaffMutation } from '../api';
import { fieldReason, isRateLimited, problemCode } from '@/api/problem';

// Staff management waits for a confirmed e-mail and is rate-limited; each gets its own message.
const failureKey = (error: unknown): string => {
  if (problemCode(error) === 'EMAIL_NOT_CONFIRMED') return 'settings:staff.emailNeeded';
  return isRateLimited(error) ? 'settings:staff.tooMany' : 'settings:staff.saveFailed';
};

interface StaffDialogProps {
  /** null adds a member; a member edits it. */
  member: StaffMember | null;
  open: boolean;
  onClose: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  login: string;
  role: StaffRole;
  password: string;
}

export const StaffDialog = ({ member, open, onClose }: StaffDialogProps) => {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const [addStaff] = useAddStaffMutation();
  const [updateStaff] = useUpdateStaffMutation();
  const editing = member !== null;

  const password = yup.string().min(passwordMinLength, t('staff.passwordMin')).max(passwordMaxLength);
  const formik = useFormik<Values>({
    initialValues: {
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      login: member?.login ?? '',
      role: member?.role ?? 'doctor',
      password: '',
    },
    enableReinitialize: true,
    validationSchema: yup.object({
      firstName: yup.string().trim().required(t('staff.firstNameRequired')).max(staffNameMaxLength),
      lastName: yup.string().trim().required(t('staff.lastNameRequired')).max(staffNameMaxLength),
      login: yup.string().trim().required(t('staff.loginRequired')).matches(staffLoginPattern, t('staff.loginFormat')),
      role: yup.string().oneOf(staffRoles),
      password: editing ? password : password.required(t('staff.passwordRequired')),
    }),
    onSubmit: async (values, helpers) => {
      const body = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        login: values.login.trim(),
        role: values.role,
      };
      try {
        if (member) {
          await updateStaff({
            id: member.id,
            body: values.password ? { ...body, password: values.password } : body,
          }).unwrap();
          dispatch(showSnackbar({ type: 'success', message: `notifications:${values.role}Updated` }));
        } else {
          await addStaff({ ...body, password: values.password }).unwrap();
          dispatch(showSnackbar({ type: 'success', message: `notifications:${values.role}Added` }));
        }
        helpers.resetForm();
        onClose();
      } catch (error) {
        if (fieldReason(error, 'body/login') === 'taken') helpers.setFieldError('login', t('staff.loginTaken'));
        else dispatch(showSnackbar({ type: 'error', message: failureKey(error) }));
      }
    },
  });

  const field = (name: keyof Omit<Values, 'role'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`staff-${name}`}
      name={name}
      label={label}
      fullWidth
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={formik.touched[name] ? formik.errors[name] : undefined}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="staff-dialog-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="staff-dialog-title">{editing ? t('staff.editTitle') : t('staff.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('firstName', t('staff.firstName'), { required: true, autoComplete: 'off' })}
              {field('lastName', t('staff.lastName'), { required: true, autoComplete: 'off' })}
            </Stack>
            {field('login', t('staff.login'), { required: true, autoComplete: 'off' })}
            <TextField
              id="staff-role"
              name="role"
              select
              label={t('staff.role')}
              value={formik.values.role}
              onChange={formik.handleChange}
              fullWidth
            >
              {staffRoles.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`staff.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
            {field('password', editing ? t('staff.newPassword') : t('staff.password'), {
              type: 'password',
              required: !editing,
              autoComplete: 'new-password',
              ...(editing && !(formik.touched.password && formik.errors.password)
                ? { helperText: t('staff.passwordKeep') }
                : {}),
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={formik.isSubmitting}>
            {editing ? t('staff.save') : t('staff.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
