/** A message a person is sent (a sign-up link), and what sends it: SMTP, the SMS gateway, or the demo's mailbox. */
import type { Executor } from '../db/client';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** The email address or the phone number (digits). */
  to: string;
  /** The email's subject (an SMS has none). */
  subject: string | null;
  text: string;
}

/** Sends a message, or throws when it could not. `db` is the transaction of the change it belongs to. */
export interface MessageTransport {
  readonly kind: 'smtp' | 'sms-gateway' | 'demo-mailbox';
  send(message: OutgoingMessage, db: Executor, now: Date): Promise<void>;
}
