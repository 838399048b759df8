import { execFileSync, spawnSync } from 'node:child_process';
import sharp from 'sharp';

/** Debian's ffmpeg; the recording needs it, the site does not (the encoded files are committed). */
export const ffmpegPath = process.env.FFMPEG_PATH || 'ffmpeg';

export const hasFfmpeg = (): boolean => spawnSync(ffmpegPath, ['-version'], { stdio: 'ignore' }).status === 0;

const ffmpeg = (args: string[]) => execFileSync(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

// Constant 30 frames a second from the screencast's uneven frames, exactly 1280×720, in the pixel format every
// player decodes.
const videoFilter =
  'fps=30,scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2,format=yuv420p';

/** Encodes the frame list into WebM (VP9) and MP4 (H.264, moov atom first so playback starts at once), no sound. */
export const encodeVideos = (list: string, out: { webm: string; mp4: string }): void => {
  const input = ['-f', 'concat', '-safe', '0', '-i', list, '-vf', videoFilter, '-an'];
  ffmpeg([
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '5'],
    out.webm,
  ]);
  ffmpeg([
    ...input,
    ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '30', '-tune', 'stillimage', '-movflags', '+faststart'],
    out.mp4,
  ]);
};

// The videos page draws a poster at most about 960 px wide. A wider one, or a JPEG (88 KB at 1280 px against 26 KB),
// only delays a phone's largest paint on a slow connection.
const posterWidth = 960;
const posterQuality = 75;

/** One frame of the video as a WebP picture (`poster` should end in `.webp`), for the player to show before it plays. */
export const extractPoster = async (video: string, atSeconds: number, poster: string): Promise<void> => {
  const frame = `${poster}.frame.png`;
  ffmpeg(['-ss', atSeconds.toFixed(2), '-i', video, '-frames:v', '1', frame]);
  await sharp(frame)
    .resize({ width: posterWidth, withoutEnlargement: true })
    .webp({ quality: posterQuality })
    .toFile(poster);
};
