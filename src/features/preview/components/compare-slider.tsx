import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardImage } from '@contract/api/cards';
import { CardPicture } from './card-picture';

const step = 5;
const pageStep = 20;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const keySteps: Record<string, (position: number) => number> = {
  ArrowLeft: (position) => position - step,
  ArrowDown: (position) => position - step,
  ArrowRight: (position) => position + step,
  ArrowUp: (position) => position + step,
  PageDown: (position) => position - pageStep,
  PageUp: (position) => position + pageStep,
  Home: () => 0,
  End: () => 100,
};

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

const badgeSx = {
  position: 'absolute',
  top: 12,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'rgba(0, 0, 0, 0.72)',
  color: '#fff',
  fontWeight: 600,
  pointerEvents: 'none',
} as const;

interface CompareSliderProps {
  before: CardImage;
  after: CardImage;
}

/**
 * Before and after on top of each other: the after picture shows right of a divider the patient drags (mouse or
 * touch) or moves with the keyboard. The frame lets vertical swipes scroll the page; the handle takes every gesture.
 */
export const CompareSlider = ({ before, after }: CompareSliderProps) => {
  const { t } = useTranslation('preview');
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const rect = frame.current?.getBoundingClientRect();
    if (rect && rect.width > 0) setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragging.current = true;
    // Capture keeps the drag going when the finger or mouse leaves the frame; jsdom has no capture.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    handle.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keySteps[event.key];
    if (!next) return;
    event.preventDefault();
    setPosition((current) => clamp(next(current)));
  };

  return (
    <Box>
      <Box
        ref={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        sx={{
          position: 'relative',
          aspectRatio: `${before.width} / ${before.height}`,
          overflow: 'hidden',
          borderRadius: 2,
          bgcolor: 'grey.200',
          touchAction: 'pan-y',
          userSelect: 'none',
          cursor: 'ew-resize',
        }}
      >
        <CardPicture image={before} alt={t('views.beforeAlt')} style={cover} />
        <Box
          data-testid="after-layer"
          style={{ position: 'absolute', inset: 0, clipPath: `inset(0 0 0 ${position}%)` }}
        >
          <CardPicture image={after} alt={t('views.afterAlt')} style={cover} />
        </Box>
        <Typography variant="caption" component="span" aria-hidden sx={{ ...badgeSx, left: 12 }}>
          {t('views.beforeBadge')}
        </Typography>
        <Typography variant="caption" component="span" aria-hidden sx={{ ...badgeSx, right: 12 }}>
          {t('views.afterBadge')}
        </Typography>
        <Box
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-label={t('compare.slider')}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={t('compare.valueText', { before: position, after: 100 - position })}
          onKeyDown={onKeyDown}
          style={{ left: `${position}%` }}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: 48,
            transform: 'translateX(-50%)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            touchAction: 'none',
            outline: 'none',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: '50%',
              width: 3,
              transform: 'translateX(-50%)',
              bgcolor: '#fff',
              boxShadow: '0 0 4px rgba(0, 0, 0, 0.5)',
            },
            '&:focus-visible .compare-knob': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
          }}
        >
          <Box
            className="compare-knob"
            sx={{
              position: 'relative',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: '#fff',
              color: 'grey.900',
              boxShadow: 3,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <UnfoldMoreIcon sx={{ transform: 'rotate(90deg)' }} />
          </Box>
        </Box>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('compare.hint')}
      </Typography>
    </Box>
  );
};
