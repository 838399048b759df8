import Box from '@mui/material/Box';
import { type ReactElement } from 'react';

export type ModuleKey = 'prosthetic' | 'therapeutic' | 'aesthetic' | 'orthodontic' | 'surgical';

const tooth =
  'M20 11.2c-2.1-1.6-4.7-2.2-6.8-1.3-2.8 1.2-3.8 4.5-2.9 7.7.7 2.4 1.6 4.2 2.1 7 .5 3 1 5.9 2.8 6.3 1.8.4 2.2-2.5 2.7-4.6.4-1.7 1-2.7 2.1-2.7s1.7 1 2.1 2.7c.5 2.1.9 5 2.7 4.6 1.8-.4 2.3-3.3 2.8-6.3.5-2.8 1.4-4.6 2.1-7 .9-3.2-.1-6.5-2.9-7.7-2.1-.9-4.7-.3-6.8 1.3Z';

const Tooth = ({ x, y, scale = 2.4, fill = '#ffffff' }: { x: number; y: number; scale?: number; fill?: string }) => (
  <path
    d={tooth}
    transform={`translate(${x} ${y}) scale(${scale})`}
    fill={fill}
    stroke="#0b2545"
    strokeOpacity="0.18"
    strokeWidth={1 / scale}
  />
);

/** What each module's picture shows, drawn over the same tooth. */
const scenes: Record<ModuleKey, ReactElement> = {
  prosthetic: (
    <>
      <Tooth x={52} y={18} />
      {/* a crown lifted above the prepared tooth, about to be seated; kept clear of the card's rounded top */}
      <path
        d="M74 40 C74 22 90 20 100 29 C110 20 126 22 126 40 L121 48 L79 48 Z"
        transform="translate(0 -13)"
        fill="#ffd54f"
        stroke="#b28704"
        strokeWidth="1.5"
      />
      <path d="M100 37 v5" stroke="#ffffff" strokeWidth="2" strokeDasharray="2 3" />
    </>
  ),
  therapeutic: (
    <>
      <Tooth x={52} y={18} />
      <ellipse cx="90" cy="40" rx="9" ry="6" fill="#42a5f5" />
      <circle cx="90" cy="40" r="14" fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeDasharray="3 3" />
    </>
  ),
  aesthetic: (
    <>
      <Tooth x={52} y={18} />
      <path d="M0 -9 L2 -2 L9 0 L2 2 L0 9 L-2 2 L-9 0 L-2 -2 Z" transform="translate(124 26)" fill="#ffffff" />
      <path
        d="M0 -9 L2 -2 L9 0 L2 2 L0 9 L-2 2 L-9 0 L-2 -2 Z"
        transform="translate(140 46) scale(0.6)"
        fill="#ffffff"
        fillOpacity="0.85"
      />
      <path
        d="M0 -9 L2 -2 L9 0 L2 2 L0 9 L-2 2 L-9 0 L-2 -2 Z"
        transform="translate(48 30) scale(0.7)"
        fill="#ffffff"
        fillOpacity="0.85"
      />
    </>
  ),
  orthodontic: (
    <>
      <Tooth x={16} y={22} scale={1.9} />
      <Tooth x={62} y={18} scale={1.9} />
      <Tooth x={108} y={22} scale={1.9} />
      <path d="M30 50 Q90 44 150 50" fill="none" stroke="#b0bec5" strokeWidth="3" />
      {[54, 100, 146].map((x) => (
        <rect key={x} x={x - 20} y={45} width="10" height="9" rx="2" fill="#90a4ae" />
      ))}
    </>
  ),
  surgical: (
    <>
      <path d="M78 20 q12 -10 24 0 v10 h-24 Z" fill="#ffffff" />
      <rect x="84" y="30" width="12" height="8" fill="#cfd8dc" />
      {[0, 1, 2, 3, 4].map((row) => (
        <path key={row} d={`M80 ${40 + row * 8} h20 l-2 6 h-16 Z`} fill="#b0bec5" stroke="#78909c" strokeWidth="1" />
      ))}
      <path d="M40 82 h100" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="2" />
    </>
  ),
};

const gradients: Record<ModuleKey, [string, string]> = {
  prosthetic: ['#42a5f5', '#1565c0'],
  therapeutic: ['#26a69a', '#00695c'],
  aesthetic: ['#ab47bc', '#6a1b9a'],
  orthodontic: ['#5c6bc0', '#283593'],
  surgical: ['#ef5350', '#b71c1c'],
};

/** A module's illustration: inline SVG at a fixed 180×100 ratio, so it never shifts the layout. Decorative. */
export const ModuleIllustration = ({ module }: { module: ModuleKey }) => {
  const [from, to] = gradients[module];
  const id = `module-${module}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 180 100"
      width="180"
      height="100"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="180" height="100" fill={`url(#${id})`} />
      <circle cx="150" cy="14" r="40" fill="#ffffff" fillOpacity="0.08" />
      {scenes[module]}
    </Box>
  );
};
