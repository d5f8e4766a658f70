/**
 * How a one-time code reaches the payer's phone. The checkout talks to a Notifier and knows nothing of SMS: a
 * deployment plugs in its provider with `useNotifier` (before the server takes calls). Until then every server
 * uses the development transport, which sends nothing: it writes the code to the server log (level warn, so the
 * default LOG_LEVEL shows it) and keeps the last code per phone in memory for `npm run ops -- last-code <phone>`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

export interface PhoneCodeMessage {
  phone: string;
  /** The 6 digits, in clear: the only moment they exist outside the payer's phone. */
  code: string;
  expiresAt: Date;
}

export interface SentCode extends PhoneCodeMessage {
  sentAt: Date;
}

export interface Notifier {
  /** Delivers the code; `log` is the logger of the request that asked for it. */
  sendPhoneCode(message: PhoneCodeMessage, log: FastifyBaseLogger, now: Date): Promise<void>;
  /** The last code sent to a phone, when the transport keeps them (the development one does). */
  lastCode?(phone: string): SentCode | undefined;
}

/** Sends nothing: logs the code and remembers the last one per phone (in this process only). */
export class DevelopmentNotifier implements Notifier {
  private readonly last = new Map<string, SentCode>();

  async sendPhoneCode(message: PhoneCodeMessage, log: FastifyBaseLogger, now: Date): Promise<void> {
    this.last.set(message.phone, { ...message, sentAt: now });
    log.warn(
      { phone: message.phone, code: message.code, expireTime: message.expiresAt.toISOString() },
      `development notifier: verification code ${message.code} for phone ${message.phone} (not sent; npm run ops -- last-code ${message.phone})`,
    );
  }

  lastCode(phone: string): SentCode | undefined {
    return this.last.get(phone);
  }
}

// One notifier per server (app context): the ops command runs in the process that sent the code.
const notifiers = new WeakMap<AppContext, Notifier>();

/** Plugs a transport into a server; its checkout sends every later code through it. */
export function useNotifier(context: AppContext, notifier: Notifier): void {
  notifiers.set(context, notifier);
}

/** The server's transport: the one plugged in, else a development transport of its own. */
export function notifierOf(context: AppContext): Notifier {
  let notifier = notifiers.get(context);
  if (!notifier) {
    notifier = new DevelopmentNotifier();
    notifiers.set(context, notifier);
  }
  return notifier;
}
