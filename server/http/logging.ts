/**
 * Fastify's logger with what must never reach a log removed: the session token (Authorization), the payer's,
 * the wallet's and the staff's tokens, cookies, the ops secret, signatures, and any password, code or secret of a
 * body, wherever a log line carries the request's headers or body. Fastify's own request lines hold only method,
 * URL and addresses, and no token travels in a URL (the console and the checkout send them in headers).
 */
import type { FastifyServerOptions } from 'fastify';
import { deviceHeader } from '../auth/knownDevice';
import { payerTokenHeader } from '../checkout/sessions';
import type { ServerConfig } from '../config';
import { staffTokenHeader } from '../staff/sessions';
import { walletTokenHeader } from '../wallet/session';

// Every session token header by the name its module reads, so a renamed header stays redacted.
const secretHeaders = ['authorization', 'cookie', 'set-cookie', payerTokenHeader, walletTokenHeader, staffTokenHeader, deviceHeader, 'x-kassa-ops-secret', 'x-signature'];
const secretFields = [
  'password',
  'old_password',
  'new_password',
  'confirm_password',
  'payment_password',
  'confirm_payment_password',
  'google_code',
  'code',
  'secret',
  'secret_key',
  'webhook_secret',
  'token',
  'payer_token',
  'slider_token',
];

/** The paths pino removes (header names with dashes need brackets). */
export const redactedPaths = [
  ...secretHeaders.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`, `res.headers["${name}"]`]),
  // One level down too (`{ input: { password } }`), bar `code`, which is also the name of an error's code.
  ...secretFields.flatMap((name) => [`req.body.${name}`, `body.${name}`, ...(name === 'code' ? [] : [`*.${name}`])]),
];

export function loggerOptions(logger: ServerConfig['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === true) return logger;
  return { ...logger, redact: { paths: redactedPaths, censor: '[redacted]' } };
}
