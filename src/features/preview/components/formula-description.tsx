import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The doctor's notes on the dental formula, folded away until the patient asks for them. */
export const FormulaDescription = ({ text }: { text: string }) => {
  const { t } = useTranslation('preview');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text.trim()) return null;
  return (
    <Box>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
      >
        {open ? t('formula.hide') : t('formula.show')}
      </Button>
      <Collapse in={open} id={id}>
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
      </Collapse>
    </Box>
  );
};
