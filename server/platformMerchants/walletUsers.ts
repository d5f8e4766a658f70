/**
 * The platform's wallet users, as staff see and change them: the list, the detail (what their wallet shows them,
 * their latest movements, their sessions), suspension and resumption with a reason. A suspended user has no session
 * (wallet or checkout) and cannot sign in (server/payers/signIn.ts), so cannot pay.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlatformWalletUser, PlatformWalletUserDetail } from '../../openapi/entities';
import type { Executor } from '../db/client';
import { startsWith } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { payerSessions, walletUsers, type WalletUserStatus } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import { platformAudit, type StaffActor } from '../staff/audit';
import { walletHistory } from '../wallet/history';
import { walletProfile } from '../wallet/profile';
import { endWalletSessions, walletSessionList } from '../wallet/session';
import type { WalletUser } from '../walletUsers/repository';

export function platformWalletUserView(row: WalletUser): z.input<typeof PlatformWalletUser> {
  return {
    uid: row.uid,
    username: row.username,
    nickname: row.nickname,
    phone: row.phone,
    status: row.status,
    status_reason: row.statusReason,
    create_time: row.createdAt.toISOString(),
  };
}

async function walletUserOfUid(db: Executor, uid: string, lock = false): Promise<WalletUser> {
  const query = db.select().from(walletUsers).where(eq(walletUsers.uid, uid));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw notFound('kassa.server.userNotFound', { uid });
  return user;
}

export interface WalletUserFilter {
  status?: WalletUserStatus | undefined;
  keyword?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export async function listWalletUsers(db: Executor, filter: WalletUserFilter): Promise<{ list: z.input<typeof PlatformWalletUser>[] } & PageInfo> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(walletUsers.status, filter.status));
  if (filter.keyword) {
    conditions.push(
      or(startsWith(walletUsers.uid, filter.keyword), startsWith(walletUsers.username, filter.keyword.toLowerCase()), startsWith(walletUsers.phone, filter.keyword))!,
    );
  }
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(walletUsers).$dynamic(),
    table: walletUsers,
    where: conditions,
    sort: { name: 'create_time', column: walletUsers.createdAt, order: filter.order },
    id: walletUsers.uid,
    request: filter.paging,
  });
  return { list: rows.map(platformWalletUserView), ...paging };
}

/** The latest movements staff see on the detail: one page, as the wallet's own history starts. */
const recentHistorySize = 20;

export async function walletUserDetail(db: Executor, uid: string, now: Date): Promise<z.input<typeof PlatformWalletUserDetail>> {
  const user = await walletUserOfUid(db, uid);
  // Read as the user's own wallet reads them, through a session that is none of theirs (so none is `current`).
  const asUser = { tokenHash: '', id: 0, uid: user.uid };
  const history = await walletHistory(db, asUser, { page: 1, page_size: recentHistorySize, sort_order: 'desc' });
  return {
    ...platformWalletUserView(user),
    profile: await walletProfile(db, user, now),
    recent_history: history.list,
    sessions: (await walletSessionList(db, asUser, now)).list,
  };
}

/** Suspends (every wallet and checkout session ends) or resumes the wallet user, with the reason. */
export async function setWalletUserStatus(db: Executor, actor: StaffActor, uid: string, status: WalletUserStatus, reason: string) {
  return runTransaction(db, async (tx) => {
    const user = await walletUserOfUid(tx, uid, true);
    if (user.status === status) {
      throw conflict(status === 'suspended' ? 'kassa.server.platformWalletUserAlreadySuspended' : 'kassa.server.platformWalletUserNotSuspended', { uid });
    }
    const [changed] = await tx.update(walletUsers).set({ status, statusReason: reason }).where(eq(walletUsers.uid, uid)).returning();
    let ended = 0;
    if (status === 'suspended') {
      ended += await endWalletSessions(tx, uid, {}, actor.at);
      const checkout = await tx
        .update(payerSessions)
        .set({ revokedAt: actor.at })
        .where(and(eq(payerSessions.uid, uid), isNull(payerSessions.revokedAt)))
        .returning({ tokenHash: payerSessions.tokenHash });
      ended += checkout.length;
    }
    await platformAudit(tx, actor, status === 'suspended' ? 'wallet_user_suspend' : 'wallet_user_resume', {
      target: uid,
      before: { status: user.status, reason: user.statusReason },
      after: { status, reason, ...(status === 'suspended' ? { sessions_ended: String(ended) } : {}) },
    });
    return platformWalletUserView(changed!);
  });
}
