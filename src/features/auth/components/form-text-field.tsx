import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FormikProps } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueTypedBeforeHydration } from '@/components/use-value-typed-before-hydration';
import { validationValues } from '../forms/schemas';

type FormTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
};

/** A TextField bound to a formik field; its error is an auth-namespace key, translated when shown. */
export const FormTextField = <Values,>({ formik, name, ...props }: FormTextFieldProps<Values>) => {
  const { t } = useTranslation('auth');
  const input = useRef<HTMLInputElement>(null);
  const value = formik.values[name] as string;
  useValueTypedBeforeHydration(input, value, (typed) => void formik.setFieldValue(name, typed));
  const error = formik.errors[name];
  // An empty field the user merely passed through stays quiet until a submit: a message popping up on blur
  // would move the links below it under the pointer.
  const shown =
    typeof error === 'string' && (formik.submitCount > 0 || (Boolean(formik.touched[name]) && value !== ''));
  return (
    <TextField
      {...props}
      name={name}
      inputRef={input}
      value={value}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={shown}
      helperText={shown ? t(error as never, validationValues) : undefined}
      fullWidth
    />
  );
};
