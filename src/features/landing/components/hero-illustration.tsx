import Box from '@mui/material/Box';
import { useId } from 'react';
import './hero-illustration.css';

const toothPath =
  'M20 11.2c-2.1-1.6-4.7-2.2-6.8-1.3-2.8 1.2-3.8 4.5-2.9 7.7.7 2.4 1.6 4.2 2.1 7 .5 3 1 5.9 2.8 6.3 1.8.4 2.2-2.5 2.7-4.6.4-1.7 1-2.7 2.1-2.7s1.7 1 2.1 2.7c.5 2.1.9 5 2.7 4.6 1.8-.4 2.3-3.3 2.8-6.3.5-2.8 1.4-4.6 2.1-7 .9-3.2-.1-6.5-2.9-7.7-2.1-.9-4.7-.3-6.8 1.3Z';

const sparkle = 'M0 -14 L3 -3 L14 0 L3 3 L0 14 L-3 3 L-14 0 L-3 -3 Z';

/**
 * The hero's picture of the product's idea: one tooth shown before (left) and after (right) treatment, turning in
 * 3D, between a plan's steps and its invoice. Decorative: the hero's text carries the message.
 */
export const HeroIllustration = () => {
  const id = useId();
  const ids = {
    glow: `${id}-glow`,
    before: `${id}-before`,
    after: `${id}-after`,
    left: `${id}-left`,
    right: `${id}-right`,
  };
  const card = { fill: 'rgba(255,255,255,0.09)', stroke: 'rgba(255,255,255,0.28)' };

  return (
    <Box
      component="svg"
      viewBox="0 0 520 480"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', maxWidth: 540, height: 'auto', mx: 'auto' }}
    >
      <defs>
        <radialGradient id={ids.glow}>
          <stop offset="0" stopColor="#42a5f5" stopOpacity="0.45" />
          <stop offset="1" stopColor="#42a5f5" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.before} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbf1d6" />
          <stop offset="1" stopColor="#dcc48c" />
        </linearGradient>
        <linearGradient id={ids.after} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#c9e4fb" />
        </linearGradient>
        <clipPath id={ids.left}>
          <rect x="0" y="0" width="260" height="480" />
        </clipPath>
        <clipPath id={ids.right}>
          <rect x="260" y="0" width="260" height="480" />
        </clipPath>
      </defs>

      <circle cx="260" cy="238" r="200" fill={`url(#${ids.glow})`} />

      <g transform="rotate(-8 260 300)">
        <path
          className="hero-illustration__orbit"
          d="M30 300 A230 58 0 0 1 490 300"
          fill="none"
          stroke="#90caf9"
          strokeOpacity="0.45"
          strokeWidth="2"
          strokeDasharray="6 10"
        />
      </g>

      <g clipPath={`url(#${ids.left})`}>
        <path d={toothPath} transform="translate(60 28) scale(10)" fill={`url(#${ids.before})`} />
      </g>
      <g clipPath={`url(#${ids.right})`}>
        <path d={toothPath} transform="translate(60 28) scale(10)" fill={`url(#${ids.after})`} />
      </g>
      <path
        d={toothPath}
        transform="translate(60 28) scale(10)"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.9"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
      <line
        x1="260"
        y1="96"
        x2="260"
        y2="356"
        stroke="#ffffff"
        strokeOpacity="0.75"
        strokeWidth="2"
        strokeDasharray="4 7"
      />
      <circle cx="236" cy="372" r="6" fill="#dcc48c" />
      <circle cx="284" cy="372" r="6" fill="#4fb3a9" />
      <path d={sparkle} transform="translate(318 146)" fill="#ffffff" />
      <path d={sparkle} transform="translate(346 186) scale(0.5)" fill="#ffffff" fillOpacity="0.85" />

      <g transform="rotate(-8 260 300)">
        <path
          className="hero-illustration__orbit"
          d="M30 300 A230 58 0 0 0 490 300"
          fill="none"
          stroke="#90caf9"
          strokeOpacity="0.8"
          strokeWidth="2.5"
          strokeDasharray="6 10"
        />
        <circle cx="181" cy="354" r="7" fill="#42a5f5" stroke="#ffffff" strokeWidth="2" />
        <circle cx="436" cy="337" r="7" fill="#4fb3a9" stroke="#ffffff" strokeWidth="2" />
      </g>

      <g className="hero-illustration__float">
        <g transform="translate(8 56)">
          <rect width="150" height="120" rx="16" fill={card.fill} stroke={card.stroke} />
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(0 ${30 + row * 30})`}>
              <circle cx="24" cy="0" r="6" fill={['#4fb3a9', '#42a5f5', '#ffffff'][row]} />
              <rect
                x="40"
                y="-4"
                width={[90, 70, 96][row]}
                height="8"
                rx="4"
                fill="#ffffff"
                fillOpacity={0.75 - row * 0.15}
              />
            </g>
          ))}
        </g>
      </g>

      <g className="hero-illustration__float hero-illustration__float--late">
        <g transform="translate(340 330)">
          <rect width="166" height="108" rx="16" fill={card.fill} stroke={card.stroke} />
          <rect x="16" y="20" width="112" height="8" rx="4" fill="#ffffff" fillOpacity="0.7" />
          <rect x="16" y="38" width="88" height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
          <line x1="16" y1="62" x2="150" y2="62" stroke="#ffffff" strokeOpacity="0.3" />
          <rect x="16" y="76" width="58" height="12" rx="6" fill="#4fb3a9" />
          <rect x="100" y="76" width="50" height="12" rx="6" fill="#90caf9" />
        </g>
      </g>

      <g className="hero-illustration__float hero-illustration__float--late">
        <g transform="translate(430 98)">
          <circle r="34" fill={card.fill} stroke={card.stroke} />
          <g fill="none" stroke="#ffffff" strokeWidth="2" strokeLinejoin="round">
            <path d="M0 -16 L14 -8 L14 8 L0 16 L-14 8 L-14 -8 Z" />
            <path d="M-14 -8 L0 0 L14 -8 M0 0 L0 16" />
          </g>
        </g>
      </g>
    </Box>
  );
};
