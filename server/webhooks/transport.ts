/**
 * One webhook attempt over node:http(s), connected only to an address that was checked. The host name is resolved
 * once, by the socket's own `lookup`, and that lookup refuses a non-public address (unless private targets are
 * allowed): a name that answered a public address when the URL was set and a loopback one now (DNS rebinding) is
 * refused at connect, not after. Redirects are answers, never followed; the answer's body is read to at most
 * `maxResponseBytes`; the whole attempt, body included, has a deadline. Failures come back as a few kinds the
 * delivery log can explain in the merchant's language, never as raw socket errors.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type WebhookLookup } from './targets';

/** Why an attempt failed, as the delivery log names it (kassa.server.webhookError.<kind>). */
export type AttemptErrorKind =
  | 'addressNotAllowed'
  | 'unresolved'
  | 'connectionRefused'
  | 'connectionFailed'
  | 'tlsFailed'
  | 'timedOut'
  | 'httpStatus'
  | 'invalidResponse';

export type AttemptResult = { status: number; error: null } | { status: number | null; error: AttemptErrorKind };

export interface AttemptOptions {
  allowPrivate: boolean;
  lookup: WebhookLookup;
  timeoutMs: number;
  maxResponseBytes: number;
}

class AddressNotAllowed extends Error {
  readonly code = 'KASSA_ADDRESS_NOT_ALLOWED';
}

class ResponseTooLarge extends Error {
  readonly code = 'KASSA_RESPONSE_TOO_LARGE';
}

class AttemptTimedOut extends Error {
  readonly code = 'KASSA_TIMED_OUT';
}

/** The socket's lookup: resolves with `lookup` and answers only when every address may be called. */
function checkedLookup(options: AttemptOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options
      .lookup(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        // Every address: the socket may try any of them (happy eyeballs).
        if (!options.allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) throw new AddressNotAllowed(hostname);
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? addresses.filter((entry) => entry.family === lookupOptions.family) : addresses;
        if (wanted.length === 0) throw Object.assign(new Error(`${hostname} has no IPv${lookupOptions.family} address`), { code: 'ENOTFOUND' });
        if (lookupOptions.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

function kindOf(error: unknown): AttemptErrorKind {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof AddressNotAllowed) return 'addressNotAllowed';
  if (error instanceof AttemptTimedOut) return 'timedOut';
  if (error instanceof ResponseTooLarge) return 'invalidResponse';
  if (typeof code !== 'string') return 'connectionFailed';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') return 'unresolved';
  if (code === 'ECONNREFUSED') return 'connectionRefused';
  if (code.startsWith('HPE_')) return 'invalidResponse';
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE') return 'tlsFailed';
  return 'connectionFailed';
}

/** POSTs `body` to `url` once; answers the status, or the kind of failure. */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: AttemptOptions): Promise<AttemptResult> {
  const target = URL.parse(url);
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return Promise.resolve({ status: null, error: 'addressNotAllowed' });
  // An address written in the URL is never looked up, so it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) return Promise.resolve({ status: null, error: 'addressNotAllowed' });

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    let request: ReturnType<typeof httpRequest> | undefined;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request?.destroy();
      resolve(result);
    };
    const fail = (error: unknown, status: number | null = null) => finish({ status, error: kindOf(error) });
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    request = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: checkedLookup(options),
      // No pooled socket: each attempt connects through the checked lookup.
      agent: false,
    });
    deadline = setTimeout(() => fail(new AttemptTimedOut()), options.timeoutMs);
    request.on('error', (error) => fail(error));
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > options.maxResponseBytes) fail(new ResponseTooLarge(), status);
      });
      response.on('error', (error) => fail(error, status));
      // Cut off before its end: the connection failed, whatever the status said.
      response.on('close', () => {
        if (!response.complete) fail(new Error('answer cut off'), status);
      });
      response.on('end', () => finish(status >= 200 && status < 300 ? { status, error: null } : { status, error: 'httpStatus' }));
    });
    request.end(body);
  });
}
