import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** One card of a cabinet page (settings, dashboard) with its own h2, labelled for assistive technology. */
export const SectionCard = ({ id, title, lead, action, children }: SectionCardProps) => (
  <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
    {/* On a phone the action goes under the text: beside it, it squeezed the lead into a narrow column. */}
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2.5 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {lead && (
          <Typography variant="body2" color="textSecondary">
            {lead}
          </Typography>
        )}
      </Stack>
      {action}
    </Stack>
    {children}
  </Paper>
);
