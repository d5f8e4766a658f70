/**
 * The one sanitizer of rich text the server stores or serves (announcements, support messages, content pages):
 * an allow-list of formatting tags; no script, style, iframe, form or event attribute survives, links keep only
 * http(s) and mailto addresses and open in a new tab without access to the console. The console renders what this
 * answers, and nothing else, as HTML.
 */
import sanitizeHtml from 'sanitize-html';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import { invalidInput } from '../errors';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style lose their content too, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    // The editor's headings and bold keep their meaning, one level below the page's own.
    h1: 'h2',
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of some HTML, for a length check or a summary. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * Rich text in each API language (an announcement's or a help article's body), sanitized. What is left of each must
 * still say something: a language left empty answers 4000 on `field(language)`.
 */
export function sanitizedInEachLanguage(html: Record<ApiLanguage, string>, field: (language: ApiLanguage) => string): Record<ApiLanguage, string> {
  const sanitized = Object.fromEntries(apiLanguages.map((language) => [language, sanitizeRichText(html[language])])) as Record<ApiLanguage, string>;
  for (const language of apiLanguages) {
    if (textOf(sanitized[language]) === '') throw invalidInput(field(language), 'kassa.validation.required');
  }
  return sanitized;
}
