import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanStep, TreatmentPlan } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { formatMoney, planItemName } from '../format';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** A name on the left and an amount on the right that wraps below the name on a narrow phone. */
const AmountRow = ({ children, amount, strong = false }: { children: ReactNode; amount: string; strong?: boolean }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    <Typography component="span" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
      {amount}
    </Typography>
  </Stack>
);

interface StepProps {
  step: PlanStep;
  number: number;
  currency: string;
  language: Language;
}

const Step = ({ step, number, currency, language }: StepProps) => {
  const { t } = useTranslation('preview');
  const money = (minor: number) => formatMoney(minor, currency, language);
  return (
    <Box component="li" aria-label={step.title}>
      <Typography variant="overline" color="textSecondary" component="p" sx={{ lineHeight: 1.5 }}>
        {t('plan.step', { number })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {step.title}
      </Typography>
      {step.description && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {step.description}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ ...listSx, mt: 1.5 }}>
        {step.items.map((item, index) => (
          <li key={index}>
            <AmountRow amount={money(item.totalMinor)}>
              <Typography component="span" sx={{ display: 'block' }}>
                {planItemName(item, language)}
              </Typography>
              <Typography component="span" variant="body2" color="textSecondary">
                {t('plan.quantityTimesPrice', { quantity: item.quantity, price: money(item.unitPriceMinor) })}
              </Typography>
            </AmountRow>
          </li>
        ))}
      </Stack>
      <Box sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <AmountRow amount={money(step.totalMinor)}>
          <Typography component="span" color="textSecondary">
            {t('plan.stepTotal')}
          </Typography>
        </AmountRow>
      </Box>
    </Box>
  );
};

interface PlanSectionProps {
  plan: TreatmentPlan;
  language: Language;
  /** Shown under the total, e.g. the PDF download. */
  footer?: ReactNode;
  /** With several options, the title of the one shown. */
  optionTitle?: string;
}

/** The plan's steps with their lines and totals, and what it all costs, in the plan's currency. */
export const PlanSection = ({ plan, language, footer, optionTitle }: PlanSectionProps) => {
  const { t } = useTranslation('preview');
  if (plan.steps.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="plan-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id="plan-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {optionTitle ? t('options.planOf', { title: t('plan.title'), option: optionTitle }) : t('plan.title')}
      </Typography>
      <Stack
        component="ol"
        spacing={3}
        sx={{ ...listSx, '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 3 } }}
      >
        {plan.steps.map((step, index) => (
          <Step key={index} step={step} number={index + 1} currency={plan.currency} language={language} />
        ))}
      </Stack>
      <Box data-testid="plan-total" sx={{ mt: 3, p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}>
        <AmountRow amount={formatMoney(plan.totalMinor, plan.currency, language)} strong>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('plan.total')}
          </Typography>
        </AmountRow>
      </Box>
      {footer && <Box sx={{ mt: 2 }}>{footer}</Box>}
    </Paper>
  );
};
