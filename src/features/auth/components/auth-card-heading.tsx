import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The h1 and lead of a page inside the auth card. */
export const AuthCardHeading = ({ title, lead }: { title: string; lead: string }) => (
  <Stack spacing={1.25} sx={{ mb: 4 }}>
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    <Typography color="textSecondary">{lead}</Typography>
  </Stack>
);
