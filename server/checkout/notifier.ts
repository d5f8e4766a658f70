/**
 * How a one-time code reaches the payer's phone. The checkout talks to a Notifier and knows nothing of SMS. The
 * transport is chosen by configuration: the HTTP SMS gateway of `config.sms` (KASSA_SMS_URL, KASSA_SMS_TOKEN,
 * KASSA_SMS_TEMPLATE); else, in demo mode only, the development transport, which sends nothing and keeps the last
 * code per phone in memory for `npm run ops -- last-code <phone>`; else none, and identity verification answers
 * that it is not available. A code never reaches a log line, whatever the transport: a log is kept, copied and
 * read by more people than the payer.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import type { SmsGatewaySettings } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

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
  /** Delivers the code, or throws when it could not; `log` is the logger of the request that asked for it. */
  sendPhoneCode(message: PhoneCodeMessage, log: FastifyBaseLogger, now: Date): Promise<void>;
  /** The last code sent to a phone, when the transport keeps them (the development one does). */
  lastCode?(phone: string): SentCode | undefined;
}

export const defaultSmsTemplate = 'Your verification code is {code}. It expires in 5 minutes.';
const gatewayTimeoutMs = 10_000;

/**
 * The gateway of the environment: KASSA_SMS_URL (http or https), KASSA_SMS_TOKEN, KASSA_SMS_TEMPLATE (with
 * `{code}`; a default otherwise). Null without KASSA_SMS_URL; a setting that cannot work stops the start with a message.
 */
export function smsFromEnvironment(env: NodeJS.ProcessEnv = process.env): SmsGatewaySettings | null {
  const url = env.KASSA_SMS_URL?.trim();
  if (!url) return null;
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw new Error(`KASSA_SMS_URL must be an http(s) URL, not ${url}`);
  const token = env.KASSA_SMS_TOKEN?.trim();
  if (!token) throw new Error('KASSA_SMS_URL is set without KASSA_SMS_TOKEN, the credential the SMS gateway expects');
  const template = env.KASSA_SMS_TEMPLATE ?? defaultSmsTemplate;
  if (!template.includes('{code}')) throw new Error('KASSA_SMS_TEMPLATE must contain {code}, where the verification code goes');
  return { url, token, template };
}

/** A phone number in a log line: its last 4 digits, enough to match a payer's complaint. */
const maskedPhone = (phone: string) => `…${phone.slice(-4)}`;

/** The code could not be handed to the transport; the payer may ask again. */
const notSent = () => new AppError(ResultCode.unavailable, 'kassa.server.phoneCodeNotSent', {}, null, 503);

/**
 * POSTs one text to the gateway as `{ "to": phone, "message": text }`; answers the gateway's HTTP status, or throws
 * when no answer came (refused, unreachable, past the timeout). The verification codes and the one-time links' SMS
 * (server/mail/transport.ts) go through it.
 */
export async function postToSmsGateway(settings: SmsGatewaySettings, phone: string, text: string): Promise<number> {
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
    body: JSON.stringify({ to: phone, message: text }),
    redirect: 'error',
    signal: AbortSignal.timeout(gatewayTimeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}

/** POSTs each code's message to the gateway; a failure is logged without the code and answered as "not sent". */
export class SmsGatewayNotifier implements Notifier {
  constructor(private readonly settings: SmsGatewaySettings) {}

  async sendPhoneCode(message: PhoneCodeMessage, log: FastifyBaseLogger): Promise<void> {
    const text = this.settings.template.replaceAll('{code}', message.code);
    let status: number | null = null;
    try {
      status = await postToSmsGateway(this.settings, message.phone, text);
    } catch (error) {
      log.error({ phone: maskedPhone(message.phone), reason: error instanceof Error ? error.name : 'unknown' }, 'SMS gateway: verification code not sent');
      throw notSent();
    }
    if (status < 200 || status >= 300) {
      log.error({ phone: maskedPhone(message.phone), status }, 'SMS gateway: verification code not sent');
      throw notSent();
    }
    log.info({ phone: maskedPhone(message.phone) }, 'SMS gateway: verification code sent');
  }
}

/** Sends nothing (demo mode): remembers the last code per phone, in this process only, and logs that it was "sent". */
export class DevelopmentNotifier implements Notifier {
  private readonly last = new Map<string, SentCode>();

  async sendPhoneCode(message: PhoneCodeMessage, log: FastifyBaseLogger, now: Date): Promise<void> {
    this.last.set(message.phone, { ...message, sentAt: now });
    log.warn(
      { phone: maskedPhone(message.phone), expireTime: message.expiresAt.toISOString() },
      'development notifier: verification code "sent" (nothing leaves this machine; npm run ops -- last-code <phone> shows it)',
    );
  }

  lastCode(phone: string): SentCode | undefined {
    return this.last.get(phone);
  }
}

// One notifier per server (app context): the ops command runs in the process that sent the code.
const notifiers = new WeakMap<AppContext, Notifier | null>();

/** Plugs a transport into a server; its checkout sends every later code through it. */
export function useNotifier(context: AppContext, notifier: Notifier): void {
  notifiers.set(context, notifier);
}

/** The server's transport: the one plugged in, else the configured gateway, else in demo mode the development one; null for none. */
export function notifierOf(context: AppContext): Notifier | null {
  if (notifiers.has(context)) return notifiers.get(context) ?? null;
  const { sms, demo } = context.config;
  const notifier = sms ? new SmsGatewayNotifier(sms) : demo ? new DevelopmentNotifier() : null;
  notifiers.set(context, notifier);
  return notifier;
}
