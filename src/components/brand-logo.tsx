import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandMark } from './brand-mark';

interface BrandLogoProps {
  appName: string;
  /** `light` on dark surfaces (navigation bar, hero), `dark` on light ones. */
  tone?: 'light' | 'dark';
  size?: number;
}

/** The tooth mark with the product name as its wordmark. */
export const BrandLogo = ({ appName, tone = 'dark', size = 36 }: BrandLogoProps) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
    <BrandMark size={size} />
    <Typography
      component="span"
      sx={{
        fontWeight: 800,
        fontSize: size * 0.55,
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        color: tone === 'light' ? 'common.white' : 'text.primary',
      }}
    >
      {appName}
    </Typography>
  </Box>
);
