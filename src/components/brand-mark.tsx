import { useId } from 'react';

interface BrandMarkProps {
  size?: number;
}

/** The product's tooth mark: a tooth inside a turning orbit, on a blue-to-teal tile. Decorative. */
export const BrandMark = ({ size = 36 }: BrandMarkProps) => {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#42a5f5" />
          <stop offset="1" stopColor="#19857b" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path
        d="M20 11.2c-2.1-1.6-4.7-2.2-6.8-1.3-2.8 1.2-3.8 4.5-2.9 7.7.7 2.4 1.6 4.2 2.1 7 .5 3 1 5.9 2.8 6.3 1.8.4 2.2-2.5 2.7-4.6.4-1.7 1-2.7 2.1-2.7s1.7 1 2.1 2.7c.5 2.1.9 5 2.7 4.6 1.8-.4 2.3-3.3 2.8-6.3.5-2.8 1.4-4.6 2.1-7 .9-3.2-.1-6.5-2.9-7.7-2.1-.9-4.7-.3-6.8 1.3Z"
        fill="#ffffff"
      />
      <ellipse
        cx="20"
        cy="20"
        rx="15.5"
        ry="5.2"
        transform="rotate(-18 20 20)"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1.4"
      />
    </svg>
  );
};
