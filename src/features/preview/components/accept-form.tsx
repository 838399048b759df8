import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { PlanOption } from '@contract/api/cards';
import { decisionFullNameMaxLength } from '@contract/rules/card-decisions';
import type { Language } from '@contract/rules/languages';
import { formatMoney } from '../format';
import { useDecisionSender } from '../use-decision-sender';
import { DecisionFormFrame } from './decision-form-frame';

export interface AcceptFormProps {
  previewLink: string;
  optionIndex: number;
  option: PlanOption;
  title: string;
  language: Language;
  titleId: string;
  onDone: () => void;
  onGone: () => void;
}

interface Values {
  fullName: string;
  consent: boolean;
}

/** Accepting one option: the patient types the full name as a signature and ticks the consent line. */
export const AcceptForm = ({
  previewLink,
  optionIndex,
  option,
  title,
  language,
  titleId,
  onDone,
  onGone,
}: AcceptFormProps) => {
  const { t } = useTranslation('preview');
  const consentErrorId = useId();
  const { send, failure } = useDecisionSender(previewLink, onGone);
  const formik = useFormik<Values>({
    initialValues: { fullName: '', consent: false },
    validationSchema: yup.object({
      fullName: yup.string().trim().required(t('decision.nameRequired')).max(decisionFullNameMaxLength),
      consent: yup.boolean().oneOf([true], t('decision.consentRequired')),
    }),
    onSubmit: async (values, helpers) => {
      const body = { kind: 'accepted', optionIndex, fullName: values.fullName.trim(), consent: true } as const;
      if (await send(body, helpers)) onDone();
    },
  });
  const nameError = formik.touched.fullName ? formik.errors.fullName : undefined;
  const consentError = formik.touched.consent ? formik.errors.consent : undefined;

  return (
    <DecisionFormFrame
      titleId={titleId}
      title={t('decision.acceptTitle')}
      submitLabel={t('decision.acceptSubmit')}
      submitting={formik.isSubmitting}
      failure={failure}
      onSubmit={formik.handleSubmit}
      onCancel={onDone}
    >
      <Box sx={{ p: 1.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(option.plan.totalMinor, option.plan.currency, language)}
        </Typography>
      </Box>
      <TextField
        id="decision-full-name"
        name="fullName"
        label={t('decision.fullName')}
        required
        fullWidth
        autoComplete="name"
        value={formik.values.fullName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(nameError)}
        helperText={nameError ?? t('decision.fullNameHint')}
        slotProps={{ htmlInput: { maxLength: decisionFullNameMaxLength } }}
      />
      <FormControl error={Boolean(consentError)}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start' }}
          control={
            <Checkbox
              name="consent"
              checked={formik.values.consent}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              sx={{ mt: -1 }}
              slotProps={{ input: { 'aria-describedby': consentError ? consentErrorId : undefined } }}
            />
          }
          label={t('decision.consentLine')}
        />
        {consentError && <FormHelperText id={consentErrorId}>{consentError}</FormHelperText>}
      </FormControl>
    </DecisionFormFrame>
  );
};
