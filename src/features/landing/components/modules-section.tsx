import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { buildPath, paths } from '@contract/rules/routes';
import { type ModuleKey, ModuleIllustration } from './module-illustration';
import { SectionHeading } from './section-heading';

const modules: readonly ModuleKey[] = ['prosthetic', 'therapeutic', 'aesthetic', 'orthodontic', 'surgical'];

/** The five marketing modules, each with its picture and a link to its article (`<module>-module`). */
export const ModulesSection = () => {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="modules-title"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="modules-title" title={t('modules.title')} lead={t('modules.lead')} />
        {/* Flex, not a CSS grid: a last row with fewer cards stays centred. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
          {modules.map((module) => {
            const name = t(`modules.${module}.name`);
            return (
              <Card
                key={module}
                sx={{
                  width: { xs: '100%', sm: 'calc((100% - 24px) / 2)', md: 'calc((100% - 48px) / 3)' },
                  border: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <ModuleIllustration module={module} />
                <Stack spacing={1.25} sx={{ p: 3, flexGrow: 1 }}>
                  <Typography variant="h6" component="h3">
                    {name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ lineHeight: 1.7, flexGrow: 1 }}>
                    {t(`modules.${module}.text`)}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={buildPath(paths.article, { articleUrl: `${module}-module` })}
                    sx={{ alignSelf: 'flex-start', fontWeight: 600, pt: 1 }}
                  >
                    {t('modules.more', { name })}
                    {/* Inline, so a wrapped link keeps its arrow next to the last word. */}
                    <ArrowForwardIcon
                      fontSize="small"
                      aria-hidden="true"
                      sx={{ verticalAlign: 'middle', ml: 0.5, mt: '-0.15em' }}
                    />
                  </Link>
                </Stack>
              </Card>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
};
