import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { useCompanyLogo } from '@/features/settings/use-company-logo';

/**
 * The signed-in company's mark and name, so the cabinet always says whose it is: its uploaded logo, whole and
 * undistorted on a white tile, or a building icon before there is one.
 */
export const CompanyIdentity = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => {
  const { t } = useTranslation();
  const { data: account, isLoading } = useAccountQuery();
  const logo = useCompanyLogo();
  if (!account && !isLoading) return null;
  const secondary = tone === 'light' ? 'rgba(255, 255, 255, 0.72)' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={t('company.logoAlt')}
          sx={{
            flexShrink: 0,
            height: 36,
            width: 'auto',
            maxWidth: 96,
            objectFit: 'contain',
            // In pixels: the theme's radius unit (20 px) would round a 36 px tile into a pill.
            borderRadius: '4px',
            bgcolor: 'common.white',
            p: 0.25,
            boxSizing: 'border-box',
          }}
        />
      ) : (
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: tone === 'light' ? theme.palette.navigationBar.light : alpha(theme.palette.primary.main, 0.12),
            color: tone === 'light' ? theme.palette.common.white : theme.palette.primary.dark,
          })}
        >
          <ApartmentRoundedIcon fontSize="small" />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: secondary, lineHeight: 1.2 }}>
          {t('company.signedInAs')}
        </Typography>
        {account ? (
          <Typography
            component="p"
            noWrap
            sx={{ fontWeight: 600, maxWidth: { xs: 200, md: 360, lg: 520 } }}
            title={account.company.name}
          >
            {account.company.name}
          </Typography>
        ) : (
          <Skeleton width={140} />
        )}
      </Box>
    </Box>
  );
};
