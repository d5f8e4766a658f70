/**
 * Session tokens: 256 random bits handed to the client once. The database keeps only their SHA-256, so reading a
 * session table gives no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a kind's token arrives with a call: null when it does not. */
export type TokenReader = (request: FastifyRequest) => string | null;

/** The token as the merchants' console sends it in Authorization (the bare value); "Bearer <token>" is accepted for other clients. */
export const bearerToken: TokenReader = (request) => {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
};

/** The token in a header of its own (X-Staff-Token, X-Wallet-Token), so one kind's calls never read another's. */
export function headerToken(name: string): TokenReader {
  return (request) => {
    const header = request.headers[name];
    const token = typeof header === 'string' ? header.trim() : '';
    return token === '' ? null : token;
  };
}
