import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, useEffect, useEffectEvent, useRef } from 'react';
import type { ArchScene } from '../scene/formula-scene';
import { ArchEngine } from '../three/arch-engine';

export interface ArchCanvasProps {
  scene: ArchScene;
  /** The accessible name of the focusable picture. */
  label: string;
  /** Id of the element with the control instructions. */
  instructionsId: string;
  onPick: (tooth: number) => void;
  /** WebGL failed after all (the context could not be created): the caller shows the table instead. */
  onUnavailable: () => void;
  /** Translucent gums and teeth, showing roots, canals and implants. */
  seeThrough?: boolean;
}

const step = Math.PI / 18;
const doubleTapMs = 300;

/** The three.js picture of one phase, with mouse, touch and keyboard controls. Loaded as its own chunk. */
export const ArchCanvas = ({
  scene,
  label,
  instructionsId,
  onPick,
  onUnavailable,
  seeThrough = false,
}: ArchCanvasProps) => {
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ArchEngine | null>(null);
  const pointerRef = useRef<{ x: number; y: number } | null>(null);
  const lastTapRef = useRef(0);
  const unavailable = useEffectEvent(() => onUnavailable());
  const seeingThrough = useEffectEvent(() => seeThrough);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let engine: ArchEngine;
    try {
      engine = new ArchEngine(host, scene);
    } catch {
      unavailable();
      return undefined;
    }
    engineRef.current = engine;
    if (seeingThrough()) engine.setSeeThrough(true);
    const observer = new ResizeObserver(() => engine.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      engine.dispose();
      engineRef.current = null;
    };
  }, [scene]);

  useEffect(() => {
    engineRef.current?.setSeeThrough(seeThrough);
  }, [seeThrough]);

  const onKeyDown = (event: KeyboardEvent) => {
    const engine = engineRef.current;
    if (!engine) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => engine.rotate(step, 0),
      ArrowRight: () => engine.rotate(-step, 0),
      ArrowUp: () => engine.rotate(0, step),
      ArrowDown: () => engine.rotate(0, -step),
      '+': () => engine.zoom(0.85),
      '=': () => engine.zoom(0.85),
      '-': () => engine.zoom(1 / 0.85),
      '0': () => engine.reset(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerRef.current = { x: event.clientX, y: event.clientY };
  };

  // A tap or click that did not turn the model picks a tooth; two quick taps reset the view.
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerRef.current;
    pointerRef.current = null;
    const engine = engineRef.current;
    if (!start || !engine || Math.hypot(event.clientX - start.x, event.clientY - start.y) > 6) return;
    if (event.pointerType === 'touch') {
      const now = event.timeStamp;
      if (now - lastTapRef.current < doubleTapMs) {
        lastTapRef.current = 0;
        engine.reset();
        return;
      }
      lastTapRef.current = now;
    }
    const tooth = engine.pick(event.clientX, event.clientY);
    if (tooth !== null) onPick(tooth);
  };

  return (
    <Box
      ref={hostRef}
      role="application"
      tabIndex={0}
      aria-label={label}
      aria-describedby={instructionsId}
      data-testid="arch-canvas"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onDoubleClick={() => engineRef.current?.reset()}
      sx={{
        position: 'relative',
        height: { xs: 300, sm: 380, md: 420 },
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#eef2f6',
        cursor: 'grab',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    />
  );
};
