/**
 * The server's edges answer what happened: a body over the limit answers 413 with the limit named, on every POST path
 * of the contract and in the caller's language; a body that is not JSON answers 415; malformed JSON stays 4000; the
 * upload still takes multipart. Over real HTTP, clients sending 2 MB at once each read the 413 envelope, and the
 * connection stays open for the next call.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { limits } from '../../openapi/rules';
import { drainMaxBytes } from './bodyRefusals';
import { pngBytes, uploadFile } from '../testing/files';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

/** 2 MB of valid JSON: one long string. */
const twoMegabytes = Buffer.from(JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) }));
const postPaths = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'post')
  .map((endpoint) => endpoint.path);

const tooLarge = {
  code: 413,
  msg: 'payload_too_large',
  detail: 'The request body is larger than the 1 MB this server accepts.',
  data: { max_bytes: limits.bodyMaxBytes },
};

describe('a body over the limit', () => {
  it('answers 413 with the limit named on every POST path of the contract', async () => {
    expect(postPaths.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      postPaths.map(async (path) => {
        const answer = await server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: twoMegabytes });
        return { path, status: answer.statusCode, body: answer.json() };
      }),
    );
    expect(answers).toEqual(postPaths.map((path) => ({ path, status: 413, body: tooLarge })));
  });

  it('says so in the caller’s language', async () => {
    const details = await Promise.all(
      ['en', 'zh_Hans', 'zh_Hant', 'vi'].map(async (language) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: endpoints.login.path,
          headers: { 'content-type': 'application/json', language },
          payload: twoMegabytes,
        });
        return answer.json().detail;
      }),
    );
    expect(details).toEqual([
      'The request body is larger than the 1 MB this server accepts.',
      '请求正文超过本服务器接受的上限 1 MB。',
      '請求內容超過本伺服器接受的上限 1 MB。',
      'Nội dung yêu cầu lớn hơn mức 1 MB mà máy chủ này chấp nhận.',
    ]);
  });

  it('takes a body of exactly the limit', async () => {
    // An anonymous call of a signed-in path: its 401 comes from the handler, so the body was read and parsed.
    const padding = limits.bodyMaxBytes - JSON.stringify({ note: '' }).length;
    const answer = await server.app.inject({
      method: 'POST',
      url: endpoints.accountDetail.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ note: ' '.repeat(padding) }),
    });
    expect(answer.json()).toMatchObject({ code: 401 });
  });
});

describe('a body that is not JSON', () => {
  it('answers 415 in the caller’s language, whatever the type; a missing type with a body too', async () => {
    const cases = [
      { headers: { 'content-type': 'text/plain' }, payload: '{"username":"a"}' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { headers: {}, payload: '{"username":"a"}' },
    ];
    for (const { headers, payload } of cases) {
      const answer = await server.app.inject({ method: 'POST', url: endpoints.login.path, headers, payload });
      expect({ type: headers['content-type'], status: answer.statusCode, body: answer.json() }).toEqual({
        type: headers['content-type'],
        status: 415,
        body: { code: 415, msg: 'unsupported_media_type', detail: 'The request body must be JSON: send it with Content-Type application/json.', data: null },
      });
    }
    const vietnamese = await server.app.inject({ method: 'POST', url: endpoints.login.path, headers: { 'content-type': 'text/plain', language: 'vi' }, payload: 'x' });
    expect(vietnamese.json().detail).toBe('Nội dung yêu cầu phải là JSON: hãy gửi với Content-Type application/json.');
  });

  it('leaves malformed JSON at 4000, and JSON with a charset or no body at all as before', async () => {
    const malformed = await server.app.inject({ method: 'POST', url: endpoints.accountDetail.path, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect({ status: malformed.statusCode, body: malformed.json() }).toMatchObject({ status: 200, body: { code: 4000, msg: 'invalid_input' } });
    // Read and parsed: the handler answers (401, anonymous).
    const charset = await server.app.inject({ method: 'POST', url: endpoints.accountDetail.path, headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{}' });
    expect(charset.json()).toMatchObject({ code: 401 });
    const empty = await server.app.inject({ method: 'POST', url: endpoints.accountDetail.path });
    expect(empty.json()).toMatchObject({ code: 401 });
  });

  it('keeps the upload on multipart, above the JSON limit too', async () => {
    const token = await server.signIn(await server.createMerchant());
    const twoMegabytePng = Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)]);
    const uploaded = await uploadFile(server, token, twoMegabytePng, 'scan.png');
    expect(uploaded.body).toMatchObject({ code: 200, data: { content_type: 'image/png', size: twoMegabytePng.length } });
  });
});

describe('over real HTTP', () => {
  let port = 0;
  let agent: http.Agent;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  });
  afterAll(() => agent?.destroy());

  interface Answer {
    status: number | undefined;
    connection: string | undefined;
    body: unknown;
    socket: object;
  }

  /** One POST on the agent: with Content-Length, or chunked (the size is found only by reading). */
  function post(path: string, bytes: Buffer, chunked = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(bytes.length) }) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, connection: response.headers.connection, body: JSON.parse(Buffer.concat(chunks).toString()), socket: request.socket! }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      if (chunked) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) request.write(bytes.subarray(offset, offset + 64 * 1024));
        request.end();
      } else request.end(bytes);
    });
  }

  it('gives each of 20 clients sending 2 MB at once the 413 envelope, on a connection that stays open', async () => {
    const paths = Array.from({ length: 20 }, (_, index) => postPaths[(index * 7) % postPaths.length]!);
    const answers = await Promise.all(paths.map((path, index) => post(path, twoMegabytes, index % 2 === 1)));
    // No `Connection: close`: HTTP/1.1 keeps the connection.
    expect(answers.map(({ status, connection, body }) => ({ status, connection, body }))).toEqual(
      paths.map(() => ({ status: 413, connection: undefined, body: tooLarge })),
    );
    // The next calls travel on the same connections: the rest of each refused body was read and dropped.
    const sockets = new Set(answers.map((answer) => answer.socket));
    const next = await Promise.all(paths.map(() => post(endpoints.accountDetail.path, Buffer.from('{}'))));
    expect(next.map(({ status, body }) => ({ status, code: (body as { code: number }).code }))).toEqual(paths.map(() => ({ status: 401, code: 401 })));
    expect(next.every((answer) => sockets.has(answer.socket))).toBe(true);
  });

  it('cuts off a client that goes on sending past what it drains, once it has the answer', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => {}); // the cut: a write after it fails
    socket.write(`POST ${endpoints.login.path} HTTP/1.1\r\nHost: kassa\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sent = 0;
    await new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      const more = () => {
        // Endless, bar a guard far above the limit the server drains.
        while (!socket.destroyed && sent < 8 * drainMaxBytes) {
          sent += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', more);
        }
        socket.destroy();
      };
      more();
    });
    expect(received).toContain('HTTP/1.1 413');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual(tooLarge);
    expect(sent).toBeGreaterThan(drainMaxBytes);
    expect(sent).toBeLessThan(4 * drainMaxBytes);
  });
});
