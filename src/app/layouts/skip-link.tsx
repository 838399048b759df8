import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first focusable element: lets keyboard users jump past the navigation. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 4,
        '&:focus': { top: 12 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
};
