/**
 * A one-time sign-up link goes to the person it is for, never to whoever made it: the platform console's calls that
 * make one (platform/staff/create, platform/staff/reset, platform/merchant/create) send it to the contact kept with
 * the account and answer only where it went, masked (`link_sent_to`), and until when it works. The email carries it
 * (required); when the contact has a phone and the server can send SMS, an SMS carries it too.
 *
 * The link is sent inside the transaction that makes it, before that commits: a link that could not be sent leaves
 * nothing changed (503, "try again"), and a message sent for a change that then failed holds a link that never worked.
 * `npm run ops` on the server's machine prints its links instead (server/platform/staffCommands.ts): whoever has a
 * shell there holds the database and the server key anyway, and the first administrator has nobody to send it.
 */
import { ResultCode } from '../../openapi/codes';
import type { StaffRoleName } from '../../openapi/endpoint';
import { lookupIn } from '../../openapi/i18n/dictionaries';
import { enrolmentMailMessages } from '../../openapi/i18n/enrolmentMailMessages';
import { interpolate } from '../../openapi/i18n/interpolate';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import type { Messages } from '../../openapi/i18n/define';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { AppError } from '../http/errors';
import type { OutgoingMessage } from './message';
import { linkTransportsOf } from './transport';

/** Where a person's links go, and the language they are written in. */
export interface Contact {
  email: string;
  phone: string | null;
  language: ApiLanguage;
}

/** A stored or given language as a contact's: one of the four, English otherwise. */
export const contactLanguageOf = (language: string | null | undefined): ApiLanguage =>
  (apiLanguages as readonly string[]).includes(language ?? '') ? (language as ApiLanguage) : 'en';

/** Who the link is for, as the message names them. */
export type LinkRecipient =
  | { kind: 'staff'; purpose: 'enrol' | 'reset'; username: string; role: StaffRoleName }
  | { kind: 'operator'; purpose: 'enrol'; username: string; merchant: string };

/** How a console call hands a link over, or how an ops command does: sent to the contact, or printed for the shell. */
export type HandOver = 'send' | 'print';

/** What a call that sent a link answers: where it went (masked) and until when it works. */
export interface LinkSent {
  link_sent_to: string[];
  link_expires: string;
}

/** What an ops command prints. */
export interface LinkPrinted {
  link: string;
  link_expires: string;
}

export type HandedOver<H extends HandOver> = H extends 'print' ? LinkPrinted : LinkSent;

/** An email address as an answer shows it: its first character and its domain (`a•••@example.com`). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A phone as an answer shows it: its last 4 digits. */
export const maskedPhone = (phone: string) => `•••${phone.slice(-4)}`;

const intlLocales: Record<ApiLanguage, string> = { en: 'en-GB', zh_Hans: 'zh-CN', zh_Hant: 'zh-TW', vi: 'vi-VN' };

/** The expiry as the message says it: the date in the message's language, then the time in UTC (`3 June 2025 08:00 UTC`). */
function expiryText(expiresAt: Date, language: ApiLanguage): string {
  const date = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  return `${date} ${expiresAt.toISOString().slice(11, 16)} UTC`;
}

/** The email's subject and text and the SMS, in the contact's language. */
export function enrolmentMessage(recipient: LinkRecipient, link: string, expiresAt: Date, language: ApiLanguage): { subject: string; text: string; sms: string } {
  const words = enrolmentMailMessages[language] as Messages;
  const say = (key: string, args: Record<string, string> = {}) => interpolate(lookupIn(words, `kassa.mail.${key}`) ?? key, args);
  const expires = expiryText(expiresAt, language);
  const who =
    recipient.kind === 'operator'
      ? say('operatorEnrol', { username: recipient.username, merchant: recipient.merchant })
      : say(recipient.purpose === 'reset' ? 'staffReset' : 'staffEnrol', { username: recipient.username, role: say(`roles.${recipient.role}`) });
  const text = [say('greeting', { username: recipient.username }), '', who, '', say('action'), '', link, '', say('expiry', { expires }), '', say('unexpected'), ''].join('\n');
  return { subject: say('subject', { username: recipient.username }), text, sms: say('sms', { username: recipient.username, expires, link }) };
}

/** 503 before anything changes: this server has no way to send an email (no KASSA_SMTP_URL, not the demo). */
export function requireEmailTransport(context: AppContext): void {
  if (!linkTransportsOf(context).email) throw new AppError(ResultCode.unavailable, 'kassa.server.enrolmentMailUnavailable', {}, null, 503);
}

/**
 * Sends the link to the contact inside `db`, the transaction that made it: the email, and the SMS when the contact has
 * a phone and the server can send SMS. Answers where it went, masked. Any failure throws 503 (so the transaction, and
 * the link with it, rolls back); the transport's reason goes to the server's standard error, never the message.
 */
export async function sendEnrolmentLink(
  context: AppContext,
  db: Executor,
  contact: Contact,
  recipient: LinkRecipient,
  link: { url: string; expiresAt: Date },
  now: Date,
): Promise<string[]> {
  const transports = linkTransportsOf(context);
  if (!transports.email) throw new AppError(ResultCode.unavailable, 'kassa.server.enrolmentMailUnavailable', {}, null, 503);
  const message = enrolmentMessage(recipient, link.url, link.expiresAt, contact.language);
  const outgoing: { transport: NonNullable<typeof transports.email>; message: OutgoingMessage; shown: string }[] = [
    { transport: transports.email, message: { channel: 'email', to: contact.email, subject: message.subject, text: message.text }, shown: maskedEmail(contact.email) },
  ];
  if (contact.phone && transports.sms) {
    outgoing.push({ transport: transports.sms, message: { channel: 'sms', to: contact.phone, subject: null, text: message.sms }, shown: maskedPhone(contact.phone) });
  }
  for (const { transport, message: each, shown } of outgoing) {
    try {
      await transport.send(each, db, now);
    } catch (error) {
      // For whoever runs the server (a wrong SMTP password, a gateway down): the transport's reason, never the message.
      console.warn(`A sign-up link was not sent (${transport.kind}, to ${shown}): ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError(ResultCode.unavailable, 'kassa.server.enrolmentLinkNotSent', { to: shown }, null, 503);
    }
  }
  return outgoing.map((each) => each.shown);
}

/**
 * A staff call's answer: where the link went, never the link. Only `ops` is answered a link; a staff call that would
 * carry one is a bug, and fails rather than hand it out.
 */
export function sentLinkOnly<T extends object>(answer: T & (LinkSent | LinkPrinted)): Omit<T, 'link'> & LinkSent {
  if ('link' in answer || !('link_sent_to' in answer)) throw new Error('a staff call was about to answer a one-time link');
  return answer as Omit<T, 'link'> & LinkSent;
}

/** An ops command's answer: the link, printed on the server's machine. */
export function printedLinkOnly<T extends object>(answer: T & (LinkSent | LinkPrinted)): T & LinkPrinted {
  if (!('link' in answer)) throw new Error('an ops command expected the one-time link');
  return answer as T & LinkPrinted;
}
