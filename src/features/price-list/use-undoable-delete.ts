import { useCallback, useEffect, useRef, useState } from 'react';
import type { PriceRow } from '@contract/api/settings';
import { problemCode } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { priceListApi } from './api';

/**
 * Delete with undo: a deleted row leaves the table at once but stays on the server until its undo window passes
 * (the snackbar closes by itself, is dismissed, another row is deleted, or the page is left); Undo brings it back as
 * it was. Closing the tab inside the window keeps the row, so nothing is ever half deleted.
 */
export const useUndoableDelete = () => {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<{ row: PriceRow; phase: 'window' | 'deleting' } | null>(null);
  // The row whose window is open, for the callbacks and the clean-up when the page goes away.
  const inWindow = useRef<PriceRow | null>(null);

  const commit = useCallback(
    (row: PriceRow) => {
      setPending((shown) => (shown?.row.id === row.id ? { row, phase: 'deleting' } : shown));
      void dispatch(priceListApi.endpoints.deleteRow.initiate(row.id))
        .unwrap()
        .then(
          () => dispatch(showSnackbar({ type: 'success', message: 'notifications:rowDeleted' })),
          (error: unknown) => {
            // Already deleted elsewhere: the reloaded list drops it.
            if (problemCode(error) === 'NOT_FOUND') dispatch(priceListApi.util.invalidateTags(['PriceList']));
            dispatch(showSnackbar({ type: 'error', message: 'notifications:rowDeleteFailed' }));
          },
        )
        // Deleted, the cached list no longer has it; refused, it comes back.
        .finally(() => setPending((shown) => (shown?.row.id === row.id ? null : shown)));
    },
    [dispatch],
  );

  const request = useCallback(
    (row: PriceRow) => {
      if (inWindow.current) commit(inWindow.current);
      inWindow.current = row;
      setPending({ row, phase: 'window' });
    },
    [commit],
  );

  /** The window passed (or the snackbar was dismissed): delete it now. */
  const expire = useCallback(() => {
    const row = inWindow.current;
    inWindow.current = null;
    if (row) commit(row);
  }, [commit]);

  const undo = useCallback(() => {
    inWindow.current = null;
    setPending(null);
  }, []);

  useEffect(
    () => () => {
      if (inWindow.current) commit(inWindow.current);
    },
    [commit],
  );

  return {
    /** The row kept out of the table while its deletion may still be undone or is under way. */
    hiddenId: pending?.row.id ?? null,
    windowOpen: pending?.phase === 'window',
    request,
    expire,
    undo,
  };
};
