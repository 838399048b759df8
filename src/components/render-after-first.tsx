import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders `placeholder` first and its children in a second, interruptible render right after: what sits below a
 * page's first screen then costs the first screen nothing (on a slow phone, its first picture paints sooner).
 * The placeholder should hold the children's place, so nothing that is shown moves when they arrive.
 */
export const RenderAfterFirst = ({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) =>
  useDeferredValue(true, false) ? children : placeholder;
