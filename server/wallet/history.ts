/**
 * The payer's money events: the ledger's fund-flow rows of the payer's own accounts (one per coin), newest first.
 * Each row is one movement of one account with its figures after it, as the merchants' fund flow shows theirs.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { Executor } from '../db/client';
import { pagedList } from '../db/pagedList';
import { accounts, fundFlows } from '../db/schema';
import type { WalletSession } from './session';

export async function walletHistory(db: Executor, session: WalletSession, body: RequestOf<'walletHistory'>): Promise<ResponseOf<'walletHistory'>> {
  const ownAccounts = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerKind, 'wallet_user'), eq(accounts.ownerId, session.uid)));
  const conditions: SQL[] = [inArray(fundFlows.accountId, ownAccounts)];
  if (body.coin_name) conditions.push(eq(fundFlows.coinCode, body.coin_name));
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(fundFlows).$dynamic(),
    table: fundFlows,
    where: conditions,
    // Rows are written in the order their changes happen: the id orders them as time does, ties included.
    sort: { name: 'time', column: fundFlows.id, order: body.sort_order },
    id: fundFlows.id,
    request: body,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      serial_number: row.serialNumber,
      coin_name: row.coinCode,
      transaction_type: row.transactionType as ResponseOf<'walletHistory'>['list'][number]['transaction_type'],
      amount: row.transactionNumber,
      available_after: row.availableAfter,
      frozen_after: row.frozenAfter,
      reward_after: row.rewardAfter,
      time: row.createdAt.toISOString(),
    })),
    ...paging,
  };
}
