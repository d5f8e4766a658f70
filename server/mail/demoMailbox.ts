/**
 * The demo's mailbox: in demo mode, where no SMTP server or SMS gateway is configured, the one-time links' emails and
 * SMS are kept in the database (`demo_mailbox`) instead of leaving the machine, and GET /demo/mailbox shows them, the
 * newest first, so the quick start's administrator can add a member and open the member's link as the member would.
 * Outside demo mode that page answers 404 and nothing is kept: there a link reaches only its person.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { demoMailbox } from '../db/schema';
import type { OutgoingMessage } from './message';

/** The page's path, printed by `npm start` in demo mode. */
export const demoMailboxPath = '/demo/mailbox';

/** How many messages the page shows, the newest first. */
const shownMessages = 100;

export async function keepInDemoMailbox(db: Executor, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(demoMailbox).values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.text, createdAt: now });
}

export interface DemoMailboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  time: string;
}

/** The kept messages, the newest first. */
export async function demoMailboxMessages(db: Executor, limit = shownMessages): Promise<DemoMailboxMessage[]> {
  const rows = await db.select().from(demoMailbox).orderBy(desc(demoMailbox.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, channel: row.channel, to: row.recipient, subject: row.subject, text: row.body, time: row.createdAt.toISOString() }));
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** A message's text with its http(s) addresses as links (escaped first, so the text cannot add markup). */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function mailboxPage(messages: DemoMailboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject ?? 'SMS')}</h2>
<p class="meta">${message.channel === 'email' ? 'Email' : 'SMS'} to <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.time}">${message.time.replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${textWithLinks(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Kassa demo mailbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 16px; max-width: 760px; color: #1f2328; }
h1 { font-size: 1.4rem; }
article { border: 1px solid #d0d7de; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
h2 { font-size: 1.05rem; margin: 0 0 4px; }
.meta { color: #57606a; margin: 0 0 8px; font-size: 0.9rem; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; margin: 0; }
a { color: #0969da; }
</style>
</head>
<body>
<h1>Kassa demo mailbox</h1>
<p>Demo mode sends no email or SMS: the sign-up links the platform console sends are kept here, the newest first. Outside demo mode this page does not exist, and a link reaches only the person it is for.</p>
${messages.length === 0 ? '<p><em>No message yet.</em></p>' : items}
</body>
</html>
`;
}

/**
 * GET /demo/mailbox: the page in demo mode (JSON `{ messages }` for a client that asks for application/json), 404
 * otherwise, as a path the server does not have. Registered whatever the mode, so the console's fallback never answers
 * its page there.
 */
export function registerDemoMailbox(app: FastifyInstance, context: AppContext) {
  app.get(demoMailboxPath, async (request, reply) => {
    if (!context.config.demo) return reply.code(404).type('text/plain').send('Not found');
    const messages = await demoMailboxMessages(context.db);
    reply.header('cache-control', 'no-store');
    if ((request.headers.accept ?? '').includes('application/json')) return reply.type('application/json').send({ messages });
    return reply.type('text/html').send(mailboxPage(messages));
  });
}
