import { type RefObject, useLayoutEffect } from 'react';

/**
 * A prerendered form can be filled, by the visitor or the browser's autofill, before the client hydrates it. React
 * keeps what the field shows but not the form's state, so the form's next render would clear the field. When the
 * field mounts this hands what it shows to the form if the two differ; a field the client rendered itself shows its
 * own value, so then nothing happens.
 */
export const useValueTypedBeforeHydration = (
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
) => {
  useLayoutEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) adopt(shown);
    // Only at mount: a later difference is the form's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
