import { useLayoutEffect } from 'react';

// Where the visitor had scrolled a prerendered page to when it hydrated: its scripts come after its first paint
// (public/start-after-paint.js), so a visitor can be reading further down by then.
let scrolledTo = 0;

/** Before React Router's ScrollRestoration: notes the scroll position its first layout effect is about to reset. */
export const NoteScrollBeforeRestoration = (): null => {
  useLayoutEffect(() => {
    scrolledTo = window.scrollY;
  }, []);
  return null;
};

/** After it: ScrollRestoration puts a new page at the top, but the page the visitor is already reading stays put. */
export const KeepScrollAfterRestoration = (): null => {
  useLayoutEffect(() => {
    if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
    scrolledTo = 0;
  }, []);
  return null;
};
