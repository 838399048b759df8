import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageHeadingProps {
  title: string;
  lead?: string;
}

/** The page's one h1 and an optional lead sentence under it. */
export const PageHeading = ({ title, lead }: PageHeadingProps) => (
  <Stack spacing={1.5} sx={{ mb: { xs: 3, md: 5 }, maxWidth: 760 }}>
    <Typography variant="h3" component="h1">
      {title}
    </Typography>
    {lead && (
      <Typography variant="subtitle1" color="textSecondary">
        {lead}
      </Typography>
    )}
  </Stack>
);
