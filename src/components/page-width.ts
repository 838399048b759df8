import type { SxProps, Theme } from '@mui/material/styles';

/**
 * What `<Container maxWidth="lg">` draws, as `sx` for a Box: for the header and the hero, whose modules would
 * otherwise be the first download's only reason to carry Container.
 */
export const pageWidthLg: SxProps<Theme> = {
  width: '100%',
  mx: 'auto',
  boxSizing: 'border-box',
  display: 'block',
  px: { xs: 2, sm: 3 },
  maxWidth: { lg: 1200 },
};
