import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { preferredTimeMaxLength } from '@contract/rules/card-decisions';
import { useDecisionSender } from '../use-decision-sender';
import type { DecisionFormProps } from './decline-form';
import { DecisionFormFrame } from './decision-form-frame';

// The phone library (about 30 KB compressed) loads only when a patient asks for a call.
const toE164 = async (phone: string, country: string | null) =>
  (await import('@contract/rules/profile')).normalizePhone(phone, country);

/** A call request: the patient's phone, read as a number of the clinic's country unless it starts with +. */
export const CallRequestForm = ({
  previewLink,
  titleId,
  onDone,
  onGone,
  country,
}: DecisionFormProps & { country: string | null }) => {
  const { t } = useTranslation('preview');
  const { send, failure } = useDecisionSender(previewLink, onGone);
  const formik = useFormik({
    initialValues: { phone: '', preferredTime: '' },
    validationSchema: yup.object({
      phone: yup
        .string()
        .trim()
        .required(t('decision.phoneRequired'))
        .test('phone', t('decision.phoneInvalid'), async (value) => Boolean(value && (await toE164(value, country)))),
      preferredTime: yup.string().max(preferredTimeMaxLength),
    }),
    onSubmit: async (values, helpers) => {
      const phone = (await toE164(values.phone, country)) ?? values.phone;
      const preferredTime = values.preferredTime.trim();
      const body = { kind: 'call-request', phone, ...(preferredTime ? { preferredTime } : {}) } as const;
      if (await send(body, helpers)) onDone();
    },
  });
  const error = (name: 'phone' | 'preferredTime') => (formik.touched[name] ? formik.errors[name] : undefined);
  return (
    <DecisionFormFrame
      titleId={titleId}
      title={t('decision.callTitle')}
      submitLabel={t('decision.callSubmit')}
      submitting={formik.isSubmitting}
      failure={failure}
      onSubmit={formik.handleSubmit}
      onCancel={onDone}
    >
      <TextField
        id="decision-phone"
        name="phone"
        type="tel"
        label={t('decision.phone')}
        required
        fullWidth
        autoComplete="tel"
        value={formik.values.phone}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error('phone'))}
        helperText={error('phone') ?? t('decision.phoneHint')}
      />
      <TextField
        id="decision-preferred-time"
        name="preferredTime"
        label={t('decision.preferredTime')}
        fullWidth
        value={formik.values.preferredTime}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error('preferredTime'))}
        helperText={error('preferredTime') ?? t('decision.preferredTimeHint')}
        slotProps={{ htmlInput: { maxLength: preferredTimeMaxLength } }}
      />
    </DecisionFormFrame>
  );
};
