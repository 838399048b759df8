import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@contract/api/cards';
import { displayWebsite } from '@contract/rules/profile';
import { countryName } from '../format';
import { useFormattedPhone } from '../use-formatted-phone';

const ContactLine = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 44 }}>
    {icon}
    <Typography component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

const iconSx = { color: 'text.secondary' } as const;

/**
 * How to reach the clinic that sent the plan, from its profile: call, write, visit its website, where it is. The
 * patient's questions go to the clinic; the site's own contact button stays off this page.
 */
export const ClinicContacts = ({ clinic, language }: { clinic: Clinic; language: string }) => {
  const { t } = useTranslation('preview');
  const phone = useFormattedPhone(clinic.phone);
  const place = [clinic.address.trim(), clinic.city.trim(), clinic.country ? countryName(clinic.country, language) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <Paper
      component="section"
      aria-labelledby="clinic-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id="clinic-title" variant="h6" component="h2">
        {t('clinic.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{clinic.name}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {clinic.phone && (
          <ContactLine icon={<PhoneOutlinedIcon sx={iconSx} />}>
            <Link href={`tel:${clinic.phone}`} aria-label={t('clinic.phone', { phone })}>
              {phone}
            </Link>
          </ContactLine>
        )}
        {clinic.email && (
          <ContactLine icon={<EmailOutlinedIcon sx={iconSx} />}>
            <Link href={`mailto:${clinic.email}`} aria-label={t('clinic.email', { email: clinic.email })}>
              {clinic.email}
            </Link>
          </ContactLine>
        )}
        {clinic.website && (
          <ContactLine icon={<LanguageOutlinedIcon sx={iconSx} />}>
            <Link
              href={clinic.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('clinic.website', { website: displayWebsite(clinic.website) })}
            >
              {displayWebsite(clinic.website)}
            </Link>
          </ContactLine>
        )}
        {place && (
          <ContactLine icon={<PlaceOutlinedIcon sx={iconSx} />}>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'inline' }}>
              {place}
            </Box>
          </ContactLine>
        )}
      </Stack>
    </Paper>
  );
};
