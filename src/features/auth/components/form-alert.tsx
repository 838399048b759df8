import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * What went wrong with the last submit, as an auth-namespace key and its values (kept in formik's status), under an
 * optional headline (a key with its namespace): the one place the form says it.
 */
export interface FormFailure {
  key: string;
  values?: Record<string, string | number>;
  title?: string;
}

export const FormAlert = ({ failure }: { failure: FormFailure | undefined }) => {
  const { t } = useTranslation('auth');
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {failure.title && <AlertTitle>{t(failure.title as never)}</AlertTitle>}
      {t(failure.key as never, failure.values)}
    </Alert>
  );
};
