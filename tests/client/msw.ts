import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { Envelope } from '../../src/data/httpClient';
import type { ToastType } from '../../src/data/toast';
import { setNavigate, setNotify } from '../../src/data/uiBridge';

/**
 * The msw server every client test shares (started in setup.ts, handlers reset after each test).
 * By default only `GET /healthy` answers; each test stubs the calls it makes.
 */
export const server = setupServer(http.get('*/healthy', () => HttpResponse.json({ status: 'ok' })));

/** What the console sent in one call. */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

/** How a stub answers: a JSON body (HTTP 200), a Response, or a function of the call giving either. */
export type StubAnswer = JsonBodyType | Response | ((call: RecordedCall) => JsonBodyType | Response | Promise<JsonBodyType | Response>);

async function record(request: Request): Promise<RecordedCall> {
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
 * Answers `POST <path>` (on any base address unless `path` is absolute) and records every call.
 * Returns the live list of recorded calls.
 */
export function stubPost(path: string, answer: StubAnswer): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const pattern = /^https?:\/\//.test(path) ? path : `*${path}`;
  server.use(
    http.post(pattern, async ({ request }) => {
      const call = await record(request);
      calls.push(call);
      const result = typeof answer === 'function' ? await answer(call) : answer;
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
  return calls;
}

/** A success envelope around `data`. */
export function ok<T>(data: T, code = 200): Envelope<T> & { code: number } {
  return { code, msg: 'ok', detail: 'ok', data };
}

/** An error envelope. */
export function refusal(code: number, detail: string, data: unknown = null): Envelope & { code: number } {
  return { code, msg: 'error', detail, data };
}

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
