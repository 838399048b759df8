import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
}

/** A landing section's h2 with an optional lead, centred. */
export const SectionHeading = ({ id, title, lead, tone = 'dark' }: SectionHeadingProps) => (
  <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center', mb: { xs: 5, md: 7 } }}>
    <Typography id={id} variant="h3" component="h2" sx={{ maxWidth: 760 }}>
      {title}
    </Typography>
    {lead && (
      <Typography
        variant="subtitle1"
        sx={{ maxWidth: 640, color: tone === 'light' ? 'rgba(255, 255, 255, 0.84)' : 'text.secondary' }}
      >
        {lead}
      </Typography>
    )}
  </Stack>
);
