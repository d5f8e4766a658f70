/**
 * The pool of USDT deposit addresses (docs/platform.md, "Deposit addresses"). Administrators load addresses whose
 * keys the platform keeps elsewhere, never on this server (the staff call, `npm run ops -- add-deposit-addresses`).
 * Each merchant is given one free address per network the first time it needs one (its USDT recharge form reads
 * usdt_trade/setting/query, or it declares a recharge) and keeps it, so a transfer that reaches that address is that
 * merchant's: a recharge names its merchant's own address (server/usdt/trade.ts), and nobody can claim a transfer
 * another merchant received. Two merchants are never given the same address: an assignment takes a free row the others
 * are not taking (FOR UPDATE SKIP LOCKED), and one merchant's assignments on a network wait for each other.
 */
import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { depositAddressForms } from '../../openapi/depositAddresses';
import type { Executor } from '../db/client';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { depositAddresses, merchants, usdtNetworks, type UsdtNetwork } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput } from '../http/errors';
import { platformAudit, type StaffActor } from '../staff/audit';

export type DepositAddressRow = typeof depositAddresses.$inferSelect;

/** An address as the pool keeps it: TRC20's base58 as given (its case matters), ERC20's hexadecimal in lower case. */
export const normalisedAddress = (network: UsdtNetwork, address: string) => (network === 'ERC20' ? address.toLowerCase() : address);

/** The contract's DepositAddress. */
export function depositAddressView(row: DepositAddressRow, merchantName: string | null) {
  return {
    id: row.id,
    network: row.network,
    address: row.address,
    state: row.merchantId === null ? ('free' as const) : ('assigned' as const),
    merchant_id: row.merchantId === null ? null : String(row.merchantId),
    merchant_name: row.merchantId === null ? null : (merchantName ?? ''),
    added_by: row.addedBy,
    added_time: row.addedAt.toISOString(),
    assigned_time: row.assignedAt?.toISOString() ?? null,
  };
}

// ---------- loading the pool ----------

/**
 * Adds addresses to a network's pool, each with its audit row: every one in the network's form or none (4000 on
 * `address`). An address the pool holds already is left as it is and answered in `present`.
 */
export function addDepositAddresses(db: Executor, actor: StaffActor, network: UsdtNetwork, addresses: readonly string[]) {
  const { form, refusal } = depositAddressForms[network];
  const wrong = addresses.find((address) => !form.test(address));
  if (wrong !== undefined) throw invalidInput('address', refusal, { address: wrong });
  const wanted = [...new Set(addresses.map((address) => normalisedAddress(network, address)))];
  return runTransaction(db, async (tx) => {
    const added = wanted.length === 0
      ? []
      : await tx
          .insert(depositAddresses)
          .values(wanted.map((address) => ({ network, address, addedBy: actor.username, addedAt: actor.at })))
          .onConflictDoNothing({ target: depositAddresses.address })
          .returning();
    for (const row of added) await platformAudit(tx, actor, 'deposit_address_add', { target: network, after: { address: row.address } });
    const addedNow = new Set(added.map((row) => row.address));
    return { added, present: wanted.filter((address) => !addedNow.has(address)) };
  });
}

/** The staff call: one address, which must be new to the pool (4009 otherwise). */
export async function addDepositAddress(db: Executor, actor: StaffActor, network: UsdtNetwork, address: string) {
  const { added, present } = await addDepositAddresses(db, actor, network, [address]);
  const [row] = added;
  if (!row) throw conflict('kassa.server.depositAddressInPool', { address: present[0] ?? address });
  return depositAddressView(row, null);
}

// ---------- reading the pool ----------

export interface DepositAddressQuery {
  network?: UsdtNetwork | undefined;
  state?: 'free' | 'assigned' | undefined;
  merchantId?: string | undefined;
  keyword?: string | undefined;
  sort: 'added_time' | 'assigned_time';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

const poolSort = { added_time: depositAddresses.addedAt, assigned_time: depositAddresses.assignedAt };

export async function depositAddressPool(db: Executor, query: DepositAddressQuery): Promise<{ list: ReturnType<typeof depositAddressView>[] } & PageInfo> {
  const conditions: SQL[] = [];
  if (query.network) conditions.push(eq(depositAddresses.network, query.network));
  if (query.state) conditions.push(query.state === 'free' ? isNull(depositAddresses.merchantId) : isNotNull(depositAddresses.merchantId));
  if (query.merchantId !== undefined) conditions.push(/^\d{1,9}$/.test(query.merchantId) ? eq(depositAddresses.merchantId, Number(query.merchantId)) : sql`false`);
  if (query.keyword) conditions.push(ilike(depositAddresses.address, `${query.keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`));
  const { rows, paging } = await pagedList(db, {
    query: db.select({ address: depositAddresses, merchantName: merchants.name }).from(depositAddresses).leftJoin(merchants, eq(merchants.id, depositAddresses.merchantId)).$dynamic(),
    table: depositAddresses,
    where: conditions,
    sort: { name: query.sort, column: poolSort[query.sort], order: query.order },
    id: depositAddresses.id,
    request: query.paging,
    keyOf: (row) => ({ value: query.sort === 'assigned_time' ? row.address.assignedAt : row.address.addedAt, id: row.address.id }),
  });
  return { list: rows.map((row) => depositAddressView(row.address, row.merchantName)), ...paging };
}

/** Per network, how many addresses are free and how many given: every network, an empty one with 0 and 0. */
export async function depositAddressCounts(db: Executor) {
  const rows = await db
    .select({
      network: depositAddresses.network,
      free: sql<number>`(count(*) filter (where ${depositAddresses.merchantId} is null))::int`,
      assigned: sql<number>`(count(*) filter (where ${depositAddresses.merchantId} is not null))::int`,
    })
    .from(depositAddresses)
    .groupBy(depositAddresses.network);
  return {
    list: usdtNetworks.map((network) => {
      const row = rows.find((entry) => entry.network === network);
      return { network, free: Number(row?.free ?? 0), assigned: Number(row?.assigned ?? 0) };
    }),
  };
}

// ---------- a merchant's own address ----------

async function ownAddress(db: Executor, merchantId: number, network: UsdtNetwork): Promise<string | null> {
  const [row] = await db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.merchantId, merchantId), eq(depositAddresses.network, network)));
  return row?.address ?? null;
}

/**
 * The merchant's own deposit address on `network`: the one it was given, or else the oldest free one of the pool,
 * given now and for good. Null when the pool has no free address on the network.
 */
export async function merchantDepositAddress(db: Executor, merchantId: number, network: UsdtNetwork, now: Date): Promise<string | null> {
  const given = await ownAddress(db, merchantId, network);
  if (given !== null) return given;
  return runTransaction(db, async (tx) => {
    // The merchant's own assignments on the network one after another: a second finds the first's address.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kassa.deposit_address:${network}`}), ${merchantId}::int)`);
    const meanwhile = await ownAddress(tx, merchantId, network);
    if (meanwhile !== null) return meanwhile;
    // Another merchant's assignment holds its row until it commits: this one takes the next free row instead of waiting
    // for it, and never the same one (the row is read again under its lock, and is no longer free).
    const free = tx
      .select({ id: depositAddresses.id })
      .from(depositAddresses)
      .where(and(eq(depositAddresses.network, network), isNull(depositAddresses.merchantId)))
      .orderBy(asc(depositAddresses.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await tx
      .update(depositAddresses)
      .set({ merchantId, assignedAt: now })
      .where(and(inArray(depositAddresses.id, free), isNull(depositAddresses.merchantId)))
      .returning({ address: depositAddresses.address });
    return row?.address ?? null;
  });
}

/** The merchant's own address on each network, given on first need; null on a network whose pool has none left. */
export async function merchantDepositAddresses(db: Executor, merchantId: number, now: Date): Promise<{ network: UsdtNetwork; address: string | null }[]> {
  const answer: { network: UsdtNetwork; address: string | null }[] = [];
  for (const network of usdtNetworks) answer.push({ network, address: await merchantDepositAddress(db, merchantId, network, now) });
  return answer;
}

// ---------- whose address a recharge names ----------

export type DepositAddressOwner = 'own' | 'shared' | 'other';

/**
 * Whose address a recharge of `merchantId` names, from the pool's row of that address (undefined: none): the
 * merchant's own, the address shared before the pool (outside it), or a pool address that is not the merchant's.
 */
export function addressOwnerOf(merchantId: number, poolRow: { merchantId: number | null } | undefined): DepositAddressOwner {
  if (!poolRow) return 'shared';
  return poolRow.merchantId === merchantId ? 'own' : 'other';
}

/** The pool's row of one address, for the owner of one recharge. */
export async function poolEntryOf(db: Executor, address: string): Promise<{ merchantId: number | null } | undefined> {
  const [row] = await db.select({ merchantId: depositAddresses.merchantId }).from(depositAddresses).where(eq(depositAddresses.address, address));
  return row;
}
