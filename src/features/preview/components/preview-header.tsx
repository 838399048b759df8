import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@contract/api/cards';
import { formatSavedDate, initialsOf } from '../format';

interface PreviewHeaderProps {
  clinic: Clinic;
  patientName: string;
  savedAt: string;
  language: string;
}

/** Who sent the plan and whose it is: the clinic's logo and name, the page's h1, the patient and the saved date. */
export const PreviewHeader = ({ clinic, patientName, savedAt, language }: PreviewHeaderProps) => {
  const { t } = useTranslation('preview');
  return (
    <Paper component="header" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {clinic.logoUrl ? (
          <Avatar
            src={clinic.logoUrl}
            alt={t('header.clinicLogo', { clinic: clinic.name })}
            variant="rounded"
            sx={{ width: 56, height: 56, bgcolor: 'background.paper' }}
            slotProps={{ img: { width: 56, height: 56, sx: { objectFit: 'contain' } } }}
          />
        ) : (
          <Avatar
            aria-hidden
            variant="rounded"
            sx={{ width: 56, height: 56, bgcolor: 'primary.dark', color: 'common.white', fontWeight: 600 }}
          >
            {initialsOf(clinic.name)}
          </Avatar>
        )}
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {clinic.name}
        </Typography>
      </Stack>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('header.patient', { name: patientName })}</Typography>
        <Typography color="textSecondary">{t('header.saved', { date: formatSavedDate(savedAt, language) })}</Typography>
      </Stack>
    </Paper>
  );
};
