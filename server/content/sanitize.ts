/**
 * The one sanitizer of rich text the server stores or serves (announcements, support messages, content pages):
 * an allow-list of formatting tags; no script, style, iframe, form or event attribute survives, links keep only
 * http(s) and mailto addresses and open in a new tab without access to the console. The console renders what this
 * answers, and nothing else, as HTML.
 */
import sanitizeHtml from 'sanitize-html';

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
