import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FileVideo } from '@contract/api/content';
import type { Language } from '@contract/rules/languages';

interface NativeVideoProps {
  video: FileVideo;
  /** The page's language: its captions are on by default; the others can be chosen in the player. */
  language: Language;
}

/**
 * A video the site serves itself, in the browser's own player: only its metadata loads until the visitor presses
 * play, the poster holds the 16:9 box, and captions come in every language of the site.
 */
export const NativeVideo = ({ video, language }: NativeVideoProps) => {
  const { t } = useTranslation('common');
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      poster={video.poster}
      aria-label={video.title}
      sx={{
        display: 'block',
        aspectRatio: '16 / 9',
        width: '100%',
        height: 'auto',
        borderRadius: '20px',
        bgcolor: 'navigationBar.dark',
        boxShadow: '0 24px 60px rgba(11, 37, 69, 0.22)',
      }}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {video.captions.map((captions) => (
        <track
          key={captions.language}
          kind="captions"
          src={captions.src}
          srcLang={captions.language}
          label={t(`languageNames.${captions.language}`)}
          default={captions.language === language}
        />
      ))}
    </Box>
  );
};
