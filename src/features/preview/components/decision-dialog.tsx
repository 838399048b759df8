import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { PlanOption } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { AcceptForm } from './accept-form';
import { CallRequestForm } from './call-request-form';
import { DeclineForm } from './decline-form';
import type { OpenDecision } from '../use-decision-dialog';
import { QuestionForm } from './question-form';

export interface DecisionDialogProps {
  decision: OpenDecision | null;
  open: boolean;
  /** A new key for each opening: the form mounts anew (a fresh form, a fresh request id). */
  formKey: number;
  onClose: () => void;
  /** The link stopped opening the card (revoked, expired) while the form was open. */
  onGone: () => void;
  previewLink: string;
  options: readonly PlanOption[];
  titles: readonly string[];
  country: string | null;
  language: Language;
}

/**
 * One dialog for the decision forms, over the whole screen on a phone. Focus goes into it and back to the button that
 * opened it when it closes. A chunk of its own, with the form libraries: the page loads it after it has shown.
 */
export const DecisionDialog = ({
  decision,
  open,
  formKey,
  onClose,
  onGone,
  previewLink,
  options,
  titles,
  country,
  language,
}: DecisionDialogProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const common = { previewLink, titleId, onDone: onClose, onGone };
  const form = () => {
    switch (decision?.kind) {
      case 'accepted':
        return (
          <AcceptForm
            key={formKey}
            {...common}
            optionIndex={decision.optionIndex}
            option={options[decision.optionIndex]!}
            title={titles[decision.optionIndex]!}
            language={language}
          />
        );
      case 'declined':
        return <DeclineForm key={formKey} {...common} />;
      case 'question':
        return <QuestionForm key={formKey} {...common} />;
      case 'call-request':
        return <CallRequestForm key={formKey} {...common} country={country} />;
      default:
        return null;
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {form()}
    </Dialog>
  );
};
