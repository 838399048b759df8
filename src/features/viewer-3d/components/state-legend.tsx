import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToothState } from '@contract/rules/dental-formula';
import { stateSwatches, swatchEdge } from '../state-swatches';

/**
 * What the colours and shapes of the 3D model mean, for the states the model shows. Its title is no heading: the
 * viewer sits under headings of different levels on different pages.
 */
export const StateLegend = ({ states }: { states: ToothState[] }) => {
  const { t } = useTranslation('dental-arch');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-keep-clear sx={{ mt: 2 }}>
      <Typography id={id} component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {t('legend')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {states.map((state) => (
          <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 16,
                height: 16,
                borderRadius: '50%',
                border: `1px solid ${swatchEdge}`,
                ...stateSwatches[state],
              }}
            />
            <Typography variant="body2">{t(`states.${state}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
