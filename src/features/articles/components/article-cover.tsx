import Box from '@mui/material/Box';

const palettes: Record<string, [string, string]> = {
  guide: ['#42a5f5', '#0e3566'],
  module: ['#19857b', '#0b2545'],
  documentation: ['#5c6bc0', '#0e3566'],
  legal: ['#78909c', '#263238'],
};

/** A small number from the slug, so each card's drawing differs a little and stays the same. */
const seed = (slug: string) => [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7);

/** Decorative cover drawn in SVG from the category and the slug: no image request, fixed 16:7 box. */
export const ArticleCover = ({ slug, category }: { slug: string; category: string }) => {
  const [light, dark] = palettes[category] ?? palettes.guide!;
  const n = seed(slug);
  const id = `cover-${slug}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 320 140"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '320 / 140' }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#${id})`} />
      <circle cx={220 + (n % 60)} cy={20 + (n % 40)} r={50 + (n % 30)} fill="#ffffff" fillOpacity="0.08" />
      <ellipse
        cx="240"
        cy="78"
        rx="90"
        ry="22"
        transform={`rotate(${-10 - (n % 12)} 240 78)`}
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.45"
        strokeWidth="2"
        strokeDasharray="5 8"
      />
      <path
        d="M20 11.2c-2.1-1.6-4.7-2.2-6.8-1.3-2.8 1.2-3.8 4.5-2.9 7.7.7 2.4 1.6 4.2 2.1 7 .5 3 1 5.9 2.8 6.3 1.8.4 2.2-2.5 2.7-4.6.4-1.7 1-2.7 2.1-2.7s1.7 1 2.1 2.7c.5 2.1.9 5 2.7 4.6 1.8-.4 2.3-3.3 2.8-6.3.5-2.8 1.4-4.6 2.1-7 .9-3.2-.1-6.5-2.9-7.7-2.1-.9-4.7-.3-6.8 1.3Z"
        transform="translate(196 10) scale(3.6)"
        fill="#ffffff"
        fillOpacity="0.92"
      />
      <rect x="24" y="36" width={90 + (n % 40)} height="10" rx="5" fill="#ffffff" fillOpacity="0.75" />
      <rect x="24" y="56" width={60 + (n % 50)} height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
      <rect x="24" y="74" width={80 + (n % 30)} height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
    </Box>
  );
};
