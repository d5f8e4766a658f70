import { noteStepUpHeader } from './stepUp';
import { ResultCode, successCodes } from '../../openapi/codes';
import { errorKeys } from '../i18n/errors';
import { apiLanguageOf } from '../../openapi/i18n/languages';
import { apiBase, NoHealthyBaseError } from './baseUrl';
import { contractCalls } from './contract.atBuild';
import type { BaseUrlSelector } from './baseUrl';
import { storage, StorageKey } from './storage';
import { toast as showToast } from './toast';
import type { ToastType } from './toast';
import { navigate as goTo } from './uiBridge';

/** Spec section 9: every call gives up after 60 s. */
export const requestTimeoutMs = 60_000;

/** Money-moving calls (contract `idempotent`): each is sent with an Idempotency-Key, so the server runs it at most once. */
export const idempotentPaths: ReadonlySet<string> = new Set(
  Object.values(contractCalls)
    .filter((call) => call.idempotent)
    .map((call) => call.path),
);

const readOnlyPath = /\/(query|list|detail|get|stats|export|query_balance|download|preview|get_pub_key|check_update_mch)$/;

/**
 * Whether a call may be sent a second time after a network failure or timeout: it only reads, or it
 * carries an Idempotency-Key. Any other write may have reached the server before the failure.
 */
export function maySendTwice(path: string): boolean {
  return idempotentPaths.has(path) || readOnlyPath.test(path);
}

/** A fresh Idempotency-Key. `randomUUID` needs a secure context; `getRandomValues` does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The response envelope of spec section 8. */
export interface Envelope<T = unknown> {
  code?: number;
  msg?: string;
  detail?: string;
  data?: T;
}

/** A file answered by an export call. */
export interface FileDownload {
  blob: Blob;
  filename: string;
}

/** The in-app routes the catalogue sends the user to. */
export const loginPath = '/Login';
export const restrictedPath = '/Restricted';

/**
 * The server answered with a result code the call cannot treat as success.
 * `notified` is true when the user already saw a toast or a redirect for it,
 * so a screen should not show the error again (see `wasNotified`).
 */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly detail: string;
  readonly data: D | undefined;
  /** HTTP status of the answer. */
  readonly status: number;
  readonly body: Envelope<D>;
  readonly notified: boolean;

  constructor(body: Envelope<D> & { code: number }, status: number, notified: boolean) {
    const detail = body.detail ?? body.msg ?? '';
    super(detail || errorKeys.unknown);
    this.code = body.code;
    this.detail = detail;
    this.data = body.data;
    this.status = status;
    this.body = body;
    this.notified = notified;
  }

  /** The offending field of a validation refusal (code 4000): `data.field`. */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' ? field : undefined;
  }
}

export type RequestErrorKind = 'network' | 'timeout' | 'noHealthyBase' | 'http' | 'badResponse';

const requestErrorKeys: Record<RequestErrorKind, string> = {
  network: errorKeys.network,
  timeout: errorKeys.timeout,
  noHealthyBase: errorKeys.noHealthyBase,
  http: errorKeys.http,
  badResponse: errorKeys.badResponse,
};

/**
 * The call produced no usable envelope: network failure, timeout, no healthy base,
 * an HTTP error without an envelope, or an unreadable answer.
 * `message` is the i18n key of what the user was shown.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  readonly notified: boolean;

  constructor(kind: RequestErrorKind, options: { status?: number; cause?: unknown; notified: boolean }) {
    super(requestErrorKeys[kind], { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.notified = options.notified;
  }
}

/** True when the HTTP client already showed the user this failure (toast or redirect). */
export function wasNotified(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof RequestError) && error.notified;
}

export function isSuccessCode(code: number): boolean {
  return successCodes.includes(code);
}

/**
 * The `data` of a call that must succeed. A call the catalogue resolved without success (401, which
 * already sent the user to /Login) becomes an ApiError marked as notified; 6016 counts as done.
 * A body without `code` is returned as is when it has no `data` either.
 */
export async function dataOf<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const body = await answer;
  if (typeof body !== 'object' || body === null) return body as T;
  if (typeof body.code !== 'number') return ('data' in body ? body.data : body) as T;
  if (!isSuccessCode(body.code) && body.code !== ResultCode.doneWithWarning) {
    throw new ApiError({ ...body, code: body.code }, 200, true);
  }
  return body.data as T;
}

export interface RequestOptions {
  /** Cancels the call; a cancelled call rejects with the abort reason and shows nothing. */
  signal?: AbortSignal;
  /** No toast and no navigation: for calls whose failure the caller ignores (logout). */
  quiet?: boolean;
  /**
   * A call the console makes on its own, not the operator (a poll): failing to reach the server shows no toast,
   * since the next poll tries again; whatever the server answers still follows the catalogue (a suspension goes
   * to /Restricted at once).
   */
  background?: boolean;
  /** Extra headers, for example `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** A download's progress, after each piece received: for a progress indicator while a large file arrives. */
  onProgress?: (progress: DownloadProgress) => void;
}

/** How much of a file has arrived: bytes and lines (a CSV's rows, its header included), and the rows the server announced. */
export interface DownloadProgress {
  bytes: number;
  lines: number;
  /** The server's `X-Row-Count`, when it sends one. */
  totalRows: number | undefined;
}

/**
 * Reads a file answer piece by piece, reporting progress, so a large export shows how far it has come. The timeout
 * then guards silence, not the whole download: it starts again with every piece, so a file of any size may take as
 * long as it needs while it keeps arriving.
 */
async function readFile(response: Response, onProgress: ((progress: DownloadProgress) => void) | undefined, stillArriving: () => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body || !onProgress) return response.blob();
  const announced = Number(response.headers.get('X-Row-Count') ?? Number.NaN);
  const totalRows = Number.isFinite(announced) ? announced : undefined;
  const reader = response.body.getReader();
  const pieces: Uint8Array[] = [];
  const progress = { bytes: 0, lines: 0, totalRows };
  onProgress({ ...progress });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    stillArriving();
    pieces.push(value);
    progress.bytes += value.byteLength;
    for (const byte of value) if (byte === 0x0a) progress.lines += 1;
    onProgress({ ...progress });
  }
  return new Blob(pieces as BlobPart[], { type });
}

export interface HttpClient {
  /**
   * POSTs `body` as JSON (a FormData as multipart/form-data, for an upload) and settles according to the error
   * catalogue (spec section 8).
   */
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** POSTs `body` as JSON and resolves with the file the server answers (exports). */
  download(path: string, body?: unknown, options?: RequestOptions): Promise<FileDownload>;
}

export interface HttpClientOptions {
  /** Base address selection; defaults to the list configured in `VITE_API_BASE_URLS`. */
  baseUrls?: BaseUrlSelector;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Defaults to the UI bridge's navigate. */
  navigate?: (path: string) => void;
  /** Defaults to `toast` of toast.ts. */
  toast?: (message: string, type?: ToastType, args?: Record<string, unknown>) => void;
  /** Whether a call may be sent again on a newly chosen base after a network failure or timeout; defaults to `maySendTwice`. */
  mayRetry?: (path: string) => boolean;
  /** Where the session's token is kept and the header it travels in; defaults to the merchant console's (`merchantSession`). */
  session?: SessionToken;
}

/** Where a console keeps its session's token, and the header that carries it on every call. */
export interface SessionToken {
  storageKey: StorageKey;
  header: string;
}

/** The merchant console's session: the `token` of spec section 3, sent as `Authorization`. */
export const merchantSession: SessionToken = { storageKey: StorageKey.token, header: 'Authorization' };

/** What one attempt brought back, read in full before the timeout ends. */
type Answer =
  | { status: number; ok: boolean; kind: 'json'; body: unknown }
  | { status: number; ok: boolean; kind: 'unreadable' }
  | { status: number; ok: boolean; kind: 'file'; file: FileDownload };

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const bases = options.baseUrls ?? apiBase;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const navigateTo = options.navigate ?? goTo;
  const toast = options.toast ?? showToast;
  const mayRetry = options.mayRetry ?? maySendTwice;
  const session = options.session ?? merchantSession;

  function headersFor(extra: Record<string, string> | undefined): Record<string, string> {
    const language = apiLanguageOf(storage.get(StorageKey.language));
    const token = storage.get(session.storageKey);
    return {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      Language: language,
      ...(token ? { [session.header]: token } : {}),
      ...extra,
    };
  }

  async function attempt(
    base: string,
    path: string,
    body: unknown,
    expect: 'json' | 'file',
    requestOptions: RequestOptions,
  ): Promise<Answer> {
    const callerSignal = requestOptions.signal;
    callerSignal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const onTimeout = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = setTimeout(onTimeout, timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort);
    try {
      // A FormData body (an upload) is sent as multipart/form-data: the browser writes its Content-Type and boundary.
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      const headers = headersFor(requestOptions.headers);
      if (isForm) delete headers['Content-Type'];
      const response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: isForm ? body : JSON.stringify(body ?? {}),
        credentials: 'omit',
        signal: controller.signal,
      });
      // The step-up window as the server sees it now (src/data/stepUp.ts).
      noteStepUpHeader(response.headers.get('X-Step-Up-Until'));
      const contentType = response.headers.get('Content-Type') ?? '';
      if (expect === 'file' && response.ok && !contentType.includes('json')) {
        const blob = await readFile(response, requestOptions.onProgress, () => {
          clearTimeout(timer);
          timer = setTimeout(onTimeout, timeoutMs);
        });
        const filename = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackFilename(path);
        return { status: response.status, ok: true, kind: 'file', file: { blob, filename } };
      }
      const text = await response.text();
      try {
        return { status: response.status, ok: response.ok, kind: 'json', body: JSON.parse(text) as unknown };
      } catch {
        return { status: response.status, ok: response.ok, kind: 'unreadable' };
      }
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      throw new RequestError(timedOut ? 'timeout' : 'network', { cause: error, notified: false });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * Sends once; after a network failure or timeout chooses the base again and, when the call may be
   * sent twice, sends it once more there (with the same Idempotency-Key).
   */
  async function send(path: string, body: unknown, expect: 'json' | 'file', callerOptions: RequestOptions) {
    const quiet = callerOptions.quiet === true;
    const needsKey = idempotentPaths.has(path) && !Object.keys(callerOptions.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
    const requestOptions: RequestOptions = needsKey
      ? { ...callerOptions, headers: { 'Idempotency-Key': newIdempotencyKey(), ...callerOptions.headers } }
      : callerOptions;
    const silent = quiet || callerOptions.background === true;
    const fail = (error: RequestError): never => {
      if (!silent) toast(error.message, 'error');
      throw new RequestError(error.kind, { status: error.status, cause: error.cause, notified: !silent });
    };
    const base = await bases.current().catch((error: unknown) => {
      if (error instanceof NoHealthyBaseError) return fail(new RequestError('noHealthyBase', { cause: error, notified: false }));
      throw error;
    });
    try {
      return await attempt(base, path, body, expect, requestOptions);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (!bases.checksHealth) return fail(error);
      const next = await bases.reselect().catch((reason: unknown) => {
        if (reason instanceof NoHealthyBaseError) return fail(new RequestError('noHealthyBase', { cause: reason, notified: false }));
        throw reason;
      });
      if (!mayRetry(path)) return fail(error);
      try {
        return await attempt(next, path, body, expect, requestOptions);
      } catch (retryError) {
        if (retryError instanceof RequestError) return fail(retryError);
        throw retryError;
      }
    }
  }

  /** Applies the error catalogue of spec section 8 to one answer. Resolves with the body or throws. */
  function settle<T>(answer: Exclude<Answer, { kind: 'file' }>, quiet: boolean): Envelope<T> {
    const show = (message: string, type: ToastType, args?: Record<string, unknown>) => {
      if (!quiet) toast(message, type, args);
    };
    const go = (path: string) => {
      if (!quiet) navigateTo(path);
    };

    const body = answer.kind === 'json' ? envelopeOf(answer.body) : undefined;
    const code = body?.code;

    // HTTP 401 goes to /Login. The server mirrors code 401 in the status: that envelope is settled by
    // the code-401 row below (body returned); anything else with HTTP 401 is refused.
    if (answer.status === 401 && code !== ResultCode.unauthorized) {
      storage.remove(session.storageKey);
      go(loginPath);
      if (body === undefined || typeof code !== 'number') throw new RequestError('http', { status: 401, notified: !quiet });
      throw new ApiError({ ...body, code }, 401, !quiet);
    }
    if (answer.kind === 'unreadable') {
      const kind = answer.ok ? 'badResponse' : 'http';
      show(requestErrorKeys[kind], 'error', { status: answer.status });
      throw new RequestError(kind, { status: answer.status, notified: !quiet });
    }
    if (body === undefined || code === undefined || code === null) {
      if (answer.ok) return answer.body as Envelope<T>;
      show(errorKeys.http, 'error', { status: answer.status });
      throw new RequestError('http', { status: answer.status, notified: !quiet });
    }
    const coded = { ...body, code } as Envelope<T> & { code: number };

    switch (code) {
      case ResultCode.ok:
      case ResultCode.okUnchanged:
        return coded;
      case ResultCode.unauthorized:
        storage.remove(session.storageKey);
        go(loginPath);
        return coded;
      case ResultCode.maintenance:
        // The token goes too: /Login with a token would send the user back into the shell and to 511 again.
        storage.remove(session.storageKey);
        go(loginPath);
        show(errorKeys.maintenance, 'warning');
        throw new ApiError(coded, answer.status, !quiet);
      case ResultCode.ipNotAllowed:
      case ResultCode.suspended: {
        const loginIp = (body.data as { login_ip?: unknown } | undefined)?.login_ip;
        // Never leave an earlier IP for the restricted page to show.
        if (typeof loginIp === 'string' && loginIp !== '') storage.set(StorageKey.loginIp, loginIp);
        else storage.remove(StorageKey.loginIp);
        go(restrictedPath);
        throw new ApiError(coded, answer.status, !quiet);
      }
      case ResultCode.doneWithWarning:
        show(detailOf(body), 'error');
        return coded;
      default:
        show(detailOf(body), 'error');
        throw new ApiError(coded, answer.status, !quiet);
    }
  }

  return {
    async post<T>(path: string, body?: unknown, requestOptions: RequestOptions = {}) {
      const answer = await send(path, body, 'json', requestOptions);
      if (answer.kind === 'file') throw new Error('unreachable: a JSON call received a file');
      return settle<T>(answer, requestOptions.quiet === true);
    },

    async download(path: string, body?: unknown, requestOptions: RequestOptions = {}) {
      const quiet = requestOptions.quiet === true;
      const answer = await send(path, body, 'file', requestOptions);
      if (answer.kind === 'file') return answer.file;
      // The server answered an envelope instead of a file: apply the catalogue, and refuse
      // whatever it would have resolved with, since there is no file to give.
      const envelope = settle(answer, quiet);
      if (typeof envelope.code === 'number' && !isSuccessCode(envelope.code)) {
        throw new ApiError({ ...envelope, code: envelope.code }, answer.status, !quiet);
      }
      if (!quiet) toast(errorKeys.badResponse, 'error');
      throw new RequestError('badResponse', { status: answer.status, notified: !quiet });
    },
  };
}

function envelopeOf(body: unknown): Envelope | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Envelope) : undefined;
}

function detailOf(body: Envelope): string {
  return body.detail || body.msg || errorKeys.unknown;
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987) first, then `filename`. */
export function filenameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(contentDisposition);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || undefined;
}

function fallbackFilename(path: string): string {
  return path.split('/').filter(Boolean).slice(-2).join('_') || 'download';
}

/** The console's HTTP client. */
export const httpClient: HttpClient = createHttpClient();
