import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StaffRoleName } from '../../../openapi/endpoint';
import { contactColumns, sessionColumns, stepUpColumns, time } from './columns';

/**
 * The platform's own staff, apart from the merchants' operators (merchant_users): their credentials, role and
 * status. The authenticator secret is sealed with the server key, like the operators'.
 */
export const staffMembers = pgTable('staff_members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-case: sign-in is case-insensitive on the username. */
  username: text('username').notNull().unique(),
  /** argon2id; the hash of a random password nobody knows until the member uses the one-time link. */
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code of this step or earlier is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  role: text('role').$type<StaffRoleName>().notNull(),
  status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
  /** Why the member was last suspended or resumed. */
  statusReason: text('status_reason'),
  /** When the member first used a one-time link; null until then (the member cannot sign in). */
  enrolledAt: time('enrolled_at'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
  ...contactColumns(),
  /**
   * Who issued the member's latest one-time link (create, reset): the staff ids of the administrators who acted; empty
   * for `npm run ops` or a member made before this was kept. server/staff/members.ts `linkIssuersOf` reads it.
   */
  linkIssuedBy: integer('link_issued_by').array().notNull().default([]),
  /** When that link was issued; null when none was since this was kept. */
  linkIssuedAt: time('link_issued_at'),
  /**
   * Until when the member may not be the second approver of those who issued that link: its issue time plus the
   * cooling-off period then configured (server/staff/independence.ts).
   */
  linkIssuersBoundUntil: time('link_issuers_bound_until'),
});

/** Staff sessions. Only the SHA-256 of the token is stored, as for the operators' sessions. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...sessionColumns(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    ...stepUpColumns(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * One-time links where a staff member sets a password and binds an authenticator, as the operators' enrolment_links:
 * only the token's SHA-256 is stored, and the authenticator secret it offers is sealed.
 */
export const staffEnrolmentLinks = pgTable(
  'staff_enrolment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    totpSecret: text('totp_secret').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('staff_enrolment_links_staff_idx').on(table.staffId)],
);

/**
 * Every action of platform staff (server/staff/audit.ts is the one writer): who, with which role, from where, what,
 * and the values before and after. Rows are never changed or deleted.
 */
export const platformAuditLogs = pgTable(
  'platform_audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The acting member; null for a command of `npm run ops`. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** The acting member's username as it was, or `ops`. */
    staff: text('staff').notNull(),
    role: text('role').$type<StaffRoleName>(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before').$type<Record<string, string | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | boolean | null>>(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('platform_audit_logs_time_idx').on(table.createdAt, table.id), index('platform_audit_logs_staff_time_idx').on(table.staff, table.createdAt, table.id)],
);
