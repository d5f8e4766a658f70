/**
 * Known devices: after a successful sign-in the browser gets a signed, HttpOnly, long-lived cookie, and an app that
 * sends headers gets the same token in `X-Kassa-Device`, bound to the account (its scope and username). A sign-in that
 * brings one back meets only its own counter (server/auth/lockout.ts): what strangers fill, the username's, the
 * address's and the per-username rate limit, never stops it (OWASP's "device cookies").
 *
 * The token proves only that this device signed in to this account before; it is never a credential itself, since the
 * password and code (or a passkey) are still asked. It is signed with a key derived from the login key pair (shared by
 * every process on the database), needs no row, and lasts a year; one cookie per account, so a browser shared by
 * several people keeps each one's.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { LockoutScope } from './lockout';
import { loginKeyPair } from './rsaKeys';

export const deviceHeader = 'x-kassa-device';
export const deviceTokenLifetimeMs = 365 * 24 * 60 * 60_000;

type ScopeName = LockoutScope['name'];

const keyCache = new WeakMap<object, Buffer>();

/** The signing key: a hash of the login private key under a purpose of its own (no other use of that key signs with it). */
async function deviceKey(context: AppContext, now: Date): Promise<Buffer> {
  const known = keyCache.get(context.db);
  if (known) return known;
  const { privateKeyPem } = await loginKeyPair(context.db, context.config.secretBox, now);
  const key = createHash('sha256').update('kassa.device-token\n').update(privateKeyPem).digest();
  keyCache.set(context.db, key);
  return key;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The cookie of one account: its name carries a hash of the username, so each account of a browser keeps its own. */
export function deviceCookieName(scope: ScopeName, username: string): string {
  return `kassa_device_${scope}_${createHash('sha256').update(username).digest('hex').slice(0, 16)}`;
}

/** A new token for the device `deviceId` (a new one when null) of this account. */
async function issueToken(context: AppContext, scope: ScopeName, username: string, deviceId: string | null, now: Date): Promise<string> {
  const id = deviceId ?? randomBytes(12).toString('base64url');
  const issued = Math.floor(now.getTime() / 1000);
  const user = Buffer.from(username).toString('base64url');
  return `d1.${user}.${id}.${issued}.${mac(await deviceKey(context, now), `${scope}|${username}|${id}|${issued}`)}`;
}

/** The device id of `token` when it is a live token of this scope (and of `username`, when given); answers it with its username. */
export async function verifyDeviceToken(context: AppContext, scope: ScopeName, token: string, now: Date, username?: string): Promise<{ username: string; deviceId: string } | null> {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== 'd1') return null;
  const [, user, id, issuedText, signature] = parts as [string, string, string, string, string];
  const issued = Number(issuedText);
  if (!Number.isSafeInteger(issued) || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) return null;
  if (issued * 1000 + deviceTokenLifetimeMs <= now.getTime() || issued * 1000 > now.getTime() + 60_000) return null;
  const named = Buffer.from(user, 'base64url').toString();
  if (username !== undefined && named !== username) return null;
  if (!sameText(signature, mac(await deviceKey(context, now), `${scope}|${named}|${id}|${issued}`))) return null;
  return { username: named, deviceId: id };
}

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** The tokens a request brings: its header's (one or several, comma-separated) and its device cookies of the scope. */
export function deviceTokensOf(request: FastifyRequest, scope: ScopeName, username?: string): string[] {
  const header = request.headers[deviceHeader];
  const tokens = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((token) => token.trim()).filter(Boolean);
  const cookies = cookiesOf(request);
  if (username !== undefined) {
    const own = cookies.get(deviceCookieName(scope, username));
    if (own) tokens.push(own);
  } else {
    for (const [name, value] of cookies) if (name.startsWith(`kassa_device_${scope}_`)) tokens.push(value);
  }
  return tokens.slice(0, 8);
}

/** The known device this request signs in from, for this account: its id, or null for a browser this account never used. */
export async function knownDeviceOf(context: AppContext, request: FastifyRequest, scope: ScopeName, username: string, now: Date): Promise<string | null> {
  for (const token of deviceTokensOf(request, scope, username)) {
    const known = await verifyDeviceToken(context, scope, token, now, username);
    if (known) return known.deviceId;
  }
  return null;
}

/**
 * After a successful sign-in: the device's token (renewed, same id, when it was known) as a cookie for a browser and
 * in the answer's `X-Kassa-Device` header for an app. The cookie is HttpOnly (no script reads it), SameSite=Strict and,
 * when the server's public address is https, Secure; it is sent to the API's paths only.
 */
export async function rememberDevice(context: AppContext, reply: FastifyReply, scope: ScopeName, username: string, deviceId: string | null, now: Date): Promise<void> {
  const token = await issueToken(context, scope, username, deviceId, now);
  const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${deviceCookieName(scope, username)}=${token}; Path=/v1/; Max-Age=${Math.floor(deviceTokenLifetimeMs / 1000)}; HttpOnly; SameSite=Strict${secure}`);
  reply.header(deviceHeader, token);
}
