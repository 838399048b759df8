import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (false where matchMedia is missing). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
/** A finger rather than a mouse: a coarse pointer or no hover. */
export const touchQuery = '(pointer: coarse), (hover: none)';
