/**
 * Staff accounts: their credentials, role and status. Authenticator secrets are stored sealed with the server key
 * (server/crypto/secretBox.ts) under a purpose of their own, so an operator's sealed secret cannot pass as a staff
 * member's.
 */
import { and, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffRoleName } from '../../openapi/endpoint';
import type { StaffMember } from '../../openapi/entities';
import type { SecretBox } from '../crypto/secretBox';
import type { Contact } from '../mail/enrolmentLinks';
import type { Executor } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import { normalizeUsername } from '../auth/repository';
import { hashPassword } from '../auth/passwords';
import { unusablePasswordHash } from '../auth/enrolment';
import { newTotpSecret } from '../auth/totp';
import { conflict } from '../http/errors';
import { postgresErrorCode } from '../db/transaction';

export type StaffRecord = typeof staffMembers.$inferSelect;

export const staffTotpSecretPurpose = 'staff_member.totp_secret';

export async function findStaffByUsername(db: Executor, username: string): Promise<StaffRecord | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.username, normalizeUsername(username)));
  return row;
}

export async function findStaffById(db: Executor, id: number): Promise<StaffRecord | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** The member's authenticator secret (base32), opened. */
export function staffTotpSecretOf(box: SecretBox, member: Pick<StaffRecord, 'totpSecret'>): string {
  return box.open(member.totpSecret, staffTotpSecretPurpose);
}

/**
 * Spends a TOTP step of the member: true only if it is later than every step used before (one conditional update,
 * so two requests racing with one code cannot both win).
 */
export async function spendStaffTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(staffMembers)
    .set({ totpLastStep: sql`${step}` })
    .where(and(eq(staffMembers.id, staffId), lt(staffMembers.totpLastStep, step)))
    .returning({ id: staffMembers.id });
  return spent.length > 0;
}

/**
 * Adds a member. Without a password (every real member) the password is one nobody knows and the authenticator a
 * secret nobody holds: the member signs in only after using a one-time link. The demo's member is made with both.
 * `contact` is where their links go (server/mail/enrolmentLinks.ts).
 * Answers the row and the authenticator secret in plain text (for the demo to print). 4009 when the username is taken.
 */
export async function insertStaffMember(
  db: Executor,
  box: SecretBox,
  input: { username: string; role: StaffRoleName; password?: string; contact?: Contact | null },
  now: Date,
): Promise<{ member: StaffRecord; totpSecret: string }> {
  const username = normalizeUsername(input.username);
  const totpSecret = newTotpSecret();
  const passwordHash = input.password === undefined ? await unusablePasswordHash() : await hashPassword(input.password);
  try {
    const [member] = await db
      .insert(staffMembers)
      .values({
        username,
        passwordHash,
        totpSecret: box.seal(totpSecret, staffTotpSecretPurpose),
        role: input.role,
        enrolledAt: input.password === undefined ? null : now,
        createdAt: now,
        updatedAt: now,
        contactEmail: input.contact?.email ?? null,
        contactPhone: input.contact?.phone ?? null,
        contactLanguage: input.contact?.language ?? null,
      })
      .returning();
    return { member: member!, totpSecret };
  } catch (error) {
    // 23505: unique_violation, a username taken (perhaps by a concurrent create).
    if (postgresErrorCode(error) === '23505') throw conflict('kassa.server.usernameTaken', { username });
    throw error;
  }
}

/** The latest sign-in of each member named (their newest session: sessions are ended, never deleted). */
export async function lastSignIns(db: Executor, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt) })
    .from(staffSessions)
    .where(inArray(staffSessions.staffId, [...ids]))
    .groupBy(staffSessions.staffId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.staffId, row.at] as const] : [])));
}

/** A member as the contract shows it, with their latest sign-in (`lastSignIns`). */
export function staffMemberView(member: StaffRecord, lastSignIn: Date | null | undefined): z.input<typeof StaffMember> {
  return {
    id: member.id,
    username: member.username,
    role: member.role,
    status: member.status,
    status_reason: member.statusReason,
    enrolled: member.enrolledAt !== null,
    create_time: member.createdAt.toISOString(),
    update_time: member.updatedAt.toISOString(),
    last_sign_in_time: lastSignIn ? lastSignIn.toISOString() : null,
  };
}
