/**
 * The export of every paged list (docs/decisions/exports-of-every-list.md): the list's own handler, called page
 * after page as a client would, by cursor, with the export's filters and sort, so the file holds exactly the rows
 * the list shows, scoped to the merchant as the list is. Each page is written as CSV lines while the next is read.
 */
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { exportFieldKinds, exportPathOf, type ExportColumn, type ExportFieldKind } from '../../openapi/listExport';
import type { Endpoint } from '../../openapi/endpoints';
import type { Call, SignedInCall } from '../http/call';
import { byteOrderMark, csvField, csvFilename, csvLine, localTimeWriter } from './csv';
import { exportMerchant } from './merchant';

/** Rows per page: the most a list call answers. */
const pageSize = 100;

interface ListPage {
  list: Record<string, unknown>[];
  total: number;
  total_is_exact?: boolean | undefined;
  next_cursor?: string | null | undefined;
}

type ListHandler<E extends Endpoint, C> = (call: C) => Promise<z.input<E['response']>>;

/** Any list's handler, whatever kind of call it takes (`never`: every one-argument handler is one). */
type AnyListHandler<E extends Endpoint> = (call: never) => Promise<z.input<E['response']>>;

/** The zone an export writes its times in: the merchant's (merchants.time_zone) for a merchant's list. */
export type ExportTimeZone<C> = (call: C) => Promise<string>;

const merchantTimeZone: ExportTimeZone<SignedInCall<Endpoint>> = async (call) => (await exportMerchant(call.db, call.signedIn.merchantId)).timeZone;

/** What the file is of: the list's path without the API prefix, e.g. `withdrawal-record` or `usdt-trade-extract`. */
function subjectOf(list: Endpoint): string {
  return exportPathOf(list)
    .replace(/^\/v1\/(merchant\/)?/, '')
    .replace(/\/export$/, '')
    .replaceAll(/[/_]/g, '-');
}

/** Writes one row's cells for the columns asked for. */
function rowWriter(columns: readonly ExportColumn[], kinds: Readonly<Record<string, ExportFieldKind>>, localTime: (instant: string) => string) {
  const cell = (column: ExportColumn, value: unknown): string => {
    if (value === null || value === undefined) return '';
    const kind = kinds[column.field];
    if (kind === 'time' && typeof value === 'string') return localTime(value);
    // Named values (an audit entry's before and after) as their JSON text.
    const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
    const named = column.values?.[raw];
    if (named !== undefined) return csvField(named, true);
    return csvField(raw, kind !== 'decimal');
  };
  return (row: Record<string, unknown>) => csvLine(columns.map((column) => cell(column, row[column.field])));
}

/**
 * The export's handler, made from the list's endpoint and handler. Times are written in `timeZoneOf` the call: the
 * merchant's zone unless another is given (the platform's lists, which belong to no merchant, use UTC).
 */
export function listExportHandler<E extends Endpoint, C extends Call<Endpoint> = SignedInCall<Endpoint>>(
  list: E,
  anyHandler: AnyListHandler<E>,
  timeZoneOf: ExportTimeZone<C> = merchantTimeZone as unknown as ExportTimeZone<C>,
) {
  const kinds = exportFieldKinds(list);
  // The list's own call kind: the export's call is the same kind, with the list's body in place of its own.
  const handler = anyHandler as ListHandler<E, C>;
  return async (call: C): Promise<string> => {
    const { columns, ...filters } = call.body as { columns: ExportColumn[] } & Record<string, unknown>;
    const read = async (position: { cursor?: string; page?: number }): Promise<ListPage> => {
      const body = { ...filters, page: position.page ?? 1, page_size: pageSize, ...(position.cursor ? { cursor: position.cursor } : {}) };
      const answer = await handler({ ...call, body } as C);
      return list.response.parse(answer) as ListPage;
    };
    // Read before the first byte: a failure here still answers the envelope.
    const first = await read({});
    const timeZone = await timeZoneOf(call);
    const header = columns.map((column) => csvField(kinds[column.field] === 'time' ? `${column.header} (${timeZone})` : column.header, true));
    const writeRow = rowWriter(columns, kinds, localTimeWriter(timeZone));

    async function* file(): AsyncGenerator<string> {
      yield byteOrderMark + csvLine(header);
      let page = first;
      let number = 1;
      for (;;) {
        yield page.list.map(writeRow).join('');
        // On by cursor; a list that gives none is read by page number while its pages are full.
        if (page.next_cursor) page = await read({ cursor: page.next_cursor });
        else if (page.next_cursor === undefined && page.list.length === pageSize) page = await read({ page: (number += 1) });
        else return;
        if (page.list.length === 0) return;
      }
    }

    call.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(subjectOf(list), call.now)}"`)
      .header('cache-control', 'no-store');
    // The console shows how far a download has come against the count, when the list counted every row.
    if (first.total_is_exact !== false) call.reply.header('x-row-count', String(first.total));
    // Readable.from reads the next page only when the socket has taken the last one.
    await call.reply.send(Readable.from(file()));
    return '';
  };
}
