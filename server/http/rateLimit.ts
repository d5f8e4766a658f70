/**
 * Rate limits (@fastify/rate-limit) of the calls worth guessing at or flooding: merchant (password or passkey) and staff sign-in, the wallet's sign-up codes, the public
 * key, the one-time enrolment links, the payer's sign-in and payment password, the signed order API, file uploads,
 * webhook test and resend, the checkout's order stream and slider, and the look-ups that tell whether a merchant or
 * user id exists. Each counts per IP and per account, the account being what the call names or proves: the username
 * typed, the payer of the session, the API key that signed, the merchant who uploads, sends or looks up. Over a limit
 * the call answers HTTP 429 with code 429,
 * `data.retry_after` and a Retry-After header, and its handler does not run. The limits are in
 * config.rateLimits; with `shared` the counts live in the database, so every process on it counts together. Addresses
 * count by their prefix (IPv4 /32, IPv6 /64: addressPrefix.ts).
 *
 * The password sign-ins are the exception, so that no stranger can keep their users out: a known device (its token in
 * a cookie or header, server/auth/knownDevice.ts) counts on its own, never per address; any other browser past the
 * address's limit is not refused here but asked a challenge by the sign-in (server/auth/signInGate.ts), which also
 * counts the per-username limit, per (username, address prefix), for the checks that run.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { endpoints, type Endpoint } from '../../openapi/endpoints';
import { deviceTokensOf, verifyDeviceToken } from '../auth/knownDevice';
import type { SignedIn } from '../auth/sessions';
import type { PayerSession } from '../checkout/sessions';
import type { RateLimitGroup } from '../config';
import type { AppContext } from '../context';
import type { ApiCaller } from '../merchantApi/signature';
import type { StaffSession } from '../staff/sessions';
import type { WalletSession } from '../wallet/session';
import { addressPrefix } from './addressPrefix';
import { clientIp } from './clientIp';
import { AppError } from './errors';
import { databaseRateLimitStore } from './rateLimitStore';

/** Who a call turned out to be, once authenticated (null for what the call does not authenticate). */
export interface Identity {
  signedIn: SignedIn | null;
  caller: ApiCaller | null;
  payer: PayerSession | null;
  wallet: WalletSession | null;
  staff: StaffSession | null;
}

/** Counts a call: before authentication (identity null) per IP and any account the body names, after it per account proved. */
export type RouteLimiter = (request: FastifyRequest, reply: FastifyReply, identity: Identity | null) => Promise<void>;

/** The calls that take a payment password, at the checkout and in the wallet: guesses at one payer count together. */
const paymentPasswordPaths = new Set(
  [
    endpoints.checkoutPay,
    endpoints.checkoutSetPaymentPassword,
    endpoints.walletOrderPay,
    endpoints.walletMerchantPay,
    endpoints.walletPaymentPasswordSet,
    endpoints.walletPasskeyRegisterOptions,
    endpoints.walletPaymentPasswordChange,
  ].map((endpoint) => endpoint.path),
);

/** The look-ups that tell whether an id exists: a merchant's of merchants and users, a payer's of orders and merchants. */
const lookupPaths = new Set(
  [endpoints.transferRecipientGet, endpoints.adjustmentUserGet, endpoints.walletOrderResolve, endpoints.walletMerchantResolve].map((endpoint) => endpoint.path),
);

/** The one-time links' calls, the operators' and the staff's: the same guessing, the same count per IP. */
const enrolmentPaths = new Set(
  [endpoints.enrolmentDetail, endpoints.enrolmentComplete, endpoints.staffEnrolmentDetail, endpoints.staffEnrolmentComplete].map((endpoint) => endpoint.path),
);

/** The password sign-ins, whose limits turn into the sign-in's challenge (see above), and the scope of their devices. */
const passwordSignIns = new Map<string, 'merchant' | 'staff' | 'payer'>([
  [endpoints.login.path, 'merchant'],
  [endpoints.staffSignIn.path, 'staff'],
  [endpoints.checkoutLogin.path, 'payer'],
  [endpoints.walletSignIn.path, 'payer'],
]);

/** The passkey sign-ins: counted apart from the passwords', so a password flood from an address never holds them back. */
const passkeySignIns = new Set(
  [endpoints.passkeySignInOptions, endpoints.passkeySignIn, endpoints.staffPasskeySignInOptions, endpoints.staffPasskeySignIn].map((endpoint) => endpoint.path),
);

function groupOf(endpoint: Endpoint): RateLimitGroup | null {
  if (passkeySignIns.has(endpoint.path)) return 'passkeySignIn';
  if (endpoint.path === endpoints.walletSignUpSendCode.path) return 'signUpCode';
  if (endpoint.path === endpoints.login.path) return 'signIn';
  if (endpoint.path === endpoints.getPubKey.path) return 'publicKey';
  if (endpoint.path === endpoints.staffSignIn.path) return 'staffSignIn';
  if (enrolmentPaths.has(endpoint.path)) return 'enrolment';
  // The wallet's sign-in and sign-up count with the checkout's: one account, one count of guesses.
  if (endpoint.path === endpoints.checkoutLogin.path || endpoint.path === endpoints.walletSignIn.path || endpoint.path === endpoints.walletSignUp.path) {
    return 'payerSignIn';
  }
  if (paymentPasswordPaths.has(endpoint.path)) return 'paymentPassword';
  if (endpoint.signed) return 'signedApi';
  if (endpoint.path === endpoints.fileUpload.path) return 'upload';
  if (endpoint.path === endpoints.webhookTest.path || endpoint.path === endpoints.webhookDeliveryResend.path) return 'webhookSend';
  if (endpoint.path === endpoints.checkoutOrderEvents.path) return 'eventStream';
  if (endpoint.path === endpoints.checkoutSliderStart.path || endpoint.path === endpoints.walletSliderStart.path) return 'slider';
  if (lookupPaths.has(endpoint.path)) return 'lookup';
  return null;
}

/** A username as typed identifies the account before any check (so guesses at one account count together). */
function usernameOf(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' && body.username.trim() !== '' ? body.username.trim().toLowerCase() : null;
}

/** The phone a sign-up code is asked for. */
function phoneOf(request: FastifyRequest): string | null {
  const body = request.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' && body.phone.trim() !== '' ? body.phone.trim() : null;
}

/** The account a call of the group counts against: from the body before authentication, or from the identity after. */
const accountOf: Record<RateLimitGroup, { before?: (request: FastifyRequest) => string | null; after?: (who: Identity) => string | null }> = {
  signIn: { before: usernameOf },
  staffSignIn: { before: usernameOf },
  passkeySignIn: {},
  signUpCode: { before: phoneOf },
  publicKey: {},
  enrolment: {},
  payerSignIn: { before: usernameOf },
  paymentPassword: { after: (who) => who.payer?.uid ?? who.wallet?.uid ?? null },
  signedApi: { after: (who) => who.caller?.accessKey ?? null },
  upload: { after: (who) => (who.signedIn ? String(who.signedIn.merchantId) : null) },
  webhookSend: { after: (who) => (who.signedIn ? String(who.signedIn.merchantId) : null) },
  eventStream: {},
  slider: {},
  lookup: { after: (who) => (who.signedIn ? String(who.signedIn.merchantId) : who.wallet ? `wallet:${who.wallet.uid}` : null) },
};

/** The password sign-ins past their address's limit: the sign-in asks them a challenge instead of refusing. */
const overRate = new WeakSet<FastifyRequest>();

/** Whether this sign-in came past its address prefix's limit of requests. */
export function overRateOf(request: FastifyRequest): boolean {
  return overRate.has(request);
}

/** The key each limiter counts: set just before it runs, since @fastify/rate-limit derives keys from the request. */
const pendingKeys = new WeakMap<FastifyRequest, string>();

export async function registerRateLimits(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => pendingKeys.get(request) ?? clientIp(request),
    ...(context.config.rateLimits.shared ? { store: databaseRateLimitStore(context.db) } : {}),
  });
}

/** The 429 refusal, with Retry-After on the reply when there is one. */
export function tooManyRequests(reply: FastifyReply | undefined, seconds: number): AppError {
  reply?.header('retry-after', String(seconds));
  return new AppError(ResultCode.tooManyRequests, 'kassa.server.tooManyRequests', { seconds }, { retry_after: seconds }, 429);
}

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A group's two limits, made once per app: each made limit counts in a store of its own (in memory), so the paths of
 * one group (pay and set the payment password; the two look-ups) must share them to count together.
 */
const madeLimits = new WeakMap<FastifyInstance, Map<RateLimitGroup, { perIpLimit: Limit; perAccountLimit: Limit | null }>>();

function groupLimits(app: FastifyInstance, context: AppContext, group: RateLimitGroup) {
  let groups = madeLimits.get(app);
  if (!groups) madeLimits.set(app, (groups = new Map()));
  let made = groups.get(group);
  if (!made) {
    const { perIp, perAccount, windowMs } = context.config.rateLimits.limits[group];
    made = {
      perIpLimit: app.createRateLimit({ max: perIp, timeWindow: windowMs }),
      perAccountLimit: perAccount === null ? null : app.createRateLimit({ max: perAccount, timeWindow: windowMs }),
    };
    groups.set(group, made);
  }
  return made;
}

/** The limiter of an endpoint, or null when it has none (or the app registered no rate limits). */
export function limiterFor(app: FastifyInstance, context: AppContext, endpoint: Endpoint): RouteLimiter | null {
  const group = groupOf(endpoint);
  if (!group || !app.hasDecorator('createRateLimit')) return null;
  const { perIpLimit, perAccountLimit } = groupLimits(app, context, group);
  const account = accountOf[group];

  const exceeded = async (request: FastifyRequest, limit: Limit, key: string) => {
    pendingKeys.set(request, key);
    const result = await limit(request);
    pendingKeys.delete(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  };
  const count = async (request: FastifyRequest, reply: FastifyReply, limit: Limit, key: string) => {
    const seconds = await exceeded(request, limit, key);
    if (seconds !== null) throw tooManyRequests(reply, seconds);
  };
  const signInScope = passwordSignIns.get(endpoint.path);

  return async (request, reply, identity) => {
    if (identity === null && signInScope) {
      const named = usernameOf(request);
      for (const token of named ? deviceTokensOf(request, signInScope, named) : []) {
        const known = await verifyDeviceToken(context, signInScope, token, context.config.clock.now(), named!);
        if (!known) continue;
        // A known device counts on its own: whatever strangers send from its address or at its username.
        if (perAccountLimit) await count(request, reply, perAccountLimit, `${group}:device:${known.deviceId}`);
        return;
      }
      if ((await exceeded(request, perIpLimit, `${group}:ip:${addressPrefix(clientIp(request))}`)) !== null) overRate.add(request);
      return;
    }
    if (identity === null) {
      await count(request, reply, perIpLimit, `${group}:ip:${addressPrefix(clientIp(request))}`);
      const named = account.before?.(request);
      if (perAccountLimit && named) await count(request, reply, perAccountLimit, `${group}:account:${named}`);
      return;
    }
    const proved = account.after?.(identity);
    if (perAccountLimit && proved) await count(request, reply, perAccountLimit, `${group}:account:${proved}`);
  };
}
