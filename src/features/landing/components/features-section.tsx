import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LaptopMacOutlinedIcon from '@mui/icons-material/LaptopMacOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { cardGridColumns } from '@/components/card-grid-columns';

type FeatureKey =
  'visualisation' | 'pdf' | 'invoice' | 'steps' | 'sharing' | 'patients' | 'modules' | 'integration' | 'desktop';

/** The product's features, as a grid of cards. */
const features: readonly { key: FeatureKey; icon: ReactNode }[] = [
  { key: 'visualisation', icon: <ViewInArOutlinedIcon /> },
  { key: 'pdf', icon: <PictureAsPdfOutlinedIcon /> },
  { key: 'invoice', icon: <ReceiptLongOutlinedIcon /> },
  { key: 'steps', icon: <AccountTreeOutlinedIcon /> },
  { key: 'sharing', icon: <ShareOutlinedIcon /> },
  { key: 'patients', icon: <FolderSharedOutlinedIcon /> },
  { key: 'modules', icon: <CategoryOutlinedIcon /> },
  { key: 'integration', icon: <HubOutlinedIcon /> },
  { key: 'desktop', icon: <LaptopMacOutlinedIcon /> },
];

export const FeaturesSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="features-title" title={t('features.title')} lead={t('features.lead')} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: cardGridColumns('repeat(3, minmax(0, 1fr))'),
          }}
        >
          {features.map(({ key, icon }) => (
            <Card
              key={key}
              sx={{
                height: '100%',
                p: 3.5,
                border: 1,
                borderColor: 'divider',
                transition: 'box-shadow 200ms ease, transform 200ms ease',
                '&:hover': { boxShadow: '0 18px 40px rgba(11, 37, 69, 0.10)', transform: 'translateY(-2px)' },
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2.5,
                  color: 'primary.dark',
                  bgcolor: 'rgba(66, 165, 245, 0.14)',
                }}
              >
                {icon}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`features.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.7 }}>
                {t(`features.${key}.text`)}
              </Typography>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
