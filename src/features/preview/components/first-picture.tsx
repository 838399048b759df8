import Box from '@mui/material/Box';
import { firstPictureSlotAttribute } from '@contract/rules/prerender';
import { cardFileUrl } from '@contract/rules/treatment-cards';

interface PreloadedPicture {
  type: string;
  srcset: string;
  sizes: string;
}

/**
 * The picture this card's first HTML preloads (server/modules/cards/page-metadata.ts), when the document has one for
 * this very link: a preview opened from another one's page has none of its own.
 */
const preloadedPictureOf = (previewLink: string): PreloadedPicture | null => {
  if (typeof document === 'undefined') return null;
  const link = document.querySelector('link[rel="preload"][as="image"][imagesrcset]');
  const srcset = link?.getAttribute('imagesrcset') ?? '';
  if (!link || !srcset.startsWith(cardFileUrl(previewLink, ''))) return null;
  return { type: link.getAttribute('type') ?? '', srcset, sizes: link.getAttribute('imagesizes') ?? '' };
};

/**
 * The card's first picture over the skeleton's place for it, on a phone, where the card opens on it. The first
 * screen's script (public/show-first-picture.js) draws the same markup before the app runs, and this hydrates it.
 * From md up the card may open on its options instead, so the skeleton stays plain there.
 */
export const FirstPicture = ({ previewLink }: { previewLink: string }) => {
  const picture = preloadedPictureOf(previewLink);
  return (
    <Box
      {...{ [firstPictureSlotAttribute]: '' }}
      sx={{
        position: 'absolute',
        inset: 0,
        display: { md: 'none' },
        '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
      }}
    >
      {picture && (
        <picture>
          <source type={picture.type} srcSet={picture.srcset} sizes={picture.sizes} />
          <img alt="" />
        </picture>
      )}
    </Box>
  );
};
