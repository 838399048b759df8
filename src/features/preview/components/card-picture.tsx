import type { CSSProperties } from 'react';
import type { CardImage } from '@contract/api/cards';
import { cardPictureSizes as pictureSizes } from '@contract/rules/treatment-cards';

interface CardPictureProps {
  image: CardImage;
  alt: string;
  /** The first picture the patient sees: fetched at once and first. */
  priority?: boolean;
  style?: CSSProperties;
}

/** One card picture: WebP sources first, a JPEG fallback, its own size reserved so nothing jumps as it loads. */
export const CardPicture = ({ image, alt, priority = false, style }: CardPictureProps) => (
  <picture>
    {image.sources.map((source) => (
      <source key={source.type} type={source.type} srcSet={source.srcset} sizes={pictureSizes} />
    ))}
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      sizes={pictureSizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      style={{ display: 'block', width: '100%', height: 'auto', ...style }}
    />
  </picture>
);
