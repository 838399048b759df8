import Button from '@mui/material/Button';
import { type ReactNode } from 'react';
import { useHydrated } from '@/components/use-hydrated';

/**
 * The form's main action: disabled, with a spinner, while the request is on its way. On a prerendered page it is
 * also disabled until the app has taken the form over: a submit before that would be the browser's own, a GET that
 * puts every field, the password too, into the address and the server's log.
 */
export const SubmitButton = ({ sending, children }: { sending: boolean; children: ReactNode }) => {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={sending} disabled={sending || !hydrated}>
      {children}
    </Button>
  );
};
