import Typography from '@mui/material/Typography';

/**
 * The "popular" mark on a pricing card, drawn like MUI's small primary Chip: the Chip module (with its delete icon
 * and slot helpers) would otherwise be the landing's only reason to download it.
 */
export const PopularBadge = ({ label }: { label: string }) => (
  <Typography
    component="span"
    sx={{
      position: 'absolute',
      top: -12,
      right: 16,
      height: 24,
      px: 1,
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: '12px',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
    }}
  >
    {label}
  </Typography>
);
