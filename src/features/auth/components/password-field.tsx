import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type TextFieldProps } from '@mui/material/TextField';
import { type FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

type PasswordFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'helperText' | 'type'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
};

/** A password field with a show/hide toggle that says what it will do. */
export const PasswordField = <Values,>(props: PasswordFieldProps<Values>) => {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                aria-label={t(visible ? 'password.hide' : 'password.show')}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
