import type { Messages } from '../../../openapi/i18n/define';
import type { ApiLanguage } from '../../../openapi/i18n/languages';

/** The platform console's words, one chunk per language (./words/<language>.atBuild.ts): the language shown is fetched. */
const loaders: Record<ApiLanguage, () => Promise<{ words: Messages }>> = {
  en: () => import('./words/en.atBuild'),
  zh_Hans: () => import('./words/zh_Hans.atBuild'),
  zh_Hant: () => import('./words/zh_Hant.atBuild'),
  vi: () => import('./words/vi.atBuild'),
};

export async function loadPlatformWords(language: ApiLanguage): Promise<Messages> {
  return (await loaders[language]()).words;
}
