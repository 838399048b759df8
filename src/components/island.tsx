import { type ComponentType, Suspense, lazy, memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** How far outside the window a part's code starts to load. */
const nearMargin = '0px';

/**
 * A part of a prerendered page (a below-the-fold section, the footer) whose code loads only when the visitor comes
 * near it: scrolls within `nearMargin` of it, points at it or tabs into it. Until then the prerendered markup stays as
 * it is (a lazy component that suspends while hydrating keeps the server's HTML inside its Suspense boundary) and its
 * links work as plain links. Rendered without such markup (a client render, a language switch) it loads at once.
 * At build time it renders in full. `island(() => import('./site-footer'), 'SiteFooter')`.
 */
export const island = <Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  exportName: Name,
): ComponentType => {
  let release = () => {};
  const near =
    typeof document === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          release = resolve;
        });
  const Code = lazy(() => near.then(load).then((module) => ({ default: module[exportName] as ComponentType })));
  // The part's last measured height, held by the placeholder if React drops the markup before the code is here.
  let height = 0;

  const Placeholder = () => {
    useEffect(release, []);
    return <div style={{ minHeight: height }} />;
  };

  const Island = () => {
    const ref = useRef<HTMLDivElement>(null);
    const { i18n } = useTranslation();
    const { key } = useLocation();
    const [firstKey] = useState(key);
    // A navigation reaches a dehydrated boundary as a context change, and React holds the navigation's transition until
    // that boundary hydrates: its code must come now. Released here, not in an effect, which would wait for the commit.
    if (key !== firstKey) release();

    useEffect(() => {
      const wrapper = ref.current;
      if (!wrapper) return;
      const part = wrapper.firstElementChild;
      if (part) height = part.getBoundingClientRect().height;
      if (!part || typeof IntersectionObserver === 'undefined') return release();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: nearMargin },
      );
      observer.observe(part);
      wrapper.addEventListener('pointerover', release);
      wrapper.addEventListener('focusin', release);
      return () => {
        observer.disconnect();
        wrapper.removeEventListener('pointerover', release);
        wrapper.removeEventListener('focusin', release);
      };
    }, []);

    // A language switch replaces markup still in the old language instead of hydrating it (a mismatch).
    return (
      <div ref={ref} style={{ display: 'contents' }}>
        <Suspense key={i18n.resolvedLanguage} fallback={<Placeholder />}>
          <Code />
        </Suspense>
      </div>
    );
  };
  return memo(Island);
};
