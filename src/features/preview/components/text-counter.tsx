import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** A helper text with the characters typed against the limit on its right ("33 / 1000"). */
export const TextCounter = ({ text, length, max }: { text: string | undefined; length: number; max: number }) => {
  const { t } = useTranslation('preview');
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('decision.counter', { length, max })}
      </Box>
    </Box>
  );
};
