import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Profile } from '@contract/api/settings';
import {
  addressMaxLength,
  countryCodes,
  formatPhone,
  normalizePhone,
  normalizeWebsite,
  profileTextMaxLength,
} from '@contract/rules/profile';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useAutocompleteTexts } from '@/components/use-autocomplete-texts';
import { useAppDispatch } from '@/app/hooks';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api';
import { fieldReason } from '@/api/problem';
import { SectionCard } from '@/components/section-card';

interface Values {
  country: string | null;
  city: string;
  ceo: string;
  contactPerson: string;
  phone: string;
  address: string;
  website: string;
}

const valuesOf = (profile: Profile): Values => ({
  country: profile.country,
  city: profile.city,
  ceo: profile.ceo,
  contactPerson: profile.contactPerson,
  phone: profile.phone ? formatPhone(profile.phone) : '',
  address: profile.address,
  website: profile.website,
});

/** Country names in the UI language, sorted the way that language sorts. */
const useCountryOptions = (language: string) =>
  useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);

const ProfileFields = ({ profile }: { profile: Profile }) => {
  const { t, i18n } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const options = useCountryOptions(i18n.language);
  const autocompleteTexts = useAutocompleteTexts();

  const schema = yup.object({
    country: yup.string().nullable().required(t('profile.countryRequired')),
    city: yup.string().trim().required(t('profile.cityRequired')).max(profileTextMaxLength),
    ceo: yup.string().trim().required(t('profile.ceoRequired')).max(profileTextMaxLength),
    contactPerson: yup.string().trim().max(profileTextMaxLength),
    phone: yup
      .string()
      .trim()
      .required(t('profile.phoneRequired'))
      .test('phone', t('profile.phoneInvalid'), (value, context) =>
        Boolean(value && normalizePhone(value, (context.parent as Values).country)),
      ),
    address: yup.string().trim().max(addressMaxLength),
    website: yup
      .string()
      .test('website', t('profile.websiteInvalid'), (value) => normalizeWebsite(value ?? '') !== null),
  });

  const formik = useFormik<Values>({
    initialValues: valuesOf(profile),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await updateProfile({
          country: values.country ?? '',
          city: values.city.trim(),
          ceo: values.ceo.trim(),
          contactPerson: values.contactPerson.trim(),
          phone: values.phone.trim(),
          address: values.address.trim(),
          website: values.website.trim(),
        }).unwrap();
        helpers.resetForm({ values: valuesOf(saved) });
        dispatch(showSnackbar({ type: 'success', message: 'notifications:profileUpdated' }));
      } catch (error) {
        if (fieldReason(error, 'body/phone')) helpers.setFieldError('phone', t('profile.phoneInvalid'));
        if (fieldReason(error, 'body/website')) helpers.setFieldError('website', t('profile.websiteInvalid'));
        dispatch(showSnackbar({ type: 'error', message: 'notifications:profileUpdateFailed' }));
      }
    },
  });

  const fieldProps = (name: keyof Omit<Values, 'country'>) => ({
    id: `profile-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? formik.errors[name] : undefined,
    fullWidth: true,
  });

  const selected = options.find((option) => option.code === formik.values.country) ?? null;

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Autocomplete
            id="profile-country"
            {...autocompleteTexts}
            options={options}
            value={selected}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            onChange={(_event, option) => void formik.setFieldValue('country', option?.code ?? null)}
            onBlur={() => void formik.setFieldTouched('country', true)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('profile.country')}
                required
                name="country"
                error={Boolean(formik.touched.country && formik.errors.country)}
                helperText={formik.touched.country ? formik.errors.country : undefined}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('city')} label={t('profile.city')} required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('ceo')} label={t('profile.ceo')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('contactPerson')} label={t('profile.contactPerson')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('phone')}
            label={t('profile.phone')}
            required
            type="tel"
            autoComplete="tel"
            onBlur={(event) => {
              formik.handleBlur(event);
              const e164 = normalizePhone(formik.values.phone, formik.values.country);
              if (e164) void formik.setFieldValue('phone', formatPhone(e164));
            }}
            helperText={(formik.touched.phone && formik.errors.phone) || t('profile.phoneHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('website')}
            label={t('profile.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            onBlur={(event) => {
              formik.handleBlur(event);
              const url = normalizeWebsite(formik.values.website);
              if (url) void formik.setFieldValue('website', url);
            }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...fieldProps('address')}
            label={t('profile.address')}
            autoComplete="street-address"
            helperText={(formik.touched.address && formik.errors.address) || t('profile.contactsHint')}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" loading={formik.isSubmitting}>
            {t('profile.save')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
};

export const ProfileForm = () => {
  const { t } = useTranslation('settings');
  const { data, isError, refetch } = useGetProfileQuery();
  return (
    <SectionCard id="settings-profile" title={t('profile.title')} lead={t('profile.lead')}>
      {data ? (
        <ProfileFields profile={data} />
      ) : isError ? (
        <Button onClick={() => void refetch()}>{t('retry')}</Button>
      ) : (
        <Skeleton variant="rounded" height={180} aria-label={t('loading')} />
      )}
    </SectionCard>
  );
};
