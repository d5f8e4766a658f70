/**
 * The refusals Fastify makes of a body before any handler runs, said as what they are: a body over the limit answers
 * HTTP 413 with code 413 and the limit named, a body that is not JSON (nor the upload's multipart) HTTP 415 with code
 * 415, both in the caller's language. Malformed JSON stays 4000 (errorHandler.ts).
 *
 * Fastify asks to close the connection after a body it stopped reading, since the client may still be sending it. A
 * client still writing then meets a closed socket (EPIPE, or a reset that can discard the answer it had not read
 * yet), and many clients report that instead of the answer. So the connection stays open and the rest of the body is
 * read and dropped, up to `drainMaxBytes`; a client sending more than that is cut off, its answer long since sent.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { limits } from '../../openapi/rules';
import { AppError } from './errors';

/** What a refused client may still send, read and dropped, before its connection is closed. */
export const drainMaxBytes = 16 * 1024 * 1024;

export const bodyTooLarge = () =>
  new AppError(ResultCode.payloadTooLarge, 'kassa.server.bodyTooLarge', { limit: limits.bodyMaxLabel }, { max_bytes: limits.bodyMaxBytes }, 413);

export const unsupportedMediaType = () => new AppError(ResultCode.unsupportedMediaType, 'kassa.server.unsupportedMediaType', {}, null, 415);

/** The answer to one of Fastify's refusals of a body's size or type, or null for any other error. */
export function bodyRefusal(error: Pick<FastifyError, 'code'>): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge();
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return unsupportedMediaType();
  return null;
}

/**
 * Keeps the connection of a refused request open: Node reads the body's rest once the answer is sent (and then the
 * next request), and this cuts the connection if that rest passes `drainMaxBytes`.
 */
export function keepConnectionOpen(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const raw = request.raw;
  reply.raw.once('finish', () => {
    if (raw.complete) return;
    let drained = 0;
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained <= drainMaxBytes) return;
      raw.off('data', count);
      raw.socket?.destroy();
    };
    raw.on('data', count);
    raw.resume();
  });
}
