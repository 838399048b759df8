import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import { CardPicture } from './card-picture';
import { CompareSlider } from './compare-slider';

const views = ['before', 'after', 'compare'] as const;
type View = (typeof views)[number];

/** Before treatment, after treatment, or both under a divider: one view at a time, picked by tabs. */
export const TreatmentViews = ({ images }: { images: PublicCard['images'] }) => {
  const { t } = useTranslation('preview');
  const [view, setView] = useState<View>('before');
  const id = useId();
  const tabId = (name: View) => `${id}-tab-${name}`;
  const panelId = (name: View) => `${id}-panel-${name}`;

  return (
    <Box component="section" aria-label={t('views.label')}>
      <Tabs
        value={view}
        onChange={(_event, next: View) => setView(next)}
        variant="fullWidth"
        aria-label={t('views.label')}
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          // primary.main is too light for text on white (README: known traps); the dark shade reads.
          '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
          '& .MuiTabs-indicator': { bgcolor: 'primary.dark' },
        }}
      >
        {views.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`views.${name}`)}
            id={tabId(name)}
            aria-controls={panelId(name)}
            sx={{ px: 1, minWidth: 0, textTransform: 'none', fontSize: { xs: '0.875rem', sm: '0.9375rem' } }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
        {view === 'compare' ? (
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
