import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import * as yup from 'yup';
import { companyNameMaxLength } from '@contract/rules/account';
import { SectionCard } from '@/components/section-card';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useSaveAccountNameMutation } from '../api';

/** View, edit, saved: the name the clinic goes by in the cabinet, e-mails and printed plans. */
export const AccountNameEditor = ({ name }: { name: string }) => {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [saveName] = useSaveAccountNameMutation();

  const formik = useFormik({
    initialValues: { accountName: name },
    enableReinitialize: true,
    validationSchema: yup.object({
      accountName: yup
        .string()
        .trim()
        .required(t('accountName.required'))
        .max(companyNameMaxLength, t('accountName.tooLong', { max: companyNameMaxLength })),
    }),
    onSubmit: async ({ accountName }) => {
      try {
        await saveName({ accountName: accountName.trim() }).unwrap();
        setEditing(false);
        dispatch(showSnackbar({ type: 'success', message: 'notifications:accountNameSaved' }));
      } catch {
        dispatch(showSnackbar({ type: 'error', message: 'notifications:accountNameSaveFailed' }));
      }
    },
  });

  const cancel = () => {
    formik.resetForm();
    setEditing(false);
  };

  return (
    <SectionCard id="dashboard-account-name" title={t('accountName.title')} lead={t('accountName.lead')}>
      {editing ? (
        <Stack
          component="form"
          noValidate
          onSubmit={formik.handleSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="account-name"
            name="accountName"
            label={t('accountName.label')}
            value={formik.values.accountName}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(formik.touched.accountName && formik.errors.accountName)}
            helperText={formik.touched.accountName ? formik.errors.accountName : undefined}
            autoFocus
            sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
          />
          <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
            <Button type="submit" variant="contained" loading={formik.isSubmitting}>
              {t('accountName.save')}
            </Button>
            <Button onClick={cancel} disabled={formik.isSubmitting}>
              {t('accountName.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Typography>
          <Button startIcon={<EditOutlinedIcon />} variant="outlined" onClick={() => setEditing(true)}>
            {t('accountName.edit')}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
};
