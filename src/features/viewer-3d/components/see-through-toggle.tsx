import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface SeeThroughToggleProps {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
}

/** Turns the see-through mode on and off: translucent gums and teeth, so roots, canals and implants show. */
export const SeeThroughToggle = ({ pressed, onChange }: SeeThroughToggleProps) => {
  const { t } = useTranslation('dental-arch');
  return (
    <Button
      variant={pressed ? 'contained' : 'outlined'}
      size="small"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      sx={{ mt: 1 }}
    >
      {t('seeThrough')}
    </Button>
  );
};
