import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

interface AuthResultProps {
  icon: ReactNode;
  tone: 'success' | 'error' | 'primary';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The end of a flow inside the auth card: a coloured icon, the page's h1, what happened, what to do next. */
export const AuthResult = ({ icon, tone, title, children, actions }: AuthResultProps) => (
  <Stack spacing={2.5} role="status">
    <Box
      aria-hidden
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: `${tone}.main`,
        color: `${tone}.contrastText`,
        '& svg': { fontSize: 34 },
      }}
    >
      {icon}
    </Box>
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    <Box sx={{ color: 'text.secondary' }}>{children}</Box>
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      {actions}
    </Stack>
  </Stack>
);
