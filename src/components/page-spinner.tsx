import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface PageSpinnerProps {
  /** The box fills this much height so the spinner sits in the middle of where the page will be. */
  minHeight?: string | number;
}

/** The loading state of lazy pages and of translations, centred in a full-width box. */
export const PageSpinner = ({ minHeight = '60vh' }: PageSpinnerProps) => {
  // Also the fallback while the first translations load, so it must not suspend itself.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="status"
      sx={{ width: '100%', minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress {...(ready ? { 'aria-label': t('status.loading') } : { 'aria-hidden': true })} />
    </Box>
  );
};
