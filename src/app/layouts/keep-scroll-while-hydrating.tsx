import { useLayoutEffect } from 'react';

// Where the visitor had scrolled a prerendered page to when it hydrated: its scripts come after its first paint
// (public/start-after-paint.js), so a visitor can be reading further down by then. Noted from scroll events up to
// the app's first commit, not read in that commit's layout effect: reading it there would make the browser lay out
// the whole new page inside the commit's task, one long task on a slow phone.
let scrolledTo = 0;

const noteScroll = () => {
  scrolledTo = window.scrollY;
};

/** From the app's start-up, before its first render: the page is laid out then, so reading the position is cheap. */
export const startNotingScroll = (): void => {
  noteScroll();
  window.addEventListener('scroll', noteScroll, { passive: true });
};

/** Before React Router's ScrollRestoration: stops noting, before its first layout effect resets the position. */
export const NoteScrollBeforeRestoration = (): null => {
  useLayoutEffect(() => window.removeEventListener('scroll', noteScroll), []);
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
