import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first focusable element: lets keyboard users jump past the navigation. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    // Drawn as MUI's Link (theme.ts) on a Box: Link's module would be the first download's only reason to carry it.
    <Box
      component="a"
      href={`#${mainContentId}`}
      sx={{
        color: 'primary.dark',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
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
    </Box>
  );
};
