/**
 * The one place where failures become answers. Every failure ends as the envelope
 * `{code, msg, detail, data}`; unexpected ones (5xx) say only that something went wrong and give a
 * reference to the log line, never a stack or an internal message. A failure of the database itself (stopped,
 * restarting, a connection cut) is no bug of the call: it answers HTTP 503 with code 503 and Retry-After, which a
 * client may try again once the database is back (the pool connects again by itself). So is a disk too full for the
 * database to write: the call's transaction was rolled back, and it answers 503 until space is freed.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { isDatabaseUnreachable, isStorageFull } from '../db/transaction';
import { bodyRefusal, keepConnectionOpen } from './bodyRefusals';
import { AppError, databaseUnreachable, storageFull, storageFullRetryAfterSeconds, unreachableRetryAfterSeconds } from './errors';
import { envelope } from './envelope';
import { languageOf, translate } from './language';

function isApiPath(url: string): boolean {
  return /^\/(v1|v2|platform)(\/|$|\?)/.test(url);
}

/**
 * The driver's own words for a database failure (the innermost cause): drizzle's wrapper around it quotes the
 * statement and its parameters, which may carry what no log may hold.
 */
function driverReason(error: unknown): string {
  let innermost = error;
  for (let depth = 0; depth < 4; depth += 1) {
    const cause = (innermost as { cause?: unknown }).cause;
    if (!cause || typeof cause !== 'object') break;
    innermost = cause;
  }
  const { code, message } = innermost as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const detail = translate(languageOf(request), error.messageKey, error.args);
  return reply.code(error.httpStatus).send(envelope(error.code, detail, error.data));
}

export function registerErrorHandler(app: FastifyInstance, notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);

    // Fastify's own 4xx: body too large (413), not JSON (415), malformed JSON and the rest (4000). The client can fix these.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      // Only the kind of refusal: a parser's message may quote the body, and a body may hold a password.
      request.log.info({ code: error.code, statusCode: status }, 'request refused before reaching a handler');
      // The client reads its answer over a connection that stays open (bodyRefusals.ts).
      keepConnectionOpen(request, reply);
      const refusal = bodyRefusal(error);
      if (refusal) return sendError(request, reply, refusal);
      return sendError(request, reply, new AppError(ResultCode.invalidInput, 'kassa.server.invalidBody', {}, { key: 'kassa.server.invalidBody' }));
    }

    if (isDatabaseUnreachable(error)) {
      // One line per call, without the stack: during an outage every call lands here, and the cause is one.
      request.log.warn({ reason: driverReason(error) }, 'the database cannot be reached: answered 503');
      reply.header('retry-after', String(unreachableRetryAfterSeconds));
      return sendError(request, reply, databaseUnreachable());
    }

    if (isStorageFull(error)) {
      // An error, not a warning: nothing can be saved until someone frees space, and every write lands here.
      request.log.error({ reason: driverReason(error) }, "the database's disk is full: answered 503, nothing saved");
      reply.header('retry-after', String(storageFullRetryAfterSeconds));
      return sendError(request, reply, storageFull());
    }

    request.log.error({ err: error }, 'unexpected failure');
    return sendError(
      request,
      reply,
      new AppError(ResultCode.internalError, 'kassa.server.internalError', { reference: request.id }, { reference: request.id }, 500),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && notFoundFallback && !isApiPath(request.url)) return notFoundFallback(request, reply);
    return sendError(request, reply, new AppError(ResultCode.notFound, 'kassa.server.routeNotFound', { path: request.url.split('?')[0] }, null, 404));
  });
}
