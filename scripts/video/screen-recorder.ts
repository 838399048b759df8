import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

interface Frame {
  file: string;
  /** Seconds into the video. */
  at: number;
}

/**
 * Records a page through Chromium's screencast (a frame whenever the screen changes), keeping each frame's time so
 * the video plays at the pace it was recorded. `pause()` leaves out waiting (mail, uploads) from the video.
 */
export class ScreenRecorder {
  private readonly frames: Frame[] = [];
  private session: CDPSession | null = null;
  private startedAt = 0;
  private pausedAt: number | null = null;
  private pausedFor = 0;

  constructor(
    private readonly page: Page,
    private readonly framesDir: string,
  ) {}

  /** Seconds of video recorded so far. */
  now(): number {
    return (this.pausedAt ?? Date.now()) / 1000 - this.startedAt - this.pausedFor;
  }

  async start(): Promise<void> {
    this.session = await this.page.context().newCDPSession(this.page);
    this.startedAt = Date.now() / 1000;
    this.session.on('Page.screencastFrame', ({ data, sessionId }) => {
      if (this.pausedAt === null) this.addFrame(Buffer.from(data, 'base64'));
      void this.session?.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await this.session.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: 1280, maxHeight: 720 });
  }

  pause(): void {
    this.pausedAt ??= Date.now();
  }

  /** Carries on, starting with the screen as it is now (it may have changed while paused). */
  async resume(): Promise<void> {
    if (this.pausedAt === null) return;
    this.pausedFor += (Date.now() - this.pausedAt) / 1000;
    this.pausedAt = null;
    this.addFrame(await this.page.screenshot({ type: 'jpeg', quality: 90 }));
  }

  /** Stops and writes an ffmpeg concat list (each frame with its duration); returns the list and the length. */
  async stop(): Promise<{ list: string; seconds: number }> {
    const seconds = this.now();
    await this.session?.send('Page.stopScreencast');
    await this.session?.detach();
    this.session = null;
    const lines = this.frames.flatMap((frame, index) => {
      const next = this.frames[index + 1]?.at ?? seconds;
      return [`file '${frame.file}'`, `duration ${Math.max(next - frame.at, 0.001).toFixed(3)}`];
    });
    // The concat demuxer ignores the last frame's duration unless the frame is listed once more.
    const last = this.frames.at(-1);
    if (last) lines.push(`file '${last.file}'`);
    const list = path.join(this.framesDir, 'frames.txt');
    writeFileSync(list, `${lines.join('\n')}\n`);
    return { list, seconds };
  }

  private addFrame(jpeg: Buffer): void {
    const file = path.join(this.framesDir, `frame-${String(this.frames.length).padStart(6, '0')}.jpg`);
    writeFileSync(file, jpeg);
    // The first frame starts the video, whenever it arrives.
    this.frames.push({ file, at: this.frames.length === 0 ? 0 : this.now() });
  }
}
