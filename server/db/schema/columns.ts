import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A time column: `timestamptz`, written from the server's injectable clock (never `now()` in SQL), so tests can
 * move time for TOTP, lockout and session expiry.
 */
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The status of an order a reviewer approves or rejects: user, USDT and fiat withdrawals, USDT recharges. */
export const orderStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
