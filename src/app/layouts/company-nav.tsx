import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';

const items = [
  { to: paths.company, labelKey: 'company.nav.dashboard', icon: <DashboardOutlinedIcon />, end: true },
  { to: paths.companySettings, labelKey: 'company.nav.settings', icon: <SettingsOutlinedIcon />, end: false },
  { to: paths.companyPriceList, labelKey: 'company.nav.priceList', icon: <RequestQuoteOutlinedIcon />, end: false },
] as const;

/** The cabinet's sections, on the dark navigation bar. */
export const CompanyNav = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  return (
    <List component="div" sx={{ px: 1.5, py: 2, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          onClick={onNavigate}
          sx={{
            color: 'rgba(255, 255, 255, 0.86)',
            '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
            '&.active': { bgcolor: 'activeNavigationBar.main', color: 'common.white' },
            '&.active .MuiListItemIcon-root': { color: 'primary.light' },
          }}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={t(item.labelKey)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        </ListItemButton>
      ))}
    </List>
  );
};
