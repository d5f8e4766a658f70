/**
 * A second approval is worth something only from someone the first approver does not control. An administrator who
 * made or reset a staff account chose who holds it (a link once reached its maker), so for the cooling-off period after
 * that (`linkIssuersBoundUntil`, set with the link), the account's holder may not be the second approver of that
 * administrator's rule changes or payouts.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffMembers } from '../db/schema';
import { conflict } from '../http/errors';

/** How the UTC times of the messages read: minutes are enough for periods of hours. */
export const utcMinute = (time: Date) => time.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Refuses (4009, `messageKey` with `time` and `until`) the second approver when the first issued their latest
 * enrolment link and its cooling-off period has not ended.
 */
export async function refuseIssuedByFirst(
  db: Executor,
  second: { staffId: number | null; at: Date },
  first: { staffId: number | null },
  messageKey: string,
  args: Record<string, unknown>,
) {
  if (second.staffId === null || first.staffId === null) return;
  const [row] = await db
    .select({ issuedBy: staffMembers.linkIssuedBy, at: staffMembers.linkIssuedAt, until: staffMembers.linkIssuersBoundUntil })
    .from(staffMembers)
    .where(eq(staffMembers.id, second.staffId));
  if (!row?.at || !row.until || !row.issuedBy.includes(first.staffId)) return;
  if (second.at < row.until) throw conflict(messageKey, { ...args, time: utcMinute(row.at), until: utcMinute(row.until) });
}
