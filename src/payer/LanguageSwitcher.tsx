import { useId } from 'react';
import { isLanguageSetting, languageNames, languageSettings } from '../../openapi/i18n/languages';
import { usePayerI18n } from './i18n';

export function LanguageSwitcher() {
  const { t, language, setLanguage } = usePayerI18n();
  const id = useId();
  return (
    <div className="language">
      <label htmlFor={id}>{t('payer.language')}</label>
      <select id={id} value={language} onChange={(event) => isLanguageSetting(event.target.value) && setLanguage(event.target.value)}>
        {languageSettings.map((setting) => (
          <option key={setting} value={setting} lang={setting === 'us' ? 'en' : setting === 'vi' ? 'vi' : setting === 'zh-cn' ? 'zh-Hans' : 'zh-Hant'}>
            {languageNames[setting]}
          </option>
        ))}
      </select>
    </div>
  );
}
