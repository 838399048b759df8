import type { Video } from '@contract/api/content';
import type { Language } from '@contract/rules/languages';
import { NativeVideo } from './native-video';
import { VideoEmbed } from './video-embed';

interface VideoPlayerProps {
  video: Video;
  language: Language;
  /** Draw the title on a YouTube video's poster (the browser's own player shows the video's poster image). */
  posterTitle?: boolean;
}

/** Our own videos play in the browser's player; a YouTube video an operator lists, in YouTube's after a click. */
export const VideoPlayer = ({ video, language, posterTitle }: VideoPlayerProps) =>
  video.kind === 'file' ? (
    <NativeVideo video={video} language={language} />
  ) : (
    <VideoEmbed youtubeId={video.youtubeId} title={video.title} duration={video.duration} posterTitle={posterTitle} />
  );
