import { type RefObject, useEffect, useState } from 'react';

/**
 * What the floating button must never cover: the primary (contained) buttons, and anything a page marks with
 * `data-keep-clear` (the 3D legend).
 */
export const keptClearSelector = '[data-keep-clear], .MuiButton-contained';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True while one of those sits under the button's corner, so it steps aside until the page scrolls on. Checked on
 * scroll, resize and page changes, at most once a frame.
 */
export const useCoversAction = (corner: RefObject<HTMLElement | null>): boolean => {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const area = corner.current?.getBoundingClientRect();
      if (!area) return;
      const hit = [...document.querySelectorAll<HTMLElement>(keptClearSelector)].some(
        (element) => !corner.current?.contains(element) && overlaps(area, element.getBoundingClientRect()),
      );
      setCovers(hit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [corner]);
  return covers;
};
