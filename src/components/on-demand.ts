import { useEffect, useState } from 'react';

/**
 * True from the first render at which `wanted` is true, and for good after. A popup that only an interaction opens
 * (a menu, a drawer, a notice) renders its lazily loaded code once this turns true, so that code stays off the first
 * download, and it stays mounted afterwards so its closing transition still plays.
 */
export const useWantedOnce = (wanted: boolean): boolean => {
  const [wantedBefore, setWantedBefore] = useState(wanted);
  if (wanted && !wantedBefore) setWantedBefore(true);
  return wanted || wantedBefore;
};

/**
 * `open`, held back until the frame after the first mount. MUI's Drawer skips its slide-in when it mounts already
 * open; mounted closed and opened a frame later, a lazily loaded drawer slides in as it always did.
 */
export const useOpenAfterMount = (open: boolean): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return open && mounted;
};
