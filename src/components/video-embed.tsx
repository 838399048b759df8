import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface VideoEmbedProps {
  youtubeId: string;
  title: string;
  duration: string;
  /** Heading level of the title drawn on the poster; none when the page shows the title itself. */
  posterTitle?: boolean;
}

const embedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&modestbranding=1`;

/**
 * A video that costs nothing until it is wanted: a poster drawn here (no request to YouTube, no cookies), and
 * YouTube's privacy-enhanced player only after the visitor presses play. 16:9 box, so nothing shifts.
 */
export const VideoEmbed = ({ youtubeId, title, duration, posterTitle = true }: VideoEmbedProps) => {
  const { t } = useTranslation('site');
  const [playing, setPlaying] = useState(false);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: '20px',
        overflow: 'hidden',
        bgcolor: 'navigationBar.dark',
        boxShadow: '0 24px 60px rgba(11, 37, 69, 0.22)',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={embedUrl(youtubeId)}
          title={t('video.frameTitle', { title })}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={`${t('video.play', { title })}, ${t('video.duration', { duration })}`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            color: 'common.white',
            textAlign: 'center',
            px: 3,
            background:
              'radial-gradient(600px 300px at 80% 0%, rgba(66, 165, 245, 0.45), transparent 60%), radial-gradient(500px 300px at 0% 100%, rgba(25, 133, 123, 0.5), transparent 60%), linear-gradient(160deg, #0b2545 0%, #0e3566 60%, #0a2140 100%)',
            '&:hover .video-embed__play, &.Mui-focusVisible .video-embed__play': { transform: 'scale(1.08)' },
            '&.Mui-focusVisible': { outline: '3px solid #90caf9', outlineOffset: -3 },
          }}
        >
          <Box
            className="video-embed__play"
            aria-hidden="true"
            sx={{
              width: { xs: 64, sm: 84 },
              height: { xs: 64, sm: 84 },
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              boxShadow: '0 0 0 10px rgba(66, 165, 245, 0.25)',
              transition: 'transform 200ms ease',
            }}
          >
            <PlayArrowRoundedIcon sx={{ fontSize: { xs: 40, sm: 52 } }} />
          </Box>
          {posterTitle && (
            <Typography
              aria-hidden="true"
              sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, maxWidth: 560 }}
            >
              {title}
            </Typography>
          )}
          <Typography
            component="span"
            variant="body2"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              right: 12,
              bottom: 12,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {duration}
          </Typography>
        </ButtonBase>
      )}
    </Box>
  );
};
