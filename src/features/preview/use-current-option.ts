import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlanOption } from '@contract/api/cards';
import { chosenOptionIndex } from '@contract/rules/plan-options';

const parameter = 'option';

/**
 * The option the patient looks at, kept in the address as `?option=2` (counted from 1, as the page shows them) so a
 * reload or a shared link opens the same one. Anything but a whole number in range opens the option the card opens
 * on (the recommended one, else the first).
 */
export const useCurrentOption = (options: readonly PlanOption[]): [number, (index: number) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(parameter) ?? '';
  const asked = /^[1-9]\d?$/.test(raw) ? Number(raw) - 1 : -1;
  const current = asked >= 0 && asked < options.length ? asked : chosenOptionIndex(options);
  const choose = useCallback(
    (index: number) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(parameter, String(index + 1));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [current, choose];
};
