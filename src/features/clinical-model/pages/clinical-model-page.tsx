import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormulaViewToggle } from '@/components/formula-view-toggle';
import type { FormulaView, FormulaViewer } from '@/components/formula-viewer';
import { PageHeading } from '@/components/page-heading';
import { type ClinicalModule, clinicalModules, sampleCases } from '../sample-cases';

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
        sx={{ mt: 3 }}
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
        <FormulaViewToggle
          value={view}
          onChange={setView}
          label={t('views.label')}
          texts={{ before: t('views.before'), after: t('views.after'), compare: t('views.compare') }}
          sx={{ maxWidth: 560 }}
        />
        <Viewer key={module} formula={sampleCases[module]} view={view} />
      </Box>
    </Container>
  );
};
