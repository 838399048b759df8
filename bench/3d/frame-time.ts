import type { Locator } from 'playwright-core';

export interface FrameRun {
  /** Milliseconds between consecutive animation frames while one rotation step was rendered per frame. */
  intervals: number[];
  /** WebGL draw calls per measured frame (the arch has one per mesh; the cube one). */
  drawsPerFrame: number;
}

export interface FrameRunOptions {
  /** Frames driven before measuring: shader compilation and first uploads happen there. */
  warmup: number;
  frames: number;
}

/**
 * Turns the model in `host` by one ArrowLeft step (the viewer's own keyboard handler, 10°) in every animation frame
 * and records the frames' timestamps. The viewer draws in the frame after each step, so every measured frame holds
 * one render; the interval between frames is what a user dragging the model would see, whatever the cost was spent
 * on (JavaScript, WebGL commands, SwiftShader rasterising, compositing).
 */
export const driveRotation = (host: Locator, options: FrameRunOptions): Promise<FrameRun> =>
  host.evaluate(async (element, { warmup, frames }) => {
    const counting = window as unknown as { __benchDraws: number };
    const stamps: number[] = [];
    let drawsAtStart = 0;
    await new Promise<void>((resolve) => {
      const tick = (now: number) => {
        stamps.push(now);
        if (stamps.length === warmup + 1) drawsAtStart = counting.__benchDraws;
        if (stamps.length > warmup + frames) {
          resolve();
          return;
        }
        element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const measured = stamps.slice(warmup);
    return {
      intervals: measured.slice(1).map((stamp, index) => stamp - measured[index]!),
      drawsPerFrame: (counting.__benchDraws - drawsAtStart) / frames,
    };
  }, options);
