import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@contract/rules/routes';
import { pageWidthLg } from '@/components/page-width';
import { HeroIllustration } from './hero-illustration';

export const heroBackground =
  'radial-gradient(1100px 560px at 85% -10%, rgba(66, 165, 245, 0.32), transparent 60%), radial-gradient(800px 480px at -10% 110%, rgba(25, 133, 123, 0.35), transparent 60%), linear-gradient(160deg, #0b2545 0%, #0e3566 55%, #0a2140 100%)';

export const HeroSection = () => {
  const { t } = useTranslation('landing');
  const notes = [t('hero.platforms'), t('hero.trial')];

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ color: 'common.white', background: heroBackground, pt: { xs: 13, md: 18 }, pb: { xs: 8, md: 12 } }}
    >
      <Box sx={pageWidthLg}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 4 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          }}
        >
          <div>
            <Typography variant="overline" component="p" sx={{ color: 'primary.light', lineHeight: 1.6, mb: 2 }}>
              {t('hero.eyebrow')}
            </Typography>
            <Typography
              id="hero-title"
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '2.75rem', lg: '3.25rem' } }}
            >
              {t('hero.title')}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ mt: 3, fontWeight: 400, lineHeight: 1.6, color: 'rgba(255, 255, 255, 0.84)' }}
            >
              {t('hero.lead')}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 2,
                mt: 5,
                flexWrap: 'wrap',
                '& .MuiButton-root': { whiteSpace: 'nowrap' },
              }}
            >
              <Button variant="contained" size="large" component={RouterLink} to={paths.signUp}>
                {t('hero.primaryCta')}
              </Button>
              <Button
                variant="outlined"
                color="white"
                size="large"
                startIcon={<PlayCircleOutlinedIcon />}
                component={RouterLink}
                to={paths.videos}
              >
                {t('hero.secondaryCta')}
              </Button>
            </Box>
            <Box
              component="ul"
              sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0, mt: 4, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
            >
              {notes.map((note) => (
                <Box
                  component="li"
                  key={note}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'rgba(255, 255, 255, 0.84)' }}
                >
                  <CheckCircleOutlineOutlinedIcon fontSize="small" sx={{ color: 'secondary.light' }} />
                  {note}
                </Box>
              ))}
            </Box>
          </div>
          <div>
            <HeroIllustration />
          </div>
        </Box>
      </Box>
    </Box>
  );
};
