import Brightness4 from '@mui/icons-material/Brightness4';
import Brightness7 from '@mui/icons-material/Brightness7';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { languageNames, languageSettings, type LanguageSetting } from '../../openapi/i18n/languages';
import type { Translate } from './loginWords';

export interface PageSwitchesProps {
  translate: Translate;
  language: LanguageSetting;
  onLanguage: (language: LanguageSetting) => void;
  mode: 'light' | 'dark';
  onToggleMode: () => void;
}

/** The language and day/night switches at the top of the signed-out pages' card (login, one-time link). */
export function PageSwitches({ translate, language, onLanguage, mode, onToggleMode }: PageSwitchesProps) {
  const [languageMenu, setLanguageMenu] = useState<HTMLElement | null>(null);
  return (
    <Stack direction="row" justifyContent="flex-end" sx={{ px: 1, pt: 1 }}>
      <Button
        color="inherit"
        // Names what it switches and the language it shows (WCAG 2.5.3, label in name).
        aria-label={translate('kassa.app.languageButton', { name: languageNames[language] })}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => setLanguageMenu(event.currentTarget)}
      >
        {languageNames[language]}
      </Button>
      <Menu anchorEl={languageMenu} open={languageMenu !== null} onClose={() => setLanguageMenu(null)}>
        {languageSettings.map((setting) => (
          <MenuItem
            key={setting}
            selected={setting === language}
            onClick={() => {
              setLanguageMenu(null);
              onLanguage(setting);
            }}
          >
            {languageNames[setting]}
          </MenuItem>
        ))}
      </Menu>
      <IconButton color="inherit" aria-label={translate('kassa.app.theme')} title={translate('kassa.app.theme')} onClick={onToggleMode}>
        {mode === 'dark' ? <Brightness7 /> : <Brightness4 />}
      </IconButton>
    </Stack>
  );
}
