import { useCallback, useState } from 'react';

/** Which decision form is open: accepting names its option. */
export type OpenDecision =
  { kind: 'accepted'; optionIndex: number } | { kind: 'declined' } | { kind: 'question' } | { kind: 'call-request' };

/** The dialog's state: the form it shows stays while the dialog closes, so its text does not vanish mid-animation. */
export const useDecisionDialog = () => {
  const [state, setState] = useState<{ decision: OpenDecision | null; open: boolean; key: number }>({
    decision: null,
    open: false,
    key: 0,
  });
  const show = useCallback(
    (decision: OpenDecision) => setState((previous) => ({ decision, open: true, key: previous.key + 1 })),
    [],
  );
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  return { ...state, show, close };
};
