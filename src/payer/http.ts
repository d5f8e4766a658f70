import type { paths } from '../data/api-types';
import { challengeOf } from '../data/signInChallenge';
import { apiLanguageOf, defaultLanguageSetting, type LanguageSetting } from '../../openapi/i18n/languages';

/*
 * The payer pages' own small HTTP client (the hosted checkout and the wallet app): they must load without the
 * console's data layer (and without zod), so they speak the contract through the generated types only. Paths are
 * checked against src/data/api-types.ts at compile time, and each page's unit test checks them against
 * openapi/endpoints.ts.
 */

/** The contract's paths called with POST. */
export type PostPath = { [P in keyof paths]: paths[P]['post'] extends { responses: unknown } ? P : never }[keyof paths];
type PostOf<P extends PostPath> = NonNullable<paths[P]['post']>;
export type BodyOf<P extends PostPath> = PostOf<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type DataOf<P extends PostPath> = PostOf<P> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;

/** Spec section 9: a call gives up after 60 s. */
export const requestTimeoutMs = 60_000;

/** Result codes the payer pages react to (openapi/codes.ts; copied as numbers so the pages do not load the contract). */
export const codes = {
  ok: 200,
  okUnchanged: 6032,
  unauthorized: 401,
  invalidInput: 4000,
  badCredentials: 4001,
  locked: 4002,
  notFound: 4004,
  conflict: 4009,
  insufficientBalance: 4010,
  tooManyRequests: 429,
} as const;

/** A refusal of the server (its `detail` is in the payer's language), or code 0 for a network failure or timeout. */
/** The challenge a refused payer sign-in asks for (code 4028), if any. */
export const payerChallengeOf = (error: unknown) => (error instanceof PayerApiError ? challengeOf(error.code, error.data) : null);

export class PayerApiError extends Error {
  override readonly name = 'PayerApiError';
  constructor(
    readonly code: number,
    readonly detail: string,
    readonly data: unknown = null,
  ) {
    super(detail || `code ${code}`);
  }

  /** The field the server refused (`data.field` of a 4000), if it named one. */
  get field(): string | null {
    const field = (this.data as { field?: unknown } | null)?.field;
    return typeof field === 'string' ? field : null;
  }
}

let language: LanguageSetting = defaultLanguageSetting;

/** The language the calls send as `Language` and `Accept-Language` (spec section 7 mapping). */
export function setApiLanguage(setting: LanguageSetting) {
  language = setting;
}

/** POSTs `body` as JSON to a path of the contract and answers the envelope's `data`, or throws PayerApiError. */
export async function post<P extends PostPath>(path: P, body: BodyOf<P>, extraHeaders: Record<string, string> = {}): Promise<DataOf<P>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: apiLanguageOf(language),
    'Accept-Language': apiLanguageOf(language),
    ...extraHeaders,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'omit', signal: controller.signal });
  } catch {
    throw new PayerApiError(0, '');
  } finally {
    clearTimeout(timer);
  }
  let envelope: { code?: number; detail?: string; msg?: string; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new PayerApiError(response.status === 401 ? codes.unauthorized : 0, '');
  }
  const code = envelope.code ?? (response.ok ? codes.ok : response.status);
  if (code === codes.ok || code === codes.okUnchanged) return envelope.data as DataOf<P>;
  throw new PayerApiError(code, envelope.detail ?? envelope.msg ?? '', envelope.data ?? null);
}

/** What leaves the page (a link, the merchant's return_url); tests replace `go`. */
export const browserNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};
