import { integer, text, timestamp } from 'drizzle-orm/pg-core';

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
