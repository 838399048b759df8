import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionBody } from '@contract/api/card-decisions';
import { isRateLimited, problemFields, retryAfterMinutes, statusOf } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useSendDecisionMutation } from './decision-api';

/** A decision's body as a form makes it; the sender adds the request id. */
export type DecisionFields = DecisionBody extends infer Body
  ? Body extends DecisionBody
    ? Omit<Body, 'requestId'>
    : never
  : never;

// The fields a 400 may blame that a form shows; anything else (the option, the request id) is the page's fault.
const formFields = ['fullName', 'consent', 'reason', 'message', 'phone', 'preferredTime'] as const;
const isFormField = (field: string): field is (typeof formFields)[number] =>
  (formFields as readonly string[]).includes(field);

/**
 * Sends one form's decision. The request id is made once per opened form and sent again on every retry of it, so a
 * double tap or a retry after a lost answer records one decision; a form opened anew gets a new one.
 */
export const useDecisionSender = (previewLink: string, onGone: () => void) => {
  const { t } = useTranslation('preview');
  const dispatch = useAppDispatch();
  const [sendDecision] = useSendDecisionMutation();
  const [requestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  /** True when the decision was recorded; otherwise the failure is on the form. */
  const send = async <Values extends object>(fields: DecisionFields, helpers: FormikHelpers<Values>) => {
    if (sending.current) return false;
    sending.current = true;
    setFailure(null);
    try {
      await sendDecision({ previewLink, body: { ...fields, requestId } as DecisionBody }).unwrap();
      dispatch(showSnackbar({ type: 'success', message: `preview:decision.sent.${fields.kind}` }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) onGone();
      else if (isRateLimited(error)) setFailure(t('decision.tooMany', { count: retryAfterMinutes(error) }));
      else if (statusOf(error) === 400) {
        const blamed = problemFields(error).filter(isFormField);
        for (const field of blamed) helpers.setFieldError(field, t(`decision.invalid.${field}`));
        if (blamed.length === 0) setFailure(t('decision.checkForm'));
      } else setFailure(t('decision.failed'));
      return false;
    } finally {
      sending.current = false;
    }
  };

  return { send, failure };
};
