import { useEffect } from 'react';

// What a patient does before reaching a form: scrolls, touches or clicks, or presses a key.
const interactions = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Runs `run` once, at the visitor's first interaction with the page after `armed` turns true. Code that only an
 * interaction can need (the decision forms) then loads while the patient moves towards it, not while the page's
 * first screen is still being drawn.
 */
export const useOnFirstInteraction = (run: () => void, armed: boolean): void => {
  useEffect(() => {
    if (!armed) return;
    const stop = () => {
      for (const type of interactions) window.removeEventListener(type, once, { capture: true });
    };
    const once = () => {
      stop();
      run();
    };
    for (const type of interactions) window.addEventListener(type, once, { capture: true, passive: true });
    return stop;
  }, [armed, run]);
};
