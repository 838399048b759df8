import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** What went wrong with the last submit, as an auth-namespace key and its values (kept in formik's status). */
export interface FormFailure {
  key: string;
  values?: Record<string, string | number>;
}

export const FormAlert = ({ failure }: { failure: FormFailure | undefined }) => {
  const { t } = useTranslation('auth');
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {t(failure.key as never, failure.values)}
    </Alert>
  );
};
