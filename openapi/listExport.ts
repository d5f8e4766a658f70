import { z } from 'zod';
import { decimalPattern, filterRequest, text, typeError, vkey } from './common';
import type { Endpoint } from './endpoint';
import { fundFlowCalls } from './fundFlow';

/*
 * The export of every list (docs/decisions/exports-of-every-list.md): for a signed-in list call `…/x/query`, the
 * call `…/x/export` takes the list's filters and sort, and the columns to write, and answers every matching row as
 * a CSV file. The calls are made here from the list calls, so no list declares its own; the server registers them
 * the same way (server/export/listExport.ts). The fund flow keeps its own export, which the database writes.
 */

/** The most columns an export writes, and the longest header and value name it takes. */
export const exportLimits = { columns: 50, header: 100, values: 50 } as const;

/**
 * One column of the file: a field of the list's rows, its header, and the names of the field's values (a state, a
 * type, yes or no), both in the operator's language as the console shows them.
 */
function exportColumn(fields: readonly [string, ...string[]]) {
  return z.object({
    field: z.enum(fields, typeError('choice')),
    header: text()
      .trim()
      .min(1, { error: vkey('required') })
      .max(exportLimits.header, { error: vkey('too_long') }),
    values: z
      .record(
        text().max(64, { error: vkey('too_long') }),
        text().max(exportLimits.header, { error: vkey('too_long') }),
        typeError(),
      )
      .refine((names) => Object.keys(names).length <= exportLimits.values, { error: vkey('invalid') })
      .optional(),
  });
}

export interface ExportColumn {
  field: string;
  header: string;
  values?: Readonly<Record<string, string>> | undefined;
}

/** How the export writes a field of the row: a time in the merchant's zone, a decimal as a number, or text. */
export type ExportFieldKind = 'time' | 'decimal' | 'text';

/** The parts of a list request that the export replaces by walking every page. */
const pagingFields = new Set(['page', 'page_size', 'cursor']);

/** The row schema of a list answer `{ list: Row[] }`, or undefined when the call answers no list of records. */
function rowOf(endpoint: Endpoint): z.ZodObject | undefined {
  const response = endpoint.response;
  if (!(response instanceof z.ZodObject)) return undefined;
  const list = (response.shape as Record<string, unknown>)['list'];
  if (!(list instanceof z.ZodArray) || !(list.element instanceof z.ZodObject)) return undefined;
  return list.element;
}

/** Whether a call is a paged list a signed-in operator or staff member reads (a list request: `page`, `page_size` and `cursor`). */
function isPagedList(endpoint: Endpoint): boolean {
  const request = endpoint.request;
  if (!(endpoint.auth || endpoint.staff) || endpoint.method !== 'post' || endpoint.file || endpoint.idempotent || !(request instanceof z.ZodObject)) return false;
  return [...pagingFields].every((name) => name in request.shape) && rowOf(endpoint) !== undefined;
}

/** Each field of a row and how it is written, read from the row's JSON schema (instants are date-times, amounts decimals). */
export function exportFieldKinds(list: Endpoint): Readonly<Record<string, ExportFieldKind>> {
  const row = rowOf(list);
  if (!row) return {};
  // An empty registry: every field written inline, without the named components' $refs.
  const json = z.toJSONSchema(row, { io: 'output', unrepresentable: 'any', metadata: z.registry() }) as { properties?: Record<string, { format?: string; pattern?: string }> };
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([field, schema]) => [
      field,
      schema.format === 'date-time' ? 'time' : schema.pattern === decimalPattern.source ? 'decimal' : 'text',
    ]),
  );
}

/** The export's request: the list's filters and sort, and the columns, each a field of the list's rows. */
function exportRequest(list: Endpoint) {
  const shape = (list.request as z.ZodObject).shape as z.ZodRawShape;
  const fields = Object.keys(exportFieldKinds(list)) as [string, ...string[]];
  const filters = Object.fromEntries(Object.entries(shape).filter(([name]) => !pagingFields.has(name)));
  const columns = z
    .array(exportColumn(fields), typeError())
    .min(1, { error: vkey('required') })
    .max(exportLimits.columns, { error: vkey('invalid') })
    .meta({
      description: `The columns of the file, in order (1 to ${exportLimits.columns}): a field of the list's rows, its header (up to ${exportLimits.header} characters) and, for a field of named values, the name of each value (up to ${exportLimits.values}); the console sends them in the operator's language. A value without a name is written as it is.`,
    });
  return filterRequest({ ...filters, columns });
}

/** The export path of a list: its path with `/export` in place of the final `/query` (or after it). */
export function exportPathOf(list: Endpoint): string {
  return `${list.path.replace(/\/query$/, '')}/export`;
}

/** Lists whose export is their own (written by the database, with its figures in docs/performance.md). */
const ownExports = new Map<Endpoint, Endpoint>([[fundFlowCalls.fundFlowQuery, fundFlowCalls.fundFlowExport]]);

const madeExports = new Map<Endpoint, Endpoint>();

/** The export of a list made from the list call, the same object each time. */
function madeExportOf(list: Endpoint): Endpoint {
  const made = madeExports.get(list);
  if (made) return made;
  const exported: Endpoint = {
    path: exportPathOf(list),
    method: 'post',
    tag: list.tag,
    summary: `${list.summary}: every row the filters select, as a CSV file`,
    // Called by whoever may read the list, with the same token.
    auth: list.auth,
    ...(list.staff ? { staff: list.staff } : {}),
    file: 'csv',
    request: exportRequest(list),
    response: z.string().meta({
      description:
        'UTF-8 CSV with a BOM (RFC 4180, CRLF): the header row of the columns requested, then every row the filters select, in the list’s order. Times are YYYY-MM-DD HH:MM:SS in the merchant’s time zone (UTC for the platform’s lists; named in their headers), amounts plain decimals, named values by the names sent; text a spreadsheet would run as a formula starts with an apostrophe. Header `X-Row-Count` gives the number of rows when the list counts them exactly (up to 10000).',
    }),
  };
  madeExports.set(list, exported);
  return exported;
}

/** The export call of a list: its own, or the one made from it. */
export function listExportOf(list: Endpoint): Endpoint {
  const own = ownExports.get(list);
  if (own) return own;
  if (!isPagedList(list)) throw new Error(`${list.path} is not a paged list: it has no export`);
  return madeExportOf(list);
}

/** Whether an export takes the columns from the caller (every export made from its list). */
export function takesColumns(exported: Endpoint): boolean {
  return exported.request instanceof z.ZodObject && 'columns' in exported.request.shape;
}

/** Whether a list call has an export made from it (every signed-in paged list but those with their own). */
export function hasMadeExport(list: Endpoint): boolean {
  return isPagedList(list) && !ownExports.has(list);
}

/** Whether a list call has an export, its own or one made from it. */
export function hasExport(list: Endpoint): boolean {
  return ownExports.has(list) || hasMadeExport(list);
}
