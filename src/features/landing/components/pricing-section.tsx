import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  dailyRateCents,
  daysPerMonth,
  defaultPackagePriceCents,
  packageDevices,
  packageMonths,
  priceCurrency,
} from '@contract/rules/packages';
import { paths } from '@contract/rules/routes';
import { PopularBadge } from './popular-badge';
import { SectionHeading } from './section-heading';
import { cardGridColumns } from '@/components/card-grid-columns';

const popularDevices = 5;

const money = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: priceCurrency, maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** A summary of the package rules: per device count, the monthly price and each duration's total. */
export const PricingSection = () => {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box component="section" aria-labelledby="pricing-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="pricing-title" title={t('pricing.title')} lead={t('pricing.lead')} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: cardGridColumns('repeat(4, minmax(0, 1fr))'),
          }}
        >
          {packageDevices.map((devices) => {
            const popular = devices === popularDevices;
            return (
              <Card
                key={devices}
                sx={{
                  height: '100%',
                  p: 3,
                  border: popular ? 2 : 1,
                  borderColor: popular ? 'primary.main' : 'divider',
                  position: 'relative',
                  overflow: 'visible',
                }}
              >
                {popular && <PopularBadge label={t('pricing.popular')} />}
                <Typography variant="h6" component="h3">
                  {t('pricing.devices', { count: devices })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', my: 2 }}>
                  <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'primary.dark' }}>
                    {money(daysPerMonth * dailyRateCents(devices), language)}
                  </Typography>
                  <Typography color="textSecondary">{t('pricing.perMonth')}</Typography>
                </Stack>
                <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {packageMonths.map((months) => (
                    <Typography component="li" variant="body2" color="textSecondary" key={months}>
                      {t('pricing.months', {
                        count: months,
                        price: money(defaultPackagePriceCents({ months, devices }), language),
                      })}
                    </Typography>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Box>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ mt: 5, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="textSecondary" sx={{ maxWidth: 720 }}>
            {t('pricing.trial')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.signUp}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {t('pricing.cta')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
};
