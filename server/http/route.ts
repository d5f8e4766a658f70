/**
 * The one way an API route comes to exist: from an endpoint of the contract (openapi/endpoints.ts)
 * and a handler. The helper validates the body with the endpoint's own request schema, authenticates
 * when the endpoint says so, checks the handler's answer against the response schema, and wraps it
 * in the envelope. Schemas are never redeclared here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';
import { issueField, issueMessage } from '../../openapi/rules';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { SignedIn } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { verifySignedCall, type ApiCaller } from '../merchantApi/signature';
import { authenticate } from './authenticate';
import { clientIp } from './clientIp';
import { success } from './envelope';
import { invalidInput } from './errors';
import { idempotencyKeyOf, requestHash, runIdempotent } from './idempotency';
import { languageOf } from './language';

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

type Answer<E extends Endpoint> = Promise<z.input<E['response']>>;

function validateBody<E extends Endpoint>(endpoint: E, body: unknown): z.output<E['request']> {
  const parsed = endpoint.request.safeParse(body ?? {});
  if (parsed.success) return parsed.data as z.output<E['request']>;
  const issue = parsed.error.issues[0];
  if (!issue) throw invalidInput('', 'kassa.validation.invalid');
  const { key, args } = issueMessage(issue);
  throw invalidInput(issueField(issue), key, args);
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  handler: (call: SignedInCall<E> & SignedCall<E>) => Answer<E>,
) {
  app.route({
    method: endpoint.method === 'get' ? 'GET' : 'POST',
    url: endpoint.path,
    handler: async (request, reply) => {
      const now = context.config.clock.now();
      // Authentication before validation: an anonymous caller learns nothing about the body's rules.
      // Open endpoints' handlers are typed without `signedIn` (see Routes.open), so null never reaches one that reads it.
      const signedIn = endpoint.auth ? await authenticate(context, request, now) : (null as unknown as SignedIn);
      const caller = endpoint.signed ? await verifySignedCall(context, request, now) : (null as unknown as ApiCaller);
      const body = validateBody(endpoint, request.body);
      const call = { body, ip: clientIp(request), now, language: languageOf(request), request, reply, signedIn, caller, db: context.db };

      if (endpoint.idempotent) {
        const claim = { merchantId: signedIn.merchantId, key: idempotencyKeyOf(request), requestHash: requestHash(endpoint.path, body), now };
        const { answer, replayed } = await runIdempotent(context.db, claim, async (tx) =>
          checkedAnswer(endpoint, await handler({ ...call, db: tx })),
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.send(success(answer));
      }

      const data = await handler(call);
      // File answers are sent by the handler itself (errors before that still answer the envelope).
      if (endpoint.file) return reply;
      return reply.send(success(checkedAnswer(endpoint, data)));
    },
  });
}

function checkedAnswer<E extends Endpoint>(endpoint: E, data: unknown): z.output<E['response']> {
  const checked = endpoint.response.safeParse(data);
  if (!checked.success) {
    throw new Error(`answer of ${endpoint.path} does not match the contract: ${checked.error.message}`);
  }
  return checked.data as z.output<E['response']>;
}

export interface Routes {
  /** An endpoint anyone may call (auth: false in the contract). */
  open<E extends Endpoint>(endpoint: E, handler: (call: Call<E>) => Answer<E>): void;
  /** An endpoint that needs a signed-in merchant (auth: true); the handler receives who it is. */
  signedIn<E extends Endpoint>(endpoint: E, handler: (call: SignedInCall<E>) => Answer<E>): void;
  /** An endpoint of the merchant order API (signed: true); the handler receives the merchant whose key signed it. */
  signed<E extends Endpoint>(endpoint: E, handler: (call: SignedCall<E>) => Answer<E>): void;
}

/** Registering an endpoint with the wrong kind is a programming error: refuse it at start, not at call time. */
export function routesFor(app: FastifyInstance, context: AppContext): Routes {
  return {
    open(endpoint, handler) {
      if (endpoint.signed) throw new Error(`${endpoint.path} is signed in the contract; register it with signed`);
      if (endpoint.auth) throw new Error(`${endpoint.path} requires a token in the contract; register it with signedIn`);
      // An Idempotency-Key belongs to a merchant: a money-moving call without one has nobody to belong to.
      if (endpoint.idempotent) throw new Error(`${endpoint.path} is idempotent, so it needs a signed-in merchant`);
      register(app, context, endpoint, handler);
    },
    signedIn(endpoint, handler) {
      if (!endpoint.auth) throw new Error(`${endpoint.path} is open in the contract; register it with open`);
      register(app, context, endpoint, handler);
    },
    signed(endpoint, handler) {
      if (!endpoint.signed || endpoint.auth) throw new Error(`${endpoint.path} is not a signed call in the contract`);
      if (endpoint.idempotent) throw new Error(`${endpoint.path}: signed calls are idempotent by their own keys, not Idempotency-Key`);
      register(app, context, endpoint, handler);
    },
  };
}
