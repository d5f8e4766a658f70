import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { endpoints, type Endpoint } from '../../openapi/endpoints';
import { ResultCode } from '../../openapi/codes';
import type { components, paths } from '../../src/data/api-types';
import type { Envelope } from '../../src/data/httpClient';
import type { ToastType } from '../../src/data/toast';
import { setNavigate, setNotify } from '../../src/data/uiBridge';

/**
 * The msw server every client test shares (started in setup.ts, handlers reset after each test).
 * By default only `GET /healthy`, the shell's own polls (check_update_mch: nothing changed; no unread announcement;
 * the platform console's menu counts (review queues, rule changes: none pending), the KYC card of Account and security
 * (verified, nothing submitted), its Passkeys card (none, not required) and the notice of coming fee changes that the
 * dashboard and the fee-charging forms show (none) answer; each test stubs the calls it makes with `stubEndpoint`,
 * which also overrides these.
 */
export const server = setupServer(
  http.get('*/healthy', () => HttpResponse.json({ status: 'ok', time: new Date().toISOString(), database: 'ok' })),
  http.post('*/v2/merchant/common/check_update_mch', () =>
    HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { changed: false, update_time: '2025-01-31T08:00:00.000Z' } }),
  ),
  http.post('*/v1/merchant/kyc/detail', () => HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { kyc_status: 'verified', submission: null } })),
  http.post('*/v1/announcement/unread', () => HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { unread: 0 } })),
  http.post('*/v1/merchant/passkey/list', () => HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { list: [], total: 0, required: false } })),
  http.post('*/v1/merchant/coin/fee_notice', () => HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { list: [], total: 0, time_zone: 'UTC' } })),
  ...['review/usdt_recharge', 'review/usdt_withdrawal', 'review/fiat_withdrawal', 'review/kyc', 'rule_change'].map((queue) =>
    http.post(`*/v1/platform/${queue}/query`, () => HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { list: [], total: 0 } })),
  ),
);

// ---------- types from the contract (src/data/api-types.ts, made by `npm run gen:api`) ----------

type PostOperation<P extends keyof paths> = NonNullable<paths[P]['post']>;

/** The API paths called with POST. */
export type PostPath = { [P in keyof paths]: paths[P]['post'] extends { responses: unknown } ? P : never }[keyof paths];

/** The JSON body a call takes. */
export type RequestBody<P extends PostPath> =
  PostOperation<P> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** The `data` of a call's success envelope (never for calls that answer a file). */
export type ResponseData<P extends PostPath> =
  PostOperation<P> extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

// ---------- the contract, checked at run time ----------

const endpointByPath: ReadonlyMap<string, Endpoint> = new Map(Object.values(endpoints).map((endpoint: Endpoint) => [endpoint.path, endpoint]));

/**
 * Answers a stub gave that the contract does not allow (a success whose `data` does not fit the call's response
 * schema). The types catch most of them; this catches the rest (formats, enums, ranges, a cast). setup.ts fails
 * the test that made one.
 */
export const contractViolations: string[] = [];

function checkAgainstContract(path: string, answer: unknown) {
  const endpoint = endpointByPath.get(path);
  if (!endpoint || endpoint.file || answer instanceof Response) return;
  const { code, data } = answer as { code?: unknown; data?: unknown };
  if (code !== ResultCode.ok && code !== ResultCode.okUnchanged) return;
  const checked = endpoint.response.safeParse(data);
  if (!checked.success) contractViolations.push(`the stub of ${path} answered what the contract does not allow:\n${z.prettifyError(checked.error)}`);
}

// ---------- recording ----------

/** What the console sent in one call. */
export interface RecordedCall<Body = unknown> {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The parsed JSON body. */
  body: Body;
}

type Answer<P extends PostPath> = Envelope<ResponseData<P>> | ErrorEnvelope | Response;

export interface StubOptions {
  /** Answer only on this base address (e.g. 'https://api-b.test'); by default on any. */
  base?: string;
}

async function record(request: Request): Promise<RecordedCall> {
  // An upload is multipart/form-data: its body is recorded as the FormData it is.
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return { url: new URL(request.url), method: request.method, headers: request.headers, credentials: request.credentials, body: await request.clone().formData() };
  }
  const text = await request.clone().text();
  return {
    url: new URL(request.url),
    method: request.method,
    headers: request.headers,
    credentials: request.credentials,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * Answers `POST <path>` and records every call, typed by the contract: the answer must be an envelope
 * whose `data` fits the call's response, an error envelope, or a raw Response (files, HTTP errors).
 * A success's `data` is also checked against the call's response schema when it is given.
 * `answer` may be a function of the recorded call. Returns the live list of recorded calls.
 */
export function stubEndpoint<P extends PostPath>(
  path: P,
  answer: Answer<P> | ((call: RecordedCall<RequestBody<P>>) => Answer<P> | Promise<Answer<P>>),
  options: StubOptions = {},
): RecordedCall<RequestBody<P>>[] {
  const calls: RecordedCall<RequestBody<P>>[] = [];
  server.use(
    http.post(`${options.base ?? '*'}${path}`, async ({ request }) => {
      const call = (await record(request)) as RecordedCall<RequestBody<P>>;
      calls.push(call);
      const result = typeof answer === 'function' ? await answer(call) : answer;
      checkAgainstContract(path, result);
      return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>);
    }),
  );
  return calls;
}

/** Answers `POST <path>` with a success envelope around `data` (code 200 unless given). */
export function stubOk<P extends PostPath>(path: P, data: ResponseData<P>, code = 200, options: StubOptions = {}) {
  return stubEndpoint(path, ok(data, code), options);
}

/** A success envelope around `data`. */
export function ok<T>(data: T, code = 200): Envelope<T> & { code: number; msg: string; detail: string; data: T } {
  return { code, msg: 'ok', detail: 'ok', data };
}

/** An error envelope. */
export function refusal(code: number, detail: string, data: ErrorEnvelope['data'] = null): ErrorEnvelope {
  return { code, msg: 'error', detail, data };
}

// ---------- what the user sees ----------

/** A toast the data layer asked for. */
export interface ShownToast {
  message: string;
  type: ToastType;
  args?: Record<string, unknown>;
}

/**
 * Replaces the UI bridge with recorders for this test (setup.ts restores the defaults):
 * `toasts` lists what the user was shown, `paths` where the user was sent.
 */
export function captureUi(): { toasts: ShownToast[]; paths: string[] } {
  const toasts: ShownToast[] = [];
  const paths: string[] = [];
  setNotify((message, { type, args }) => toasts.push({ message, type, ...(args ? { args } : {}) }));
  setNavigate((path) => paths.push(path));
  return { toasts, paths };
}
