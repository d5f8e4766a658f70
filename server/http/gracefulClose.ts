/**
 * Closing lets the calls under way finish (Fastify's close waits for them), but a client's keep-alive
 * connection would keep the server open long after its answer (Fastify keeps them 72 s). So once closing
 * has begun, every answer says `Connection: close`, and Node ends each connection as its answer is sent.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
