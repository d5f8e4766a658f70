/**
 * The one way an API route comes to exist: from an endpoint of the contract (openapi/endpoints.ts)
 * and a handler. The helper validates the body with the endpoint's own request schema, authenticates
 * when the endpoint says so, checks the handler's answer against the response schema, and wraps it
 * in the envelope. Schemas are never redeclared here.
 */
import { stepUpHeader, stepUpHeaderValue } from '../auth/stepUp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';
import { hasForbiddenCharacters } from '../../openapi/common';
import { issueField, issueMessage } from '../../openapi/rules';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { SignedIn } from '../auth/sessions';
import { authenticatePayer, type PayerSession } from '../checkout/sessions';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { verifySignedCall, type ApiCaller } from '../merchantApi/signature';
import { authenticateWallet, type WalletSession } from '../wallet/session';
import { authenticateStaff, type StaffSession } from '../staff/sessions';
import { staffRoleNames, type StaffRoleName } from '../../openapi/endpoint';
import { ResultCode } from '../../openapi/codes';
import { hasMadeExport, listExportOf } from '../../openapi/listExport';
import { listExportHandler } from '../export/listExport';
import { authenticate } from './authenticate';
import { multipartInput } from '../files/multipart';
import { clientIp } from './clientIp';
import { success } from './envelope';
import { AppError, invalidInput } from './errors';
import { KeptAnswers } from './keptAnswers';
import { runAfterRollback } from './afterRollback';
import { idempotencyKeyOf, requestHash, runIdempotent, runWalletIdempotent } from './idempotency';
import { languageOf } from './language';
import { limiterFor } from './rateLimit';

export type { Call, PayerCall, SignedCall, SignedInCall, StaffCall, WalletCall } from './call';
import type { Call, PayerCall, SignedCall, SignedInCall, StaffCall, WalletCall } from './call';

/** Who may make a staff call: the roles of the contract's `staff`, repeated where the route is registered. */
export interface StaffRouteOptions {
  roles: readonly StaffRoleName[];
}

/** Code 4003 (HTTP 403) in the caller's language: the member's role is not among the call's. */
const staffForbidden = () => new AppError(ResultCode.forbidden, 'kassa.server.staffForbidden', {}, null, 403);

/** Server-sent events as a handler writes them: each `send` is one event whose data is one answer of the contract. */
export interface EventStream<T> {
  /** Checked against the endpoint's response schema, like any answer, then written as `data: <json>`. */
  send(data: T): void;
  /** Ends the answer (idempotent). */
  end(): void;
  /** Aborted when the stream ends: the client went away, the handler ended it, or the server is closing. */
  readonly signal: AbortSignal;
}

/** A call of a `stream: true` endpoint: the request's query string is validated like a body. */
export interface StreamCall<E extends Endpoint> extends Call<E> {
  /**
   * Starts the answer: HTTP 200, text/event-stream, a comment heartbeat every 15 s. Failures thrown before
   * this still answer the envelope; after it, they end the stream (and are logged).
   */
  openStream(): EventStream<z.input<E['response']>>;
}

/** A comment line keeps proxies and the browser from timing out an idle stream. */
export const eventStreamHeartbeatMs = 15_000;

type Answer<E extends Endpoint> = Promise<z.input<E['response']>>;

/** The path of the first string anywhere in `value` that no text of the contract may carry, or null (a walk with its own stack, no recursion). */
function forbiddenTextAt(value: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (hasForbiddenCharacters(next.value)) return next.path;
    } else if (next.value !== null && typeof next.value === 'object') {
      // Pushed in reverse so the first field is looked at first, as a reader would find it.
      const entries = Object.entries(next.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return null;
}

function validateBody<E extends Endpoint>(endpoint: E, body: unknown): z.output<E['request']> {
  // The contract's text rules refuse these characters; this also covers a schema that takes a bare string.
  const forbidden = forbiddenTextAt(body);
  if (forbidden) throw invalidInput(forbidden.join('.'), 'kassa.validation.text_chars');
  const parsed = endpoint.request.safeParse(body ?? {});
  if (parsed.success) return parsed.data as z.output<E['request']>;
  const issue = parsed.error.issues[0];
  if (!issue) throw invalidInput('', 'kassa.validation.invalid');
  const { key, args } = issueMessage(issue);
  throw invalidInput(issueField(issue), key, args);
}

/** What a request carries for the endpoint: the JSON body of a POST, the query string of a GET. */
const inputOf = (endpoint: Endpoint, request: FastifyRequest) => (endpoint.method === 'get' ? request.query : request.body);

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers this app keeps between changes of a merchant's data (server/http/keptAnswers.ts). */
    keptAnswers: KeptAnswers;
  }
}

export interface RouteOptions {
  /**
   * Keep the answer per merchant and request, as the JSON sent, until the merchant's data changes
   * (server/http/keptAnswers.ts): for a read of the ledger's rows only, which every change of them announces.
   */
  keep?: boolean;
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  handler: (call: SignedInCall<E> & SignedCall<E> & PayerCall<E> & WalletCall<E> & StaffCall<E>) => Answer<E>,
  kept?: KeptAnswers,
  roles?: readonly StaffRoleName[],
) {
  const limit = limiterFor(app, context, endpoint);
  app.route({
    method: endpoint.method === 'get' ? 'GET' : 'POST',
    url: endpoint.path,
    handler: async (request, reply) => {
      const now = context.config.clock.now();
      // Rate limits first: per IP (and the account a sign-in names) before any work, per account proved after authentication.
      await limit?.(request, reply, null);
      // Authentication before validation: an anonymous caller learns nothing about the body's rules.
      // Open endpoints' handlers are typed without `signedIn` (see Routes.open), so null never reaches one that reads it.
      const signedIn = endpoint.auth ? await authenticate(context, request, now) : (null as unknown as SignedIn);
      // The console asks for a step-up code only while the window is closed (server/auth/stepUp.ts); a call that opens
      // or closes it sets this again.
      if (endpoint.auth) reply.header(stepUpHeader, stepUpHeaderValue(signedIn.stepUpUntil, now));
      const caller = endpoint.signed ? await verifySignedCall(context, request, now) : (null as unknown as ApiCaller);
      const payer = endpoint.payer ? await authenticatePayer(context, request, now) : (null as unknown as PayerSession);
      const wallet = endpoint.wallet ? await authenticateWallet(context, request, now) : (null as unknown as WalletSession);
      const staff = endpoint.staff ? await authenticateStaff(context, request, now) : (null as unknown as StaffSession);
      if (endpoint.staff) {
        // The role before the body: a member refused learns nothing of the call's rules.
        if (!roles?.includes(staff.role)) throw staffForbidden();
        reply.header(stepUpHeader, stepUpHeaderValue(staff.stepUpUntil, now));
      }
      await limit?.(request, reply, { signedIn, caller, payer, wallet, staff });
      // A multipart endpoint's body is its file part, typed by its content (server/files/multipart.ts).
      const body = validateBody(endpoint, endpoint.multipart ? await multipartInput(request) : inputOf(endpoint, request));
      const call = { body, ip: clientIp(request), now, language: languageOf(request), request, reply, signedIn, caller, payer, wallet, staff, db: context.db };

      if (endpoint.idempotent) {
        const claim = { key: idempotencyKeyOf(request), requestHash: requestHash(endpoint.path, body), now };
        const work = async (tx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => checkedAnswer(endpoint, await handler({ ...call, db: tx }));
        // The key is the caller's own: the payer's for a wallet call, the merchant's otherwise.
        const run = endpoint.wallet ? runWalletIdempotent(context.db, { ...claim, uid: wallet.uid }, work) : runIdempotent(context.db, { ...claim, merchantId: signedIn.merchantId }, work);
        const { answer, replayed } = await run.catch(async (error: unknown) => {
          // What a refusal must leave behind (a wrong code's count) is written once its transaction is gone.
          await runAfterRollback(error, context.db);
          throw error;
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.send(success(answer));
      }

      if (kept) {
        const key = requestHash(endpoint.path, body);
        const text = kept.get(signedIn.merchantId, key);
        if (text !== undefined) return reply.type('application/json; charset=utf-8').send(text);
        const mark = kept.mark();
        const answer = JSON.stringify(success(checkedAnswer(endpoint, await handler(call))));
        kept.keep(signedIn.merchantId, key, answer, mark);
        return reply.type('application/json; charset=utf-8').send(answer);
      }

      const data = await handler(call);
      // File answers are sent by the handler itself (errors before that still answer the envelope).
      if (endpoint.file) return reply;
      return reply.send(success(checkedAnswer(endpoint, data)));
    },
  });
}

/** The headers Fastify would have sent (CORS set in onRequest hooks), for an answer written on the raw response. */
function headersOf(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}

function openEventStream<E extends Endpoint>(endpoint: E, reply: FastifyReply, closing: AbortSignal): EventStream<z.input<E['response']>> {
  // From here on Fastify sends nothing: the answer is ours to write and to end.
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headersOf(reply),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and the like would otherwise buffer the events.
    'x-accel-buffering': 'no',
  });
  const controller = new AbortController();
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), eventStreamHeartbeatMs);
  const end = () => {
    if (controller.signal.aborted) return;
    clearInterval(heartbeat);
    closing.removeEventListener('abort', end);
    controller.abort();
    if (!raw.writableEnded) raw.end();
  };
  raw.on('close', end);
  closing.addEventListener('abort', end);
  if (closing.aborted) end();
  return {
    send(data) {
      if (controller.signal.aborted) return;
      raw.write(`data: ${JSON.stringify(checkedAnswer(endpoint, data))}\n\n`);
    },
    end,
    signal: controller.signal,
  };
}

function registerStream<E extends Endpoint>(
  app: FastifyInstance,
  context: AppContext,
  closing: AbortSignal,
  endpoint: E,
  handler: (call: StreamCall<E>) => Promise<void>,
) {
  const limit = limiterFor(app, context, endpoint);
  app.route({
    method: 'GET',
    url: endpoint.path,
    handler: async (request, reply) => {
      await limit?.(request, reply, null);
      const body = validateBody(endpoint, request.query);
      let stream: EventStream<z.input<E['response']>> | undefined;
      const call: StreamCall<E> = {
        body,
        ip: clientIp(request),
        now: context.config.clock.now(),
        language: languageOf(request),
        request,
        reply,
        db: context.db,
        openStream: () => (stream ??= openEventStream(endpoint, reply, closing)),
      };
      try {
        await handler(call);
      } catch (error) {
        // Before the stream opened, the error handler answers the envelope; after, the status line is long gone.
        if (!stream) throw error;
        request.log.error({ err: error }, 'event stream failed');
      } finally {
        stream?.end();
      }
      return reply;
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
  signedIn<E extends Endpoint>(endpoint: E, handler: (call: SignedInCall<E>) => Answer<E>, options?: RouteOptions): void;
  /** An endpoint of the merchant order API (signed: true); the handler receives the merchant whose key signed it. */
  signed<E extends Endpoint>(endpoint: E, handler: (call: SignedCall<E>) => Answer<E>): void;
  /**
   * An endpoint of the hosted checkout for a signed-in payer (payer: true): the handler receives the payer session
   * of the X-Payer-Token header. A missing, expired or ended session, or one of another order than the call names
   * (order_id in the body or the query string), answers code 401 with HTTP 401.
   */
  payer<E extends Endpoint>(endpoint: E, handler: (call: PayerCall<E>) => Answer<E>): void;
  /**
   * An endpoint of the payer's wallet (wallet: true): the handler receives the wallet session of the X-Wallet-Token
   * header. A missing or ended session answers code 401 with HTTP 401. An idempotent one runs under the payer's
   * Idempotency-Key, in the transaction `db` is.
   */
  wallet<E extends Endpoint>(endpoint: E, handler: (call: WalletCall<E>) => Answer<E>): void;
  /**
   * An endpoint of the platform's staff (staff: roles in the contract): the handler receives the member's session of
   * the X-Staff-Token header. A missing or ended session answers code 401 with HTTP 401; a member whose role is not
   * in `roles` (which must be the contract's) answers 4003 with HTTP 403 before the body is read. A paged list gets
   * its export, for the same roles, with times in UTC.
   */
  staff<E extends Endpoint>(endpoint: E, options: StaffRouteOptions, handler: (call: StaffCall<E>) => Answer<E>): void;
  /** A GET answering server-sent events (stream: true): the handler opens the stream and sends the answers. */
  stream<E extends Endpoint>(endpoint: E, handler: (call: StreamCall<E>) => Promise<void>): void;
}

/** Registering an endpoint with the wrong kind is a programming error: refuse it at start, not at call time. */
export function routesFor(app: FastifyInstance, context: AppContext): Routes {
  // Open event streams end when the server begins to close, or closing would wait for them forever.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  const kept = new KeptAnswers(context.db);
  app.decorate('keptAnswers', kept);
  app.addHook('onReady', () => kept.start());
  app.addHook('onClose', () => kept.close());
  return {
    open(endpoint, handler) {
      if (endpoint.signed) throw new Error(`${endpoint.path} is signed in the contract; register it with signed`);
      if (endpoint.auth) throw new Error(`${endpoint.path} requires a token in the contract; register it with signedIn`);
      if (endpoint.payer) throw new Error(`${endpoint.path} needs a payer session in the contract; register it with payer`);
      if (endpoint.wallet) throw new Error(`${endpoint.path} needs a wallet session in the contract; register it with wallet`);
      if (endpoint.staff) throw new Error(`${endpoint.path} needs a staff session in the contract; register it with staff`);
      if (endpoint.stream) throw new Error(`${endpoint.path} answers server-sent events; register it with stream`);
      // An Idempotency-Key belongs to a merchant: a money-moving call without one has nobody to belong to.
      if (endpoint.idempotent) throw new Error(`${endpoint.path} is idempotent, so it needs a signed-in merchant`);
      register(app, context, endpoint, handler);
    },
    signedIn(endpoint, handler, options) {
      if (!endpoint.auth || endpoint.staff) throw new Error(`${endpoint.path} is not a merchant's call in the contract`);
      if (options?.keep && (endpoint.idempotent || endpoint.file)) throw new Error(`${endpoint.path}: only a plain read can keep its answers`);
      register(app, context, endpoint, handler, options?.keep ? kept : undefined);
      // Every paged list has its export, which walks this same handler (server/export/listExport.ts).
      if (hasMadeExport(endpoint)) register(app, context, listExportOf(endpoint), listExportHandler(endpoint, handler));
    },
    signed(endpoint, handler) {
      if (!endpoint.signed || endpoint.auth) throw new Error(`${endpoint.path} is not a signed call in the contract`);
      if (endpoint.idempotent) throw new Error(`${endpoint.path}: signed calls are idempotent by their own keys, not Idempotency-Key`);
      register(app, context, endpoint, handler);
    },
    payer(endpoint, handler) {
      if (!endpoint.payer || endpoint.auth || endpoint.signed) throw new Error(`${endpoint.path} is not a payer call in the contract`);
      if (endpoint.idempotent || endpoint.stream) throw new Error(`${endpoint.path}: payer calls are plain JSON calls`);
      register(app, context, endpoint, handler);
    },
    wallet(endpoint, handler) {
      if (!endpoint.wallet || endpoint.auth || endpoint.signed || endpoint.payer || endpoint.staff) throw new Error(`${endpoint.path} is not a wallet call in the contract`);
      if (endpoint.stream || endpoint.file) throw new Error(`${endpoint.path}: wallet calls are plain JSON calls`);
      register(app, context, endpoint, handler);
    },
    staff(endpoint, options, handler) {
      if (!endpoint.staff || endpoint.auth || endpoint.signed || endpoint.payer || endpoint.wallet) throw new Error(`${endpoint.path} is not a staff call in the contract`);
      // Staff have no Idempotency-Key of their own: a review locks its order and resolves it once, so a retry answers 4009.
      if (endpoint.stream || endpoint.idempotent) throw new Error(`${endpoint.path}: staff calls are JSON calls, or answer a file`);
      // What the server enforces is what the document publishes: the two lists must name the same roles.
      const same = (role: StaffRoleName) => endpoint.staff!.includes(role) === options.roles.includes(role);
      if (!staffRoleNames.every(same)) throw new Error(`${endpoint.path}: the roles [${options.roles.join(', ')}] are not the contract's [${endpoint.staff.join(', ')}]`);
      register(app, context, endpoint, handler, undefined, options.roles);
      if (hasMadeExport(endpoint)) register(app, context, listExportOf(endpoint), listExportHandler(endpoint, handler, async () => 'UTC'), undefined, options.roles);
    },
    stream(endpoint, handler) {
      if (!endpoint.stream || endpoint.method !== 'get') throw new Error(`${endpoint.path} is not a server-sent events GET in the contract`);
      if (endpoint.auth || endpoint.signed || endpoint.payer || endpoint.wallet || endpoint.staff) throw new Error(`${endpoint.path}: only open event streams are supported`);
      registerStream(app, context, closing.signal, endpoint, handler);
    },
  };
}
