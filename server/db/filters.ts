import { asc, desc, gte, ilike, like, lt, or, type Column, type SQL } from 'drizzle-orm';

/** `text` with the LIKE wildcards taken literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `column LIKE 'text%'` with the LIKE wildcards in `text` taken literally. */
export function startsWith(column: Column, text: string) {
  return like(column, `${literally(text)}%`);
}

/** `expression ILIKE '%text%'`: holds `text` anywhere, whatever the case, its LIKE wildcards taken literally. */
export function containsText(expression: Column | SQL, text: string) {
  return ilike(expression, `%${literally(text)}%`);
}

/** LIMIT/OFFSET of a contract list request (page from 1). */
export function pageOf(request: { page: number; page_size: number }) {
  return { limit: request.page_size, offset: (request.page - 1) * request.page_size };
}

/** The time-range filter of every list: start inclusive, end exclusive (the contract's commonFilters). */
export function createdBetween(column: Column, start?: string, end?: string): SQL[] {
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(column, new Date(start)));
  if (end) conditions.push(lt(column, new Date(end)));
  return conditions;
}

/** `keyword` of a list: an order or serial number matched exactly or as a prefix, in any of `columns`. */
export function matchesKeyword(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const matches = columns.map((column) => startsWith(column, keyword));
  return matches.length === 1 ? matches[0] : or(...matches);
}

/** ORDER BY the chosen column, then the id in the same direction, so equal values page stably. */
export function sortedBy(column: Column, order: 'asc' | 'desc', id: Column): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}
