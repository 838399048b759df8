import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { languages } from '../../contract/rules/languages';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium-launch';
import { stopChild, waitUntilAnswers } from '../../bench/support/child-process';
import { ensureSpaBuild } from '../../server/cli/spa-build';
import { webVtt } from './captions';
import { encodeVideos, extractPoster, hasFfmpeg } from './encode';
import { publishRecording } from './publish';
import { ScreenRecorder } from './screen-recorder';
import { pointerScript, runWalkthrough } from './walkthrough';

// `npm run video:record`: records the walkthrough of the running product into content/media and points
// content/videos.yaml at it. Needs Debian's ffmpeg and Chromium; the site itself serves the committed files.
const root = path.resolve(__dirname, '..', '..');
const stem = 'dentiqo-3d-walkthrough';
const port = Number(process.env.VIDEO_PORT || 4390);

const startServer = async (dataDir: string) => {
  const url = `http://127.0.0.1:${port}`;
  // The browser tests' server (a throwaway SQLite database, mail written to files in dataDir), its own PID.
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.ts'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    await waitUntilAnswers(child, `${url}/api/ready`, 90_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, dataDir, stop: () => stopChild(child) };
};

const record = async (): Promise<void> => {
  if (!hasFfmpeg()) {
    console.error('video:record needs ffmpeg: apt-get install ffmpeg');
    process.exitCode = 1;
    return;
  }
  ensureSpaBuild();
  const work = mkdtempSync(path.join(tmpdir(), 'dentiqo-video-'));
  const server = await startServer(path.join(work, 'data'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
    await context.addInitScript(pointerScript);
    const page = await context.newPage();
    const recorder = new ScreenRecorder(page, work);
    const { scenes, posterAt } = await runWalkthrough(page, recorder, server);
    const { list, seconds } = await recorder.stop();
    console.log(`recorded ${seconds.toFixed(1)} s; encoding`);

    const out = { webm: path.join(work, 'video.webm'), mp4: path.join(work, 'video.mp4') };
    encodeVideos(list, out);
    const poster = path.join(work, 'poster.webp');
    await extractPoster(out.mp4, posterAt, poster);
    const captions = Object.fromEntries(
      languages.map((language) => {
        const file = path.join(work, `captions.${language}.vtt`);
        writeFileSync(file, webVtt(scenes, seconds, language));
        return [language, file];
      }),
    ) as Record<(typeof languages)[number], string>;
    const date = new Date().toISOString().slice(0, 10);
    const written = publishRecording(path.join(root, 'content'), stem, { ...out, poster, captions, seconds }, date);
    console.log(`wrote ${written.map((file) => path.relative(root, file)).join(', ')} and content/videos.yaml`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

record().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
