import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanOption } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { OptionCard } from './option-card';

export interface OptionComparisonProps {
  options: readonly PlanOption[];
  titles: readonly string[];
  current: number;
  onChoose: (index: number) => void;
  onAccept: (index: number) => void;
  language: Language;
  /** "Changed your mind?" brings the patient back here. */
  sectionRef?: Ref<HTMLElement>;
}

/**
 * The options next to each other from md up; on a phone a row of cards swiped sideways (snapping to a card), with
 * previous and next buttons and the card's position. Arrow keys on a card's button move to its neighbour.
 */
export const OptionComparison = ({
  options,
  titles,
  current,
  onChoose,
  onAccept,
  language,
  sectionRef,
}: OptionComparisonProps) => {
  const { t } = useTranslation('preview');
  const headingId = useId();
  const row = useRef<HTMLUListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [visible, setVisible] = useState(0);
  // While the row glides to a card the buttons asked for, the positions it passes on the way do not count: a second
  // tap meanwhile goes on from the card asked for, not from one passed.
  const gliding = useRef<{ target: number; timer: number } | null>(null);
  const count = options.length;

  // The card the row has snapped to, as the patient swipes: the last one when scrolled to the end.
  const shownCard = (): number | null => {
    const list = row.current;
    // Side by side (md up) the row does not scroll, and the position is not shown.
    if (!list || count < 2 || list.scrollWidth <= list.clientWidth) return null;
    const [first, second] = [...list.children] as HTMLElement[];
    const step = second!.offsetLeft - first!.offsetLeft;
    if (list.scrollLeft >= list.scrollWidth - list.clientWidth - 1) return count - 1;
    return Math.min(count - 1, Math.round(list.scrollLeft / Math.max(1, step)));
  };

  const scrollTo = (index: number) => {
    const list = row.current;
    const card = list?.children[index] as HTMLElement | undefined;
    setVisible(index);
    if (gliding.current) window.clearTimeout(gliding.current.timer);
    // A glide the patient interrupts with a swipe never arrives: after a while the row's own position counts again.
    const timer = window.setTimeout(() => {
      gliding.current = null;
      const shown = shownCard();
      if (shown !== null) setVisible(shown);
    }, 800);
    gliding.current = { target: index, timer };
    if (!list || !card || typeof list.scrollTo !== 'function') return;
    list.scrollTo({ left: card.offsetLeft - (list.firstElementChild as HTMLElement).offsetLeft, behavior: 'smooth' });
  };

  const onScroll = () => {
    const shown = shownCard();
    if (shown === null) return;
    if (gliding.current) {
      if (gliding.current.target !== shown) return;
      window.clearTimeout(gliding.current.timer);
      gliding.current = null;
    }
    setVisible(shown);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : -1;
    if (next < 0 || next >= count) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    scrollTo(next);
  };

  return (
    <Paper
      ref={sectionRef}
      component="section"
      tabIndex={-1}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('options.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('options.lead', { count })}
      </Typography>
      <Box
        ref={row}
        component="ul"
        onScroll={onScroll}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: '86%', sm: '60%' },
          gridTemplateColumns: { md: `repeat(${count}, minmax(0, 1fr))` },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          overscrollBehaviorX: 'contain',
          pb: { xs: 1, md: 0 },
        }}
      >
        {options.map((option, index) => (
          <OptionCard
            key={index}
            option={option}
            title={titles[index]!}
            current={index === current}
            language={language}
            onChoose={() => onChoose(index)}
            onAccept={() => onAccept(index)}
            onKeyDown={onKeyDown(index)}
            buttonRef={(button) => {
              buttons.current[index] = button;
            }}
          />
        ))}
      </Box>
      <Stack
        direction="row"
        sx={{ display: { xs: 'flex', md: 'none' }, mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <IconButton aria-label={t('options.previous')} disabled={visible === 0} onClick={() => scrollTo(visible - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 500 }}>
          {t('options.position', { current: visible + 1, count })}
        </Typography>
        <IconButton
          aria-label={t('options.next')}
          disabled={visible === count - 1}
          onClick={() => scrollTo(visible + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
};
