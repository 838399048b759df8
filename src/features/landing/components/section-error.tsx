import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A landing section whose data did not arrive: say so, offer a retry, keep the rest of the page. */
export const SectionError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('landing');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
};
