import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The 3D view's place while its code loads: the canvas's own height, so nothing below it moves when it draws. */
export const ArchLoading = ({ label }: { label: string }) => (
  <Box
    role="status"
    sx={{
      height: { xs: 300, sm: 380, md: 420 },
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      bgcolor: '#eef2f6',
      borderRadius: 2,
    }}
  >
    <CircularProgress aria-hidden />
    <Typography>{label}</Typography>
  </Box>
);
