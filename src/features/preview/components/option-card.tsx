import CheckIcon from '@mui/icons-material/Check';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanOption } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { formatMoney } from '../format';

export interface OptionCardProps {
  option: PlanOption;
  title: string;
  current: boolean;
  language: Language;
  onChoose: () => void;
  /** Opens the acceptance of this option; the recommended option's button is the primary one. */
  onAccept: () => void;
  /** Arrow keys on the card's button move to the neighbouring card. */
  onKeyDown: (event: KeyboardEvent) => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** One option as the patient weighs it: its title, whether the clinic recommends it, its total, steps and note. */
export const OptionCard = ({
  option,
  title,
  current,
  language,
  onChoose,
  onAccept,
  onKeyDown,
  buttonRef,
}: OptionCardProps) => {
  const { t } = useTranslation('preview');
  const titleId = useId();
  const money = (minor: number) => formatMoney(minor, option.plan.currency, language);
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: 2,
        borderColor: current ? 'primary.dark' : 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {title}
        </Typography>
        {option.recommended && (
          <Chip
            icon={<StarIcon />}
            label={t('options.recommended')}
            size="small"
            variant="outlined"
            sx={{ color: 'primary.dark', borderColor: 'primary.dark', '& .MuiChip-icon': { color: 'primary.dark' } }}
          />
        )}
      </Stack>
      <Box data-testid="option-total" sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
        <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
          {t('options.total')}
        </Typography>
        <Typography component="span" variant="h5" sx={{ fontWeight: 700, display: 'block' }}>
          {money(option.plan.totalMinor)}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {option.plan.steps.map((step, index) => (
          <Stack
            key={index}
            component="li"
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
          >
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {money(step.totalMinor)}
            </Typography>
          </Stack>
        ))}
      </Box>
      {option.note.trim() && (
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
          {option.note}
        </Typography>
      )}
      <Button
        ref={buttonRef}
        variant={current ? 'contained' : 'outlined'}
        aria-pressed={current}
        onClick={onChoose}
        onKeyDown={onKeyDown}
        startIcon={current ? <CheckIcon /> : undefined}
        fullWidth
        sx={{ mt: 'auto', textTransform: 'none' }}
      >
        {t('options.show')}
      </Button>
      {/* The darker shade keeps the text's contrast at AA on white and under white text alike. */}
      <Button
        variant={option.recommended ? 'contained' : 'outlined'}
        color="secondary"
        onClick={onAccept}
        fullWidth
        sx={
          option.recommended
            ? { bgcolor: 'secondary.dark' }
            : { color: 'secondary.dark', borderColor: 'secondary.dark' }
        }
      >
        {t('decision.acceptOption')}
      </Button>
    </Box>
  );
};
