import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, useEffect, useEffectEvent, useRef } from 'react';
import type { CameraView } from '../scene/first-view';
import type { ArchScene } from '../scene/formula-scene';
import { ArchEngine } from '../three/arch-engine';
import { placeLabels } from './label-placement';

export interface ToothLabel {
  tooth: number;
  text: string;
}

export interface ArchCanvasProps {
  scene: ArchScene;
  /** The accessible name of the focusable picture. */
  label: string;
  /** Id of the element with the control instructions. */
  instructionsId: string;
  /** The named view asked for; a new object (same view or not) moves the camera there again. */
  camera: { view: CameraView };
  /** The view of the first picture. */
  firstView: CameraView;
  /** Small labels over the changed teeth (hidden from screen readers: the table and the status say the same). */
  labels: ToothLabel[];
  /** The tooth to highlight in the picture. */
  highlighted: number | null;
  reducedMotion: boolean;
  onPick: (tooth: number) => void;
  /** Reset asked for (the 0 key, a double-click or double tap). */
  onReset: () => void;
  /** WebGL failed after all (the context could not be created): the caller shows the table instead. */
  onUnavailable: () => void;
  /** Translucent gums and teeth, showing roots, canals and implants. */
  seeThrough?: boolean;
}

const step = Math.PI / 18;
const doubleTapMs = 300;
const blendMs = 500;
const maxHeight = 560;

/** Lays a copy of the current picture over the canvas and fades it out: a cross-fade without a render loop. */
const crossFade = (host: HTMLElement, engine: ArchEngine) => {
  const overlay = engine.snapshot();
  Object.assign(overlay.style, {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    transition: `opacity ${blendMs}ms ease-in-out`,
  });
  overlay.setAttribute('aria-hidden', 'true');
  overlay.dataset.blend = 'true';
  host.querySelector('canvas')?.after(overlay);
  const remove = () => overlay.remove();
  overlay.addEventListener('transitionend', remove);
  window.setTimeout(remove, blendMs + 300);
  requestAnimationFrame(() => requestAnimationFrame(() => (overlay.style.opacity = '0')));
};

/** The three.js picture of one phase, with mouse, touch and keyboard controls and labels. Loaded as its own chunk. */
export const ArchCanvas = (props: ArchCanvasProps) => {
  const { scene, label, instructionsId, camera, labels, highlighted, reducedMotion, onPick, onReset } = props;
  const seeThrough = props.seeThrough ?? false;
  const hostRef = useRef<HTMLDivElement>(null);
  const labelsRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ArchEngine | null>(null);
  const pointerRef = useRef<{ x: number; y: number } | null>(null);
  const lastTapRef = useRef(0);
  const unavailable = useEffectEvent(() => props.onUnavailable());
  const initial = useRef({ scene, view: props.firstView, reducedMotion, camera });

  const placeAll = useEffectEvent(() => {
    const engine = engineRef.current;
    const container = labelsRef.current;
    if (engine && container) placeLabels(container, engine.teethOnScreen(labels.map((entry) => entry.tooth)));
  });
  const seeingThrough = useEffectEvent(() => seeThrough);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let engine: ArchEngine;
    try {
      engine = new ArchEngine(host, initial.current.scene, {
        view: initial.current.view,
        reducedMotion: initial.current.reducedMotion,
        onRender: () => placeAll(),
      });
    } catch {
      unavailable();
      return undefined;
    }
    engineRef.current = engine;
    placeAll();
    if (seeingThrough()) engine.setSeeThrough(true);
    const observer = new ResizeObserver(() => engine.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      engine.dispose();
      engineRef.current = null;
    };
  }, []);

  // Another phase: the same camera, the old picture fading into the new one (at once under reduced motion).
  useEffect(() => {
    const engine = engineRef.current;
    const host = hostRef.current;
    if (!engine || !host || scene === initial.current.scene) return;
    initial.current.scene = scene;
    if (!reducedMotion) crossFade(host, engine);
    engine.setScene(scene);
  }, [scene, reducedMotion]);

  useEffect(() => {
    const engine = engineRef.current;
    if (engine && camera !== initial.current.camera) engine.setView(camera.view);
  }, [camera]);

  useEffect(() => engineRef.current?.setReducedMotion(reducedMotion), [reducedMotion]);
  useEffect(() => engineRef.current?.highlightTooth(highlighted), [highlighted]);
  useEffect(() => placeAll(), [labels]);

  useEffect(() => engineRef.current?.setSeeThrough(seeThrough), [seeThrough]);

  const onKeyDown = (event: KeyboardEvent) => {
    const engine = engineRef.current;
    if (!engine || event.target !== event.currentTarget) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => engine.rotate(step, 0),
      ArrowRight: () => engine.rotate(-step, 0),
      ArrowUp: () => engine.rotate(0, step),
      ArrowDown: () => engine.rotate(0, -step),
      '+': () => engine.zoom(0.85),
      '=': () => engine.zoom(0.85),
      '-': () => engine.zoom(1 / 0.85),
      '0': onReset,
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
        onReset();
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
      onDoubleClick={onReset}
      sx={{
        position: 'relative',
        // About 4:3, never wider than 4:3 at the tallest: an arch seen from below or above is nearly as deep as it is
        // wide, and the first view must show it whole at 70 % of the width or more.
        width: `min(100%, ${Math.round((maxHeight * 4) / 3)}px)`,
        aspectRatio: '4 / 3',
        minHeight: 300,
        maxHeight,
        mx: 'auto',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#eef2f6',
        cursor: 'grab',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    >
      <Box ref={labelsRef} aria-hidden="true" sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
        {labels.map((entry) => (
          <Box
            key={entry.tooth}
            component="span"
            data-tooth={entry.tooth}
            sx={{
              position: 'absolute',
              left: 0,
              top: 0,
              visibility: 'hidden',
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(255, 255, 255, 0.92)',
              color: '#1a2433',
              border: '1px solid rgba(26, 36, 51, 0.25)',
              fontSize: { xs: 11, sm: 12 },
              fontWeight: 600,
              lineHeight: 1.3,
              whiteSpace: 'nowrap',
            }}
          >
            {entry.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
