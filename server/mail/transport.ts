/**
 * How a message leaves the server: the one-time sign-up links of staff members and of a new merchant's first operator
 * (server/mail/enrolmentLinks.ts). The transport is chosen by configuration, as the checkout's SMS notifier is:
 *
 * - email over SMTP with nodemailer, configured by `config.mail` (KASSA_SMTP_URL, KASSA_MAIL_FROM);
 * - SMS through the HTTP SMS gateway of `config.sms` (KASSA_SMS_URL, KASSA_SMS_TOKEN), the checkout's own;
 * - else, in demo mode only, the demo's mailbox (server/mail/demoMailbox.ts): nothing leaves the machine, the messages
 *   are kept in the database and shown at GET /demo/mailbox;
 * - else none: the platform console's calls that would send a link answer 503 and change nothing.
 *
 * A message's text (the link in it) never reaches a log line.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { postToSmsGateway } from '../checkout/notifier';
import type { MailSettings } from '../config';
import { keepInDemoMailbox } from './demoMailbox';
import type { MessageTransport, OutgoingMessage } from './message';

/** The URL as a message may show it: without its user and password. */
export function redactedSmtpUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return '(not a URL)';
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

const addressPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * The SMTP server of the environment: KASSA_SMTP_URL (smtp:// or smtps://, the credentials in it) and
 * KASSA_MAIL_FROM. Null without KASSA_SMTP_URL; a setting that cannot work stops the start with a message (which never
 * repeats the URL's password).
 */
export function mailFromEnvironment(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const url = env.KASSA_SMTP_URL?.trim();
  if (!url) return null;
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new Error(`KASSA_SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, not ${redactedSmtpUrl(url)}`);
  }
  const from = env.KASSA_MAIL_FROM?.trim();
  if (!from) throw new Error('KASSA_SMTP_URL is set without KASSA_MAIL_FROM, the sender of the sign-up links (e.g. "Kassa <no-reply@example.com>")');
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!addressPattern.test(address)) throw new Error(`KASSA_MAIL_FROM must be an email address, or a name and <address>, not "${from}"`);
  return { url, from };
}

/** Connecting, the server's greeting, and any silence after: a link is made inside a transaction that waits for it. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

// One transporter per settings (a server's configuration), so each send does not parse the URL again.
const transporters = new WeakMap<MailSettings, Transporter>();

export class SmtpMailTransport implements MessageTransport {
  readonly kind = 'smtp';
  constructor(private readonly settings: MailSettings) {}

  async send(message: OutgoingMessage): Promise<void> {
    let transporter = transporters.get(this.settings);
    if (!transporter) {
      // Messages carry only text: nodemailer is told never to read a file or fetch a URL for one.
      transporter = createTransport({ url: this.settings.url, ...smtpTimeouts, disableFileAccess: true, disableUrlAccess: true }, { from: this.settings.from });
      transporters.set(this.settings, transporter);
    }
    await transporter.sendMail({ to: message.to, subject: message.subject ?? '', text: message.text });
  }
}

export class SmsGatewayTransport implements MessageTransport {
  readonly kind = 'sms-gateway';
  constructor(private readonly settings: NonNullable<AppContext['config']['sms']>) {}

  async send(message: OutgoingMessage): Promise<void> {
    const status = await postToSmsGateway(this.settings, message.to, message.text);
    if (status < 200 || status >= 300) throw new Error(`the SMS gateway answered HTTP ${status}`);
  }
}

export const demoMailboxTransport: MessageTransport = {
  kind: 'demo-mailbox',
  send: (message, db, now) => keepInDemoMailbox(db, message, now),
};

/** How this server sends each channel: null where it cannot. */
export interface LinkTransports {
  email: MessageTransport | null;
  sms: MessageTransport | null;
}

/** The configured transports; in demo mode the mailbox stands in for what is not configured. */
export function linkTransportsOf(context: AppContext): LinkTransports {
  const { mail, sms, demo } = context.config;
  return {
    email: mail ? new SmtpMailTransport(mail) : demo ? demoMailboxTransport : null,
    sms: sms ? new SmsGatewayTransport(sms) : demo ? demoMailboxTransport : null,
  };
}
