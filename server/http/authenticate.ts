import type { FastifyRequest } from 'fastify';
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
  });
  if (!signedIn) throw unauthorized();
  if (signedIn.merchantStatus === 'suspended') throw suspended(clientIp(request));
  return signedIn;
}
