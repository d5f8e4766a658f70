import type { z } from 'zod';
import type { ContentSlug } from '../../../openapi/entities';

export type DocumentSlug = z.infer<typeof ContentSlug>;

/** The content pages, in the order the user menu and the login footer list them. */
export const documentSlugs: readonly DocumentSlug[] = ['user_agreement', 'privacy_policy', 'legal_statement', 'about'];

/** Where a content page lives: outside the layout, readable without signing in. */
export const contentPath = (slug: DocumentSlug) => `/legal/${slug}`;
