import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, fallbackLanguage, matchLanguage } from '@contract/rules/languages';
import { OnDemandBoundary } from './chunk-error/on-demand-boundary';
import { lazyPage } from './chunk-error/lazy-page';
import { useWantedOnce } from './on-demand';
import { visuallyHidden } from './visually-hidden';

const LanguageMenu = lazyPage(() => import(/* webpackChunkName: "language-menu" */ './language-menu'), 'LanguageMenu');

interface LanguageSwitcherProps {
  /** `light` text on dark surfaces. */
  tone?: 'light' | 'dark';
}

/**
 * Switches the interface language. i18next's detector persists the choice (local storage and the cookie the server
 * reads); `<html lang>` follows through the i18n setup.
 */
export const LanguageSwitcher = ({ tone = 'dark' }: LanguageSwitcherProps) => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  const menuWanted = useWantedOnce(anchor !== null);

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const choose = (language: Language) => {
    close();
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={open}
        startIcon={<LanguageIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ color: tone === 'light' ? 'common.white' : 'text.primary', minWidth: 0 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${t('language.label')}: `}
        </Box>
        <span lang={current}>{t(`languageNames.${current}`)}</span>
      </Button>
      {menuWanted && (
        <OnDemandBoundary open={anchor !== null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onChoose={choose} onClose={close} />
        </OnDemandBoundary>
      )}
    </>
  );
};
