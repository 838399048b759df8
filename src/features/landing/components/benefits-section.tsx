import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const groups: readonly { key: 'doctors' | 'owners' | 'patients'; icon: ReactNode; accent: string }[] = [
  { key: 'doctors', icon: <MedicalServicesOutlinedIcon />, accent: '#1e88e5' },
  { key: 'owners', icon: <StorefrontOutlinedIcon />, accent: '#19857b' },
  { key: 'patients', icon: <FavoriteBorderOutlinedIcon />, accent: '#8e5cd9' },
];

/** Benefits for doctors, for clinic owners, and what a doctor can give a patient. */
export const BenefitsSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="benefits-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="benefits-title" title={t('benefits.title')} lead={t('benefits.lead')} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {groups.map(({ key, icon, accent }) => (
            <Card
              key={key}
              sx={{
                height: '100%',
                p: { xs: 3, md: 4 },
                border: 1,
                borderColor: 'divider',
                borderTop: 4,
                borderTopColor: accent,
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    color: accent,
                    bgcolor: `${accent}1f`,
                  }}
                >
                  {icon}
                </Box>
                <Typography variant="h6" component="h3">
                  {t(`benefits.${key}.title`)}
                </Typography>
              </Stack>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {(t(`benefits.${key}.items`, { returnObjects: true }) as string[]).map((item) => (
                  <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                    <CheckCircleRoundedIcon fontSize="small" sx={{ color: accent, mt: '3px' }} aria-hidden="true" />
                    <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
                      {item}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
