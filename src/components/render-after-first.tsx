import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface RenderAfterFirstProps {
  children: ReactNode;
  placeholder: ReactNode;
  /**
   * Which render after its first shows the children: 1, the next one (the default), 2 the one after that… Parts
   * mounted together with turns 1, 2 and 3 come in three commits, each in a task of its own.
   */
  turn?: number;
}

/**
 * Renders `placeholder` first and its children in a later, interruptible render: what sits below a page's first
 * screen then costs the first screen nothing (on a slow phone, its first picture paints sooner), and a page too big
 * for one short task comes in parts. The placeholder should hold the children's place, so nothing that is shown moves
 * when they arrive.
 */
export const RenderAfterFirst = ({ children, placeholder, turn = 1 }: RenderAfterFirstProps) => {
  const [rendersDone, setRendersDone] = useState(0);
  useEffect(() => {
    // Effects run after the commit, in a task of their own; the transition renders in slices and commits in another.
    if (rendersDone < turn) startTransition(() => setRendersDone(rendersDone + 1));
  }, [rendersDone, turn]);
  return rendersDone >= turn ? children : placeholder;
};
