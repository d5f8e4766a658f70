/**
 * The demo's mailbox (server/mail/demoMailbox.ts) as a test reads it: GET /demo/mailbox as JSON, the newest first.
 * A test server in demo mode keeps there every sign-up link the platform console sends.
 */
import type { DemoMailboxMessage } from '../mail/demoMailbox';
import type { TestServer } from './harness';

export async function mailbox(server: TestServer): Promise<DemoMailboxMessage[]> {
  const answer = await server.app.inject({ method: 'GET', url: '/demo/mailbox', headers: { accept: 'application/json' } });
  if (answer.statusCode !== 200) throw new Error(`GET /demo/mailbox answered ${answer.statusCode}: is the test server in demo mode?`);
  return (answer.json() as { messages: DemoMailboxMessage[] }).messages;
}

/** The first http(s) address in a message's text: the link it carries. */
export function linkIn(message: Pick<DemoMailboxMessage, 'text'>): string {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no link in the message: ${message.text}`);
  return link;
}

/** The newest message sent to `to` (an email address or a phone) and the link in it; the test fails when there is none. */
export async function newestMessageTo(server: TestServer, to: string): Promise<DemoMailboxMessage & { link: string }> {
  const message = (await mailbox(server)).find((each) => each.to === to);
  if (!message) throw new Error(`no message to ${to} in the demo mailbox`);
  return { ...message, link: linkIn(message) };
}

/** The link of the newest message sent to `to`. */
export async function linkSentTo(server: TestServer, to: string): Promise<string> {
  return (await newestMessageTo(server, to)).link;
}
