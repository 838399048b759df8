import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '@contract/rules/languages';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The language switcher's menu; its own chunk, loaded the first time the switcher opens. */
export const LanguageMenu = ({ id, anchor, current, onChoose, onClose }: LanguageMenuProps) => {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem key={language} lang={language} selected={language === current} onClick={() => onChoose(language)}>
          {t(`languageNames.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};
