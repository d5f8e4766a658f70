import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The language switch: react-admin's LocalesMenuButton, but its accessible name says what it is and contains the
 * language shown on it (WCAG 2.5.3; react-admin's gives it an empty aria-label).
 */
export function LanguageMenuButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => language.locale === locale)?.name ?? '';
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-label={translate('kassa.app.languageButton', { name: current })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Translate />}
        endIcon={<ExpandMore fontSize="small" />}
      >
        {current}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
