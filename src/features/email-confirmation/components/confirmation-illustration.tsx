import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';

export type IllustrationState = 'loading' | 'success' | 'error';

const badgeColor = { success: 'green', error: 'error' } as const;

/** An envelope in a soft disc with a badge that tells the outcome; decorative, the heading says it in words. */
export const ConfirmationIllustration = ({ state }: { state: IllustrationState }) => (
  <Box aria-hidden sx={{ position: 'relative', width: 112, height: 112, mx: 'auto' }}>
    <Box
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: state === 'error' ? 'error.main' : 'primary.dark',
        background: `radial-gradient(circle at 30% 25%, ${alpha(theme.palette.common.white, 0.9)}, ${alpha(
          state === 'error' ? theme.palette.error.main : theme.palette.primary.main,
          0.18,
        )})`,
        boxShadow: `inset 0 0 0 1px ${alpha(theme.palette.primary.main, 0.2)}`,
      })}
    >
      <MailOutlineRoundedIcon sx={{ fontSize: 56 }} />
    </Box>
    {state === 'loading' ? (
      <CircularProgress size={112} thickness={1.6} sx={{ position: 'absolute', inset: 0 }} />
    ) : (
      <Box
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 4,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${badgeColor[state]}.main`,
          color: 'common.white',
          border: 3,
          borderColor: 'background.paper',
        }}
      >
        {state === 'success' ? <CheckRoundedIcon /> : <CloseRoundedIcon />}
      </Box>
    )}
  </Box>
);
