import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';

/** The signed-in company's name and e-mail, so the cabinet always says whose it is. */
export const CompanyIdentity = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => {
  const { t } = useTranslation();
  const { data: account, isLoading } = useAccountQuery();
  if (!account && !isLoading) return null;
  const secondary = tone === 'light' ? 'rgba(255, 255, 255, 0.72)' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
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
