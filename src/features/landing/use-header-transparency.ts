import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { setHeaderTransparent } from './landing-slice';

/** Past this many pixels of scroll the header leaves the hero and turns solid. */
const solidAfterPx = 24;

/** Keeps `landing.isHeaderTransparent` true while the page sits at the top of the hero. */
export const useHeaderTransparency = (): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let transparent: boolean | null = null;
    const update = () => {
      const next = window.scrollY < solidAfterPx;
      if (next !== transparent) {
        transparent = next;
        dispatch(setHeaderTransparent(next));
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      dispatch(setHeaderTransparent(true));
    };
  }, [dispatch]);
};
