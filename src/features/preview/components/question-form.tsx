import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { questionMaxLength } from '@contract/rules/card-decisions';
import { useDecisionSender } from '../use-decision-sender';
import type { DecisionFormProps } from './decline-form';
import { DecisionFormFrame } from './decision-form-frame';
import { TextCounter } from './text-counter';

/** A question to the clinic about the plan; it does not settle the plan either way. */
export const QuestionForm = ({ previewLink, titleId, onDone, onGone }: DecisionFormProps) => {
  const { t } = useTranslation('preview');
  const { send, failure } = useDecisionSender(previewLink, onGone);
  const formik = useFormik({
    initialValues: { message: '' },
    validationSchema: yup.object({
      message: yup.string().trim().required(t('decision.messageRequired')).max(questionMaxLength),
    }),
    onSubmit: async (values, helpers) => {
      if (await send({ kind: 'question', message: values.message.trim() }, helpers)) onDone();
    },
  });
  const error = formik.touched.message ? formik.errors.message : undefined;
  return (
    <DecisionFormFrame
      titleId={titleId}
      title={t('decision.questionTitle')}
      submitLabel={t('decision.questionSubmit')}
      submitting={formik.isSubmitting}
      failure={failure}
      onSubmit={formik.handleSubmit}
      onCancel={onDone}
    >
      <TextField
        id="decision-message"
        name="message"
        label={t('decision.message')}
        required
        multiline
        minRows={4}
        fullWidth
        value={formik.values.message}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={<TextCounter text={error} length={formik.values.message.length} max={questionMaxLength} />}
        slotProps={{ htmlInput: { maxLength: questionMaxLength } }}
      />
    </DecisionFormFrame>
  );
};
