import type { FastifyRequest } from 'fastify';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import { lookupContractMessage } from '../../openapi/i18n/dictionaries';
import { interpolate } from '../../openapi/i18n/interpolate';

/**
 * The console sends its language as `Language` (en, zh_Hans, zh_Hant, vi). Other clients may only send
 * `Accept-Language` with ordinary tags. Without either the answer is English: the product's default
 * locale is en-US (spec section 9), and a script or curl user reads English best.
 */
export const defaultApiLanguage: ApiLanguage = 'en';

function isApiLanguage(value: string): value is ApiLanguage {
  return (apiLanguages as readonly string[]).includes(value);
}

function fromLanguageTag(tag: string): ApiLanguage | undefined {
  const base = tag.split(';')[0]?.trim() ?? '';
  if (isApiLanguage(base)) return base;
  const normalized = base.toLowerCase().replace('_', '-');
  if (/^zh-(hant|tw|hk|mo)/.test(normalized)) return 'zh_Hant';
  if (normalized.startsWith('zh')) return 'zh_Hans';
  if (normalized.startsWith('vi')) return 'vi';
  if (normalized.startsWith('en')) return 'en';
  return undefined;
}

export function languageOf(request: FastifyRequest): ApiLanguage {
  const explicit = request.headers['language'];
  if (typeof explicit === 'string' && isApiLanguage(explicit)) return explicit;
  const accepted = request.headers['accept-language'];
  if (typeof accepted === 'string') {
    for (const tag of accepted.split(',')) {
      const language = fromLanguageTag(tag);
      if (language) return language;
    }
  }
  return defaultApiLanguage;
}

/** The text of a key in `language`, falling back to English, then to the key itself (never empty). */
export function translate(language: ApiLanguage, key: string, args: Record<string, unknown> = {}): string {
  const template = lookupContractMessage(language, key) ?? lookupContractMessage(defaultApiLanguage, key) ?? key;
  return interpolate(template, args);
}
