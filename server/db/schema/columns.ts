import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiLanguage } from '../../../openapi/i18n/languages';

/**
 * A time column: `timestamptz`, written from the server's injectable clock (never `now()` in SQL), so tests can
 * move time for TOTP, lockout and session expiry.
 */
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The status of an order a reviewer approves or rejects: user, USDT and fiat withdrawals, USDT recharges. */
export const orderStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The first of the two approvals an order at or above the platform's four-eyes threshold takes: who gave it (the
 * staff member's id, null for `ops`, and their username or `ops`) and when. The second approval, by someone else,
 * settles the order; until then it stays pending.
 */
export const firstApprovalColumns = () => ({
  firstApprovalStaffId: integer('first_approval_staff_id'),
  firstApprovalBy: text('first_approval_by'),
  firstApprovalAt: time('first_approval_at'),
});

/**
 * Where a person's one-time links are sent (server/mail/enrolmentLinks.ts): an email address, a phone for a copy by
 * SMS, and the language the message is written in. Null for an account made before contacts were kept, or by an ops
 * command given none: the console cannot send such an account a new link until `npm run ops` sets one.
 */
export const contactColumns = () => ({
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  contactLanguage: text('contact_language').$type<ApiLanguage>(),
});

/**
 * The columns every kind of session table has (server/sessions/): only the token's SHA-256 is stored, so reading the
 * table hands out no session; `id` names a session in its lists (the token hash never leaves the server). Each table
 * adds the column of whose session it is, and `stepUpColumns` where its sessions have a step-up window.
 */
export const sessionColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ip: text('ip').notNull(),
  /** The User-Agent header at sign-in (cut to 512 characters), for the device column of the sessions list. */
  userAgent: text('user_agent'),
  createdAt: time('created_at').notNull(),
  lastSeenAt: time('last_seen_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  revokedAt: time('revoked_at'),
});

/** Until when a verified step-up lets the session make protected changes without another (server/sessions/stepUp.ts). */
export const stepUpColumns = () => ({ stepUpUntil: time('step_up_until') });
