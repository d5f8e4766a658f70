import { like, type Column } from 'drizzle-orm';

/** `column LIKE 'text%'` with the LIKE wildcards in `text` taken literally. */
export function startsWith(column: Column, text: string) {
  return like(column, `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** LIMIT/OFFSET of a contract list request (page from 1). */
export function pageOf(request: { page: number; page_size: number }) {
  return { limit: request.page_size, offset: (request.page - 1) * request.page_size };
}
