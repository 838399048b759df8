import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { type CameraView, cameraViews } from '../scene/first-view';

/** Front, upper, lower, left and right: toggle buttons that move the camera (again, when pressed again). */
export const ViewToolbar = ({ value, onSelect }: { value: CameraView; onSelect: (view: CameraView) => void }) => {
  const { t } = useTranslation('dental-arch');
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={t('cameraViews.label')}
      onChange={(_event, next: CameraView | null) => onSelect(next ?? value)}
      // Separate buttons with a gap rather than joined ones, so that they wrap cleanly on a phone.
      sx={{
        mb: 1,
        flexWrap: 'wrap',
        gap: 0.75,
        '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type)': {
          m: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        },
        '& .MuiToggleButton-root': { textTransform: 'none', py: 0.5, px: { xs: 1, sm: 1.5 }, color: 'text.primary' },
        '& .Mui-selected': { color: 'primary.dark' },
        '& .Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: -3 },
      }}
    >
      {cameraViews.map((view) => (
        <ToggleButton key={view} value={view}>
          {t(`cameraViews.${view}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
