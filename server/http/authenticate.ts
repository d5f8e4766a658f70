import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { SessionCache } from '../auth/sessionCache';
import { endSessions, operatorSessions, type SignedIn } from '../auth/sessions';
import { resumeFromRequest } from '../sessions/sessions';
import type { AppContext } from '../context';
import { WhitelistCache } from '../whitelist/whitelistCache';
import { clientIp } from './clientIp';
import { AppError, suspended } from './errors';

const cacheOfContext = new WeakMap<AppContext, SessionCache<SignedIn>>();
const whitelistOfContext = new WeakMap<AppContext, WhitelistCache>();

/**
 * Keeps the sessions of the app's calls (server/auth/sessionCache.ts) and the merchants' whitelists
 * (server/whitelist/whitelistCache.ts) in memory while the app runs.
 */
export function registerSessionCache(app: FastifyInstance, context: AppContext) {
  const cache = new SessionCache<SignedIn>(context.db);
  cacheOfContext.set(context, cache);
  app.decorate('sessionCache', cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.close());
  const whitelists = new WhitelistCache(context.db);
  whitelistOfContext.set(context, whitelists);
  app.addHook('onReady', () => whitelists.start());
  app.addHook('onClose', () => whitelists.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this app keeps in memory (server/auth/sessionCache.ts). */
    sessionCache: SessionCache<SignedIn>;
  }
}

/**
 * The merchant behind the request's token. A missing, expired or revoked token answers 401;
 * a merchant suspended since signing in answers 512, like at sign-in. A call from an address the merchant's login
 * whitelist does not admit ends the session and answers 6034 with the address, as at sign-in: a token taken
 * elsewhere is worth nothing outside the listed addresses.
 */
export async function authenticate(context: AppContext, request: FastifyRequest, now: Date): Promise<SignedIn> {
  const policy = { idleTimeoutMs: context.config.sessionIdleTimeoutMs, lifetimeMs: context.config.sessionLifetimeMs };
  const signedIn = await resumeFromRequest(operatorSessions(policy), context.db, request, now, cacheOfContext.get(context));
  const ip = clientIp(request);
  if (signedIn.merchantStatus === 'suspended') throw suspended(ip);
  const whitelist = whitelistOfContext.get(context);
  const admitted = whitelist ? (whitelist.keptAdmits(signedIn.merchantId, ip) ?? (await whitelist.admits(signedIn.merchantId, ip))) : true;
  if (!admitted) {
    await endSessions(context.db, { tokenHash: signedIn.tokenHash }, now);
    request.log.warn({ merchantId: signedIn.merchantId, ip }, 'session ended: a call from an address outside the login whitelist');
    throw new AppError(ResultCode.ipNotAllowed, 'kassa.server.ipNotAllowedCall', { ip }, { login_ip: ip });
  }
  return signedIn;
}
