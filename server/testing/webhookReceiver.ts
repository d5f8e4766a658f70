/**
 * A merchant's webhook endpoint for tests: a real HTTP server on 127.0.0.1 that records what it receives and
 * answers the statuses it is told to (200 once the list runs out).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Statuses to answer, in order; 200 after them. */
  answers: number[];
  /** Resolves once `count` webhooks have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200).end();
      for (const waiter of waiters.filter((candidate) => received.length >= candidate.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    answers,
    waitFor(count, timeoutMs = 20_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} webhooks arrived within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A received webhook's body, verified as the merchant would with the standardwebhooks package at `at` (the test
 * server's clock, which signed it): throws when the signature or the timestamp does not hold.
 */
export function verifyWebhook(webhook: ReceivedWebhook, secret: string, at: Date): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  try {
    return new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}
