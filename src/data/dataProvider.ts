import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  SortPayload,
  UpdateParams,
} from 'react-admin';
import type { EndpointName, RequestInput, ResponseOf } from '../../openapi/endpoints';
import type { ExportColumn } from '../../openapi/listExport';
import { contractCalls, rowsByPageNumber } from './contract.atBuild';
import { dataOf } from './httpClient';
import type { DownloadProgress, FileDownload, HttpClient, RequestOptions } from './httpClient';
import type { ResourceEndpoints } from './resourceEndpoints';

/**
 * The Idempotency-Key of a money-moving call, chosen by the screen that sends it (one per form or dialog),
 * so that a second submission of the same request is recognised. `create` takes it as `meta.idempotencyKey`.
 * Without one, the HTTP client makes a key per call.
 */
export interface IdempotencyOption {
  idempotencyKey?: string;
}

/** The console's data provider: react-admin's methods plus the review and export calls. */
export interface KassaDataProvider extends DataProvider {
  /** Approves a pending order (user withdrawals). */
  /** `google_code`: the authenticator code, when the record asks for it (an approval above the coin's threshold). */
  /** `values`: what the approval's dialog asked besides the code (a payout's TXID). */
  approve(resource: string, params: { id: Identifier; google_code?: string; values?: Record<string, unknown> } & IdempotencyOption): Promise<{ data: RaRecord }>;
  /** Rejects a pending order; the reason is required (spec section 5). */
  reject(resource: string, params: { id: Identifier; reason: string } & IdempotencyOption): Promise<{ data: RaRecord }>;
  /**
   * Exports the records matching the list filters as a file. An export made from its list (openapi/listExport.ts)
   * also takes the list's sort and the columns to write, with their headers and value names.
   */
  exportFile(
    resource: string,
    params: { filter?: Record<string, unknown>; sort?: SortPayload; columns?: readonly ExportColumn[]; onProgress?: (progress: DownloadProgress) => void },
  ): Promise<FileDownload>;
  /**
   * Takes one of the record's actions that ask a reason (suspend, resume): sends `{ [idField]: id, ...data }` to the
   * action's call (`param` in place of the idField when the call names the record otherwise) and answers its `data`,
   * the record acted on, and in `meta` the answer as it came.
   */
  perform(resource: string, action: string, params: { id: Identifier; data: Record<string, unknown>; param?: string }): Promise<{ data: RaRecord; meta: SavedMeta }>;
  /** Calls a contract endpoint that serves no record screen (lookups, quotes, balances) and answers its `data`. */
  /** `quiet`: a call the console makes on its own (a count), whose failure shows nothing. */
  call<N extends EndpointName>(name: N, body: RequestInput<N>, options?: { signal?: AbortSignal; quiet?: boolean } & IdempotencyOption): Promise<ResponseOf<N>>;
  /**
   * Calls a contract endpoint that answers a file (a document to preview) and answers the file: it travels with the
   * session's token like every call, which a URL could not carry.
   */
  file<N extends EndpointName>(name: N, body: RequestInput<N>, options?: { signal?: AbortSignal; quiet?: boolean }): Promise<FileDownload>;
}

/**
 * `getList`'s meta: `quiet` reads in the background (a menu badge's count); a failure then shows no toast and
 * navigates nowhere, as the screen's own calls report the same problem.
 */
export interface ListMeta {
  quiet?: boolean;
}

function idempotencyHeaders(key: unknown): RequestOptions {
  return typeof key === 'string' && key !== '' ? { headers: { 'Idempotency-Key': key } } : {};
}

interface ListPage {
  list?: Record<string, unknown>[];
  total?: number;
  /** False when more rows match than the server counts (then `total` is the cap). */
  total_is_exact?: boolean;
  next_cursor?: string | null;
  prev_cursor?: string | null;
}

/**
 * The meta of what `create`, `update` and `perform` answer: the call's answer as it came, for a form that shows it rather than
 * the record (a platform rule change proposed for another administrator's approval).
 */
export interface SavedMeta {
  answer: Record<string, unknown> | null;
}

/** `getList`'s meta when the server counted only up to its cap: at least this many rows match. */
export interface ListResultMeta {
  totalAtLeast?: number;
}

/** Lists whose answered cursors are kept: the ones on screen and a few before them. */
const rememberedLists = 20;

type Operation = 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'export';

/** The largest page a list call answers (contract: page_size 1 to 100). */
const largestPage = 100;

/** Filter values an input leaves behind when emptied; they mean "no filter" (All). */
function withoutEmptyValues(values: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/**
 * Sorting on a field the list call sorts by. Any other field (react-admin's default `id` among them)
 * is not sent, so the list keeps the server's default order, newest first.
 */
function sortOf(sort: SortPayload | undefined, sortFields: readonly string[]): { sort_field?: string; sort_order?: 'asc' | 'desc' } {
  if (!sort?.field || !sortFields.includes(sort.field)) return {};
  return { sort_field: sort.field, sort_order: sort.order === 'ASC' ? 'asc' : 'desc' };
}

export function createDataProvider(
  http: HttpClient,
  endpointsByResource: Readonly<Record<string, ResourceEndpoints>>,
): KassaDataProvider {
  function endpointsOf(resource: string): ResourceEndpoints {
    const endpoints = Object.hasOwn(endpointsByResource, resource) ? endpointsByResource[resource] : undefined;
    if (!endpoints) throw new Error(`Unknown resource "${resource}": the composition root declares no such record screen`);
    return endpoints;
  }

  /** `idParam`: the request field that names the record in the operation's call. */
  function pathOf(resource: string, operation: Operation): { path: string; idField: string; idParam: string } {
    const endpoints = endpointsOf(resource);
    const path = endpoints[operation];
    if (!path) throw new Error(`Resource "${resource}" does not support ${operation}`);
    return { path, idField: endpoints.idField, idParam: endpoints.idParam ?? endpoints.idField };
  }

  function toRecord(resource: string, idField: string, raw: Record<string, unknown>): RaRecord {
    const id = raw[idField];
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new Error(`A record of "${resource}" has no ${idField}, the field that identifies it`);
    }
    return { ...raw, id };
  }

  /** The fields to send: react-admin's own `id` is a copy of the id field, not an API field. */
  function apiFields(idField: string, values: Record<string, unknown>): Record<string, unknown> {
    if (idField === 'id') return { ...values };
    const { id: _copy, ...fields } = values;
    return fields;
  }

  /**
   * The cursors each answered page gave, per list (resource, filters, sort and page size): the page after one
   * is read from its `next_cursor` and the page before from its `prev_cursor`, so moving page by page costs the
   * same at any depth. A page with no neighbour known (a jump) is read by its number.
   */
  const cursorsByList = new Map<string, Map<number, { next?: string | null; prev?: string | null }>>();

  function cursorsOf(key: string) {
    let cursors = cursorsByList.get(key);
    if (!cursors) {
      cursors = new Map();
      cursorsByList.set(key, cursors);
      if (cursorsByList.size > rememberedLists) cursorsByList.delete(cursorsByList.keys().next().value as string);
    }
    return cursors;
  }

  /**
   * The cursor after the first `rows` rows of a list, for a page the server does not read by number (one starting
   * past the first `rowsByPageNumber` rows, reached without its neighbour's cursor: after a reload, or a list whose
   * cursors were forgotten): the deepest page by number, then on by cursor, the largest page a call. Null when the
   * list ends before; then `last` is the answer that said so.
   */
  async function cursorAfterRows(path: string, query: Record<string, unknown>, rows: number, options: RequestOptions) {
    const byNumber = Math.min(Math.floor(rows / largestPage), rowsByPageNumber / largestPage);
    let last = await dataOf(http.post<ListPage>(path, { ...query, page_size: largestPage, page: byNumber }, options));
    let reached = byNumber * largestPage;
    while (last?.next_cursor && reached < rows) {
      const size = Math.min(largestPage, rows - reached);
      last = await dataOf(http.post<ListPage>(path, { ...query, page_size: size, page: 2, cursor: last.next_cursor }, options));
      reached += size;
    }
    return { cursor: reached >= rows ? (last?.next_cursor ?? null) : null, last };
  }

  async function list(
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: SortPayload;
      filter?: Record<string, unknown>;
      signal?: AbortSignal;
      meta?: ListMeta;
    },
  ): Promise<{ data: RaRecord[]; total?: number; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean }; meta?: ListResultMeta }> {
    const { list: path, idField, sortFields } = endpointsOf(resource);
    const options: RequestOptions = { ...(params.signal ? { signal: params.signal } : {}), ...(params.meta?.quiet ? { quiet: true } : {}) };
    const number = params.pagination?.page ?? 1;
    const query = { ...withoutEmptyValues(params.filter), page_size: params.pagination?.perPage ?? 20, ...sortOf(params.sort, sortFields) };
    const cursors = cursorsOf(JSON.stringify([resource, query]));
    let cursor = number > 1 ? (cursors.get(number - 1)?.next ?? cursors.get(number + 1)?.prev) : undefined;
    const rowsBefore = (number - 1) * query.page_size;
    if (!cursor && rowsBefore >= rowsByPageNumber) {
      const found = await cursorAfterRows(path, query, rowsBefore, options);
      if (!found.cursor) {
        // The list ends before this page: an empty page, as the server answers one past the end.
        const ended = found.last;
        if (ended?.total_is_exact === false) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: true }, meta: { totalAtLeast: ended.total ?? 0 } };
        return { data: [], total: ended?.total ?? 0 };
      }
      cursor = found.cursor;
    }
    const page = await dataOf(http.post<ListPage>(path, { ...query, page: number, ...(cursor ? { cursor } : {}) }, options));
    cursors.set(number, { next: page?.next_cursor, prev: page?.prev_cursor });
    const data = (page?.list ?? []).map((row) => toRecord(resource, idField, row));
    if (page?.total_is_exact === false) {
      // More rows than the server counts: react-admin pages by "is there a next page" instead of a total.
      return { data, pageInfo: { hasNextPage: page.next_cursor != null, hasPreviousPage: number > 1 }, meta: { totalAtLeast: page.total ?? 0 } };
    }
    return { data, total: page?.total ?? data.length };
  }

  async function getOne(resource: string, params: { id: Identifier; signal?: AbortSignal }): Promise<{ data: RaRecord }> {
    const endpoints = endpointsOf(resource);
    const signal = params.signal ? { signal: params.signal } : {};
    if (endpoints.detail) {
      const id = endpoints.numericId && typeof params.id === 'string' && /^\d+$/.test(params.id) ? Number(params.id) : params.id;
      const record = await dataOf(http.post<Record<string, unknown>>(endpoints.detail, { [endpoints.idParam ?? endpoints.idField]: id }, signal));
      return { data: toRecord(resource, endpoints.idField, record) };
    }
    const matches = (record: RaRecord) => String(record.id) === String(params.id);
    if (endpoints.lookupFilter) {
      // The lookup filter may match by prefix: read the largest page and keep the exact match.
      const { data } = await list(resource, {
        pagination: { page: 1, perPage: largestPage },
        filter: { ...endpoints.lookupWith, [endpoints.lookupFilter]: params.id },
        ...signal,
      });
      const record = data.find(matches);
      if (record) return { data: record };
    } else {
      for (let page = 1; ; page += 1) {
        const { data, total } = await list(resource, { pagination: { page, perPage: largestPage }, ...(endpoints.lookupWith ? { filter: endpoints.lookupWith } : {}), ...signal });
        const record = data.find(matches);
        if (record) return { data: record };
        if (data.length < largestPage || (total !== undefined && page * largestPage >= total)) break;
      }
    }
    throw new Error('ra.notification.item_doesnt_exist');
  }

  async function update(resource: string, id: Identifier, values: Record<string, unknown>): Promise<{ saved: Record<string, unknown>; meta: SavedMeta }> {
    const { path, idField, idParam } = pathOf(resource, 'update');
    const answer = await dataOf(http.post<Record<string, unknown> | null>(path, { ...apiFields(idField, values), [idParam]: id }));
    return { saved: { ...values, ...(answer ?? {}), [idField]: id }, meta: { answer: answer ?? null } };
  }

  async function remove(resource: string, id: Identifier, googleCode?: string): Promise<void> {
    const { path, idParam } = pathOf(resource, 'delete');
    await dataOf(http.post(path, googleCode ? { [idParam]: id, google_code: googleCode } : { [idParam]: id }));
  }

  return {
    supportAbortSignal: true,

    // Records come from JSON: the caller names their type (react-admin's RecordType).
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      list(resource, params) as Promise<GetListResult<R>>,

    getOne: <R extends RaRecord>(resource: string, params: GetOneParams) =>
      getOne(resource, params) as Promise<GetOneResult<R>>,

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams) {
      const records = await Promise.all(params.ids.map((id) => getOne(resource, { id, ...(params.signal ? { signal: params.signal } : {}) })));
      return { data: records.map((record) => record.data as R) };
    },

    getManyReference: <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as Promise<GetListResult<R>>,

    async create<R extends RaRecord>(resource: string, params: CreateParams) {
      const { path, idField } = pathOf(resource, 'create');
      const values = apiFields(idField, params.data as Record<string, unknown>);
      const meta = params.meta as IdempotencyOption | undefined;
      const answer = await dataOf(http.post<Record<string, unknown> | null>(path, values, idempotencyHeaders(meta?.idempotencyKey)));
      // An answer that holds the record beside something else (a one-time link) keeps both: the record's fields on top.
      const { createdRecord } = endpointsOf(resource);
      const created = createdRecord ? (answer?.[createdRecord] as Record<string, unknown> | undefined) : undefined;
      return { data: toRecord(resource, idField, { ...values, ...(answer ?? {}), ...(created ?? {}) }) as R, meta: { answer: answer ?? null } satisfies SavedMeta };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams) {
      const { idField } = endpointsOf(resource);
      const { saved, meta } = await update(resource, params.id, params.data as Record<string, unknown>);
      return { data: toRecord(resource, idField, { ...(params.previousData as Record<string, unknown>), ...saved }) as R, meta };
    },

    async updateMany(resource, params) {
      for (const id of params.ids) await update(resource, id, params.data as Record<string, unknown>);
      return { data: params.ids };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
      // A delete that takes the step-up sends the code it was given (none inside the step-up window).
      await remove(resource, params.id, (params.meta as { google_code?: string } | undefined)?.google_code);
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },

    async deleteMany(resource, params) {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },

    async approve(resource, params) {
      const { path, idField, idParam } = pathOf(resource, 'approve');
      const answer = await dataOf(
        http.post<Record<string, unknown> | null>(
          path,
          { ...params.values, [idParam]: params.id, ...(params.google_code === undefined ? {} : { google_code: params.google_code }) },
          idempotencyHeaders(params.idempotencyKey),
        ),
      );
      return { data: { [idField]: params.id, ...(answer ?? {}), id: params.id }, meta: { answer: answer ?? null } satisfies SavedMeta };
    },

    async reject(resource, params) {
      const { path, idField, idParam } = pathOf(resource, 'reject');
      const answer = await dataOf(
        http.post<Record<string, unknown> | null>(
          path,
          { [idParam]: params.id, reason: params.reason },
          idempotencyHeaders(params.idempotencyKey),
        ),
      );
      return { data: { [idField]: params.id, ...(answer ?? {}), id: params.id }, meta: { answer: answer ?? null } satisfies SavedMeta };
    },

    async perform(resource, action, params) {
      const { idField, actions } = endpointsOf(resource);
      const path = actions?.[action];
      if (!path) throw new Error(`Resource "${resource}" has no action "${action}"`);
      const answer = await dataOf(http.post<Record<string, unknown> | null>(path, { ...params.data, [params.param ?? idField]: params.id }));
      return { data: { [idField]: params.id, ...(answer ?? {}), id: params.id }, meta: { answer: answer ?? null } satisfies SavedMeta };
    },

    exportFile(resource, params) {
      try {
        const { path } = pathOf(resource, 'export');
        const body = {
          ...withoutEmptyValues(params.filter),
          ...(params.columns ? { columns: params.columns, ...sortOf(params.sort, endpointsOf(resource).sortFields) } : {}),
        };
        return http.download(path, body, params.onProgress ? { onProgress: params.onProgress } : {});
      } catch (error) {
        return Promise.reject(error);
      }
    },

    call<N extends EndpointName>(name: N, body: RequestInput<N>, options: { signal?: AbortSignal; quiet?: boolean } & IdempotencyOption = {}) {
      const headers = idempotencyHeaders(options.idempotencyKey);
      return dataOf(
        http.post<ResponseOf<N>>(contractCalls[name].path, body, {
          ...headers,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.quiet ? { quiet: true } : {}),
        }),
      );
    },

    file<N extends EndpointName>(name: N, body: RequestInput<N>, options: { signal?: AbortSignal; quiet?: boolean } = {}) {
      return http.download(contractCalls[name].path, body, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.quiet ? { quiet: true } : {}),
      });
    },
  };
}
