import Box from '@mui/material/Box';
import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';

interface LazySectionProps {
  load: () => Promise<{ default: ComponentType }>;
  /** Reserved height until the section arrives, so the page below does not jump. */
  minHeight: number;
}

/**
 * Loads a below-the-fold section's code (and its data) only when the visitor scrolls near it, keeping the
 * landing's first download small. Without IntersectionObserver it loads at once.
 */
export const LazySection = ({ load, minHeight }: LazySectionProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  const hydrated = useHydrated();
  // Far until hydrated on every side (the build-time render has no observer), so a prerendered landing hydrates as
  // built; then near at once where there is no observer.
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  const [Section] = useState(() => lazy(load));

  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <Box ref={ref} sx={{ minHeight }} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<Box sx={{ minHeight }} />}>
      <Section />
    </Suspense>
  );
};
