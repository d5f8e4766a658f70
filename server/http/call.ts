/**
 * What a route's handler is given (server/http/route.ts): the call as validated, with who makes it by the kind of
 * route, apart from the route helper so that what the helper registers (the list exports) can name it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { SignedIn } from '../auth/sessions';
import type { PayerSession } from '../checkout/sessions';
import type { Executor } from '../db/client';
import type { ApiCaller } from '../merchantApi/signature';
import type { StaffSession } from '../staff/sessions';
import type { WalletSession } from '../wallet/session';

export interface Call<E extends Endpoint> {
  body: z.output<E['request']>;
  /** The caller's IP (canonical form). */
  ip: string;
  /** The request's moment by the server's clock; use it instead of new Date() so tests can move time. */
  now: Date;
  language: ApiLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Where the handler reads and writes. For an idempotent (money-moving) endpoint it is the transaction
   * that also stores the Idempotency-Key: use it for everything, never context.db, so the key and the
   * money change commit together (and on PGlite, a call on the database would wait for this transaction).
   */
  db: Executor;
}

export interface SignedInCall<E extends Endpoint> extends Call<E> {
  signedIn: SignedIn;
}

/** A call of the merchant order API, signed with an API key (server/merchantApi/signature.ts). */
export interface SignedCall<E extends Endpoint> extends Call<E> {
  caller: ApiCaller;
}

/** A call of the hosted checkout by a signed-in payer (X-Payer-Token): one wallet user, one order. */
export interface PayerCall<E extends Endpoint> extends Call<E> {
  payer: PayerSession;
}

/** A call of the payer's wallet (X-Wallet-Token): the payer's own session, not tied to an order. */
export interface WalletCall<E extends Endpoint> extends Call<E> {
  wallet: WalletSession;
}

/** A call of the platform's staff (X-Staff-Token): the member's session, their role among those the call admits. */
export interface StaffCall<E extends Endpoint> extends Call<E> {
  staff: StaffSession;
}
