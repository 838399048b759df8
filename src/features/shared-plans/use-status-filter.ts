import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CardDecisionStatus, cardDecisionStatuses } from '@contract/rules/card-decisions';

const parameter = 'plans';

/**
 * The Shared plans filter, kept in the address as `?plans=accepted` so a reload or a bookmark shows the same cards.
 * Anything but a known status shows every card (null).
 */
export const useStatusFilter = (): [CardDecisionStatus | null, (status: CardDecisionStatus | null) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(parameter);
  const status = (cardDecisionStatuses as readonly string[]).includes(raw ?? '') ? (raw as CardDecisionStatus) : null;
  const choose = useCallback(
    (next: CardDecisionStatus | null) =>
      setParams(
        (previous) => {
          const changed = new URLSearchParams(previous);
          if (next) changed.set(parameter, next);
          else changed.delete(parameter);
          return changed;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [status, choose];
};
