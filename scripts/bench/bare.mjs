// The baseline server: a bare Fastify app on plain Node (no TypeScript loader, no database), started the way
// the benchmarks start Kassa. GET /healthy answers at once; every POST answers the bytes of BODY_FILE as JSON
// (the same bytes Kassa answered for the measured call), so only what Kassa does beyond HTTP differs.
//   PORT=8099 BODY_FILE=/tmp/page.json node scripts/bench/bare.mjs
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8099);
const host = process.env.HOST ?? '127.0.0.1';
const contentType = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';
const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : Buffer.from('{"code":200,"msg":"success","detail":"","data":null}');

const app = Fastify({ logger: false });
app.get('/healthy', async () => ({ code: 200, msg: 'success', detail: '', data: { status: 'ok', time: new Date().toISOString() } }));
app.post('/*', async (_request, reply) => {
  reply.header('content-type', contentType);
  return body;
});

await app.listen({ port, host });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
