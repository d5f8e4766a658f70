import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { contentDocuments } from './documents';
import { sanitizeRichText } from './sanitize';

/** The content pages, open to anyone (the login page links them): a version in the caller's language. */
export function registerContentRoutes(routes: Routes, _context: AppContext) {
  routes.open(endpoints.contentDocument, async ({ body, language }) => {
    const versions = contentDocuments[body.slug];
    const latest = versions[versions.length - 1]!;
    const chosen = body.version === undefined ? latest : versions.find((candidate) => candidate.version === body.version);
    if (!chosen) throw notFound('kassa.server.documentNotFound');
    return {
      slug: body.slug,
      version: chosen.version,
      effective_date: chosen.effective,
      latest_version: latest.version,
      title: chosen.title[language],
      body_html: sanitizeRichText(chosen.body[language]),
      versions: [...versions].reverse().map((version) => ({ version: version.version, effective_date: version.effective })),
    };
  });
}
