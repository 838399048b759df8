import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import type { FormulaViewer } from '@/components/formula-viewer';
import { RenderAfterFirst } from '@/components/render-after-first';
import { CardPicture } from './card-picture';
import { CompareSlider } from './compare-slider';
import { type ModelOptions, ModelView } from './model-view';

const views = ['before', 'after', 'compare', 'model'] as const;
type View = (typeof views)[number];

export interface TreatmentViewsProps {
  images: PublicCard['images'];
  formula: PublicCard['formula'];
  Viewer: FormulaViewer;
  /** With several options, the 3D tab's switcher between them. */
  options?: ModelOptions;
}

/**
 * Before treatment, after treatment, both under a divider, or the formula in 3D: one view at a time, picked by tabs.
 * The 3D viewer (and three.js) loads only when its tab is opened.
 */
export const TreatmentViews = ({ images, formula, Viewer, options }: TreatmentViewsProps) => {
  const { t } = useTranslation('preview');
  const [view, setView] = useState<View>('before');
  const id = useId();
  const tabId = (name: View) => `${id}-tab-${name}`;
  const panelId = (name: View) => `${id}-panel-${name}`;

  return (
    <Box component="section" aria-label={t('views.label')}>
      {/* MUI's tabs register each tab and measure their indicator during the commit that mounts them, in the same
          task; mounted in a second commit, after the first picture, that task stays short. */}
      <RenderAfterFirst placeholder={<Box sx={{ height: 48, mb: 2 }} />}>
        <Tabs
          value={view}
          onChange={(_event, next: View) => setView(next)}
          variant="fullWidth"
          aria-label={t('views.label')}
          sx={{ mb: 2 }}
        >
          {views.map((name) => (
            <Tab
              key={name}
              value={name}
              // A phone has room for one line of four short names; wider screens say them in full.
              label={
                <>
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    {t(`views.short.${name}`)}
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {t(`views.${name}`)}
                  </Box>
                </>
              }
              {...(name === 'model' ? { icon: <ViewInArOutlinedIcon fontSize="small" />, iconPosition: 'start' } : {})}
              id={tabId(name)}
              aria-controls={panelId(name)}
              sx={{
                px: 1,
                minWidth: 0,
                minHeight: 48,
                textTransform: 'none',
                whiteSpace: 'nowrap',
                fontSize: { xs: '0.875rem', sm: '0.9375rem' },
              }}
            />
          ))}
        </Tabs>
      </RenderAfterFirst>
      <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
        {view === 'model' ? (
          <ModelView formula={formula} Viewer={Viewer} options={options} />
        ) : view === 'compare' ? (
          <CompareSlider before={images.before} after={images.after} />
        ) : (
          <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}>
            <CardPicture
              key={view}
              image={images[view]}
              alt={t(view === 'before' ? 'views.beforeAlt' : 'views.afterAlt')}
              priority={view === 'before'}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
};
