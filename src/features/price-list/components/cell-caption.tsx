import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A cell's column name over its field on a phone, where the table becomes a list of cards and its header is hidden.
 * Hidden from screen readers: each field's own accessible name already says its column and row.
 */
export const CellCaption = ({ children }: { children: ReactNode }) => (
  <Typography
    variant="caption"
    color="textSecondary"
    component="span"
    aria-hidden
    sx={{ display: { xs: 'block', md: 'none' }, mb: 0.5 }}
  >
    {children}
  </Typography>
);
