import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from '../auth/sessionCache';
import { resumeSession, type SignedIn } from '../auth/sessions';
import type { AppContext } from '../context';
import { clientIp } from './clientIp';
import { suspended, unauthorized } from './errors';

/** The token as the console sends it (the bare value); "Bearer <token>" is accepted for other clients. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

const cacheOfContext = new WeakMap<AppContext, SessionCache<SignedIn>>();

/** Keeps the sessions of the app's calls in memory while the app runs (server/auth/sessionCache.ts). */
export function registerSessionCache(app: FastifyInstance, context: AppContext) {
  const cache = new SessionCache<SignedIn>(context.db);
  cacheOfContext.set(context, cache);
  app.decorate('sessionCache', cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this app keeps in memory (server/auth/sessionCache.ts). */
    sessionCache: SessionCache<SignedIn>;
  }
}

/**
 * The merchant behind the request's token. A missing, expired or revoked token answers 401;
 * a merchant suspended since signing in answers 512, like at sign-in.
 */
export async function authenticate(context: AppContext, request: FastifyRequest, now: Date): Promise<SignedIn> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const signedIn = await resumeSession(context.db, token, now, {
    idleTimeoutMs: context.config.sessionIdleTimeoutMs,
    lifetimeMs: context.config.sessionLifetimeMs,
  }, cacheOfContext.get(context));
  if (!signedIn) throw unauthorized();
  if (signedIn.merchantStatus === 'suspended') throw suspended(clientIp(request));
  return signedIn;
}
