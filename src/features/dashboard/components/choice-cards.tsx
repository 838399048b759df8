import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface Choice {
  value: number;
  label: string;
  detail: string;
  disabled?: boolean;
}

interface ChoiceCardsProps {
  id: string;
  legend: string;
  choices: Choice[];
  value: number | null;
  onChange: (value: number) => void;
}

/** A radio group drawn as cards (arrow keys move between them, as in any radio group). */
export const ChoiceCards = ({ id, legend, choices, value, onChange }: ChoiceCardsProps) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <FormLabel component="legend" id={`${id}-legend`} sx={{ mb: 1.5, fontWeight: 600, color: 'text.primary' }}>
      {legend}
    </FormLabel>
    <RadioGroup
      aria-labelledby={`${id}-legend`}
      name={id}
      value={value === null ? '' : String(value)}
      onChange={(_event, next) => onChange(Number(next))}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${choices.length}, minmax(0, 1fr))` },
      }}
    >
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <FormControlLabel
            key={choice.value}
            value={String(choice.value)}
            disabled={choice.disabled}
            control={<Radio size="small" />}
            label={
              <Stack spacing={0.25} sx={{ py: 0.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{choice.label}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {choice.detail}
                </Typography>
              </Stack>
            }
            sx={{
              m: 0,
              pr: 1.5,
              alignItems: 'flex-start',
              border: 2,
              borderRadius: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: (theme) => (checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent'),
              transition: 'border-color 120ms',
              '& .MuiRadio-root': { mt: 0.25 },
            }}
          />
        );
      })}
    </RadioGroup>
  </Box>
);
