import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { legalArticleSlugs } from '@contract/rules/legal-articles';
import { buildPath, paths } from '@contract/rules/routes';
import { BrandLogo } from '@/components/brand-logo';
import { analyticsConfigured } from '@/features/analytics/analytics-configured';
import { openConsentSettings } from '@/features/analytics/consent';
import { LanguageSwitcher } from '@/components/language-switcher';
import { getClientConfig } from '../config';
import { siteLinks } from './site-links';
import { cardGridColumns } from '@/components/card-grid-columns';

const articlePath = (slug: string) => buildPath(paths.article, { articleUrl: slug });

const documentLinks = [
  { to: articlePath(legalArticleSlugs.license), labelKey: 'footer.license' },
  { to: articlePath(legalArticleSlugs.privacy), labelKey: 'footer.privacy' },
  { to: articlePath(legalArticleSlugs.documentation), labelKey: 'footer.documentation' },
] as const;

interface FooterColumnProps {
  title: string;
  links: readonly { to: string; label: string }[];
}

const FooterColumn = ({ title, links }: FooterColumnProps) => (
  <Box component="nav" aria-label={title}>
    <Typography variant="overline" component="h2" sx={{ color: 'primary.light', display: 'block', mb: 1.5 }}>
      {title}
    </Typography>
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} sx={{ color: 'rgba(255, 255, 255, 0.86)', fontWeight: 500 }}>
            {link.label}
          </Link>
        </li>
      ))}
    </Stack>
  </Box>
);

export const SiteFooter = () => {
  const { t } = useTranslation();
  const { t: tSite } = useTranslation('site');
  const { appName, analytics } = getClientConfig();
  return (
    <Box component="footer" sx={{ bgcolor: 'navigationBar.dark', color: 'common.white', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        {/* Phones stack the link columns: long words ("конфиденциальности") do not fit half of 375 px. */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: cardGridColumns('minmax(0, 2fr) repeat(2, minmax(0, 1fr))'),
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <BrandLogo appName={appName} tone="light" />
            <Typography sx={{ mt: 2, maxWidth: 360, color: 'rgba(255, 255, 255, 0.78)' }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <div>
            <FooterColumn
              title={t('footer.product')}
              links={siteLinks.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
            />
          </div>
          <div>
            <FooterColumn
              title={t('footer.legal')}
              links={documentLinks.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
            />
          </div>
        </Box>
        {/* MUI's Divider, drawn by hand: its module would be the only reason the first download carries it. */}
        <Box
          component="hr"
          sx={{
            m: 0,
            flexShrink: 0,
            borderWidth: 0,
            borderStyle: 'solid',
            borderBottomWidth: 'thin',
            borderColor: 'rgba(255, 255, 255, 0.12)',
            mt: { xs: 5, md: 7 },
            mb: 3,
          }}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.72)' }}>
              {t('footer.copyright', { year: new Date().getFullYear(), appName })}
            </Typography>
            {analyticsConfigured(analytics) && (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={openConsentSettings}
                sx={{ color: 'rgba(255, 255, 255, 0.86)', textAlign: 'left' }}
              >
                {tSite('consent.settings')}
              </Link>
            )}
          </Stack>
          <Box sx={{ ml: { xs: -1.5, sm: 0 }, mr: { sm: -1.5 } }}>
            <LanguageSwitcher tone="light" />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
};
