import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { declineReasonMaxLength } from '@contract/rules/card-decisions';
import { useDecisionSender } from '../use-decision-sender';
import { DecisionFormFrame } from './decision-form-frame';
import { TextCounter } from './text-counter';

export interface DecisionFormProps {
  previewLink: string;
  titleId: string;
  onDone: () => void;
  onGone: () => void;
}

/** Declining the plan, with a reason if the patient wants to give one. */
export const DeclineForm = ({ previewLink, titleId, onDone, onGone }: DecisionFormProps) => {
  const { t } = useTranslation('preview');
  const { send, failure } = useDecisionSender(previewLink, onGone);
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: yup.object({ reason: yup.string().max(declineReasonMaxLength) }),
    onSubmit: async (values, helpers) => {
      const reason = values.reason.trim();
      const body = reason ? { kind: 'declined', reason } : { kind: 'declined' };
      if (await send(body as { kind: 'declined'; reason?: string }, helpers)) onDone();
    },
  });
  const error = formik.touched.reason ? formik.errors.reason : undefined;
  return (
    <DecisionFormFrame
      titleId={titleId}
      title={t('decision.declineTitle')}
      submitLabel={t('decision.declineSubmit')}
      submitting={formik.isSubmitting}
      failure={failure}
      onSubmit={formik.handleSubmit}
      onCancel={onDone}
    >
      <Typography>{t('decision.declineLead')}</Typography>
      <TextField
        id="decision-reason"
        name="reason"
        label={t('decision.reason')}
        multiline
        minRows={3}
        fullWidth
        value={formik.values.reason}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={<TextCounter text={error} length={formik.values.reason.length} max={declineReasonMaxLength} />}
        slotProps={{ htmlInput: { maxLength: declineReasonMaxLength } }}
      />
    </DecisionFormFrame>
  );
};
