import { createTheme } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { Dictionaries } from '../../openapi/i18n/dictionaries';
import type { LanguageSetting } from '../../openapi/i18n/languages';
import { darkTheme, lightTheme } from '../shell/theme';
import { translatorOf } from './loginWords';
import { storedLanguage, storedMode, storeLanguage, storeMode, type Mode } from './pageSettings';

/**
 * A signed-out light page's language and day/night mode: read from where the console keeps them, changed and stored by
 * the page's switches. The document's language and title (`titleKey`) follow the language.
 */
export function usePageSettings(dictionaries: Dictionaries, titleKey: string) {
  const [language, setLanguage] = useState<LanguageSetting>(storedLanguage);
  const [mode, setMode] = useState<Mode>(storedMode);
  const translate = useMemo(() => translatorOf(dictionaries, language), [dictionaries, language]);
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);

  useEffect(() => {
    document.documentElement.lang = language === 'us' ? 'en' : language;
    document.title = translate(titleKey);
  }, [language, translate, titleKey]);

  const chooseLanguage = (next: LanguageSetting) => {
    storeLanguage(next);
    setLanguage(next);
  };
  const toggleMode = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    storeMode(next);
    setMode(next);
  };
  return { language, chooseLanguage, mode, toggleMode, translate, theme };
}
