import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The error state of a content page: what happened and a way to try again. */
export const LoadError = ({ title, text, retryLabel, onRetry }: LoadErrorProps) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
    sx={{ alignItems: 'center' }}
  >
    <AlertTitle>{title}</AlertTitle>
    {text}
  </Alert>
);
