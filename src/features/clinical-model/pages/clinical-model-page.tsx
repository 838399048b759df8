import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormulaView, FormulaViewer } from '@/components/formula-viewer';
import { PageHeading } from '@/components/page-heading';
import { type ClinicalModule, clinicalModules, sampleCases } from '../sample-cases';

const views: FormulaView[] = ['before', 'after', 'compare'];

/** `/3D-clinical-model`: a sample clinical case per module, shown in 3D before and after treatment. */
export const ClinicalModelPage = ({ Viewer }: { Viewer: FormulaViewer }) => {
  const { t } = useTranslation('clinical-model');
  const [module, setModule] = useState<ClinicalModule>('prosthetic');
  const [view, setView] = useState<FormulaView>('compare');
  const id = useId();
  const tabId = (name: ClinicalModule) => `${id}-tab-${name}`;
  const panelId = `${id}-panel`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading title={t('title')} lead={t('lead')} />
      <Tabs
        value={module}
        onChange={(_event, next: ClinicalModule) => setModule(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('modules.label')}
        sx={{
          mt: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
          '& .MuiTabs-indicator': { bgcolor: 'primary.dark' },
        }}
      >
        {clinicalModules.map((name) => (
          <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId} label={t(`modules.${name}.name`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(module)} sx={{ pt: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {t(`modules.${module}.title`)}
          </Typography>
          <Typography>{t(`modules.${module}.text`)}</Typography>
        </Paper>
        <ToggleButtonGroup
          value={view}
          exclusive
          fullWidth
          size="small"
          color="primary"
          aria-label={t('views.label')}
          onChange={(_event, next: FormulaView | null) => {
            if (next) setView(next);
          }}
          sx={{ mb: 2, maxWidth: 560, '& .Mui-selected': { color: 'primary.dark' } }}
        >
          {views.map((name) => (
            <ToggleButton key={name} value={name}>
              {t(`views.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Viewer key={module} formula={sampleCases[module]} view={view} />
      </Box>
    </Container>
  );
};
