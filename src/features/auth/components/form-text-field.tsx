import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { validationValues } from '../forms/schemas';

type FormTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
};

/** A TextField bound to a formik field; its error is an auth-namespace key, shown once touched or submitted. */
export const FormTextField = <Values,>({ formik, name, ...props }: FormTextFieldProps<Values>) => {
  const { t } = useTranslation('auth');
  const error = formik.errors[name];
  const shown = typeof error === 'string' && (Boolean(formik.touched[name]) || formik.submitCount > 0);
  return (
    <TextField
      {...props}
      name={name}
      value={formik.values[name] as string}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={shown}
      helperText={shown ? t(error as never, validationValues) : undefined}
      fullWidth
    />
  );
};
