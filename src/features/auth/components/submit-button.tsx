import Button from '@mui/material/Button';
import { type ReactNode } from 'react';

/** The form's main action: disabled, with a spinner, while the request is on its way. */
export const SubmitButton = ({ sending, children }: { sending: boolean; children: ReactNode }) => (
  <Button type="submit" variant="contained" size="large" fullWidth loading={sending} disabled={sending}>
    {children}
  </Button>
);
