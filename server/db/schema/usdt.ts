import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { firstApprovalColumns, type OrderStatus, time } from './columns';

export const usdtNetworks = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

/** A merchant's USDT deposit declared with its TXID, credited when the platform approves it. */
export const usdtRecharges = pgTable(
  'usdt_recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    tradeCount: numeric('trade_count').notNull(),
    inAbbreviation: text('in_abbreviation')
      .notNull()
      .references(() => coins.code),
    rate: numeric('rate').notNull(),
    exchangeCount: numeric('exchange_count').notNull(),
    usdtRechargeFee: numeric('usdt_recharge_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    address: text('address').notNull(),
    /** The address the merchant declares it sent from, for the reviewer to match on chain; null on declarations made before it was asked. */
    senderAddress: text('sender_address'),
    txid: text('txid').notNull(),
    remark: text('remark'),
    /** Who reviewed it: a staff member's username, or `ops`; null while pending and on orders reviewed before it was kept. */
    reviewer: text('reviewer'),
    // A recharge credits money the platform has not received from the merchant yet, so it takes four eyes as payouts do.
    ...firstApprovalColumns(),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    // A chain transaction pays one address, so a declaration holds its TXID on the address it names, however the hex
    // is cased: a pending or approved one holds it, a rejected one lets it be declared again. A merchant who declares
    // another's transfer on its own address so blocks nobody's declaration of it.
    uniqueIndex('usdt_recharges_txid_claim_idx').on(table.address, sql`lower(${table.txid})`).where(sql`status <> 'rejected'`),
    // And it is credited once, whichever address a declaration names.
    uniqueIndex('usdt_recharges_txid_credited_idx').on(sql`lower(${table.txid})`).where(sql`status = 'approved'`),
    index('usdt_recharges_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('usdt_recharges_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
    // The platform's queue: every merchant's orders by time.
    index('usdt_recharges_time_idx').on(table.createdAt, table.id),
  ],
);

/** A merchant's USDT withdrawal: `count` frozen at request, paid (with the payout TXID) or returned at review. */
export const usdtWithdrawals = pgTable(
  'usdt_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    outAbbreviation: text('out_abbreviation')
      .notNull()
      .references(() => coins.code),
    tradeCount: numeric('trade_count').notNull(),
    rate: numeric('rate').notNull(),
    usdtWithdrawalFee: numeric('usdt_withdrawal_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    address: text('address').notNull(),
    txid: text('txid'),
    /**
     * Set by the migration that made payout TXIDs unique per network, on an order paid before it whose TXID an earlier
     * order on its network already had: such an order keeps what was recorded and stays out of the unique index. A new
     * approval cannot reuse its TXID either (server/usdt/kinds.ts reads every order's TXID).
     */
    txidShared: boolean('txid_shared').notNull().default(false),
    remark: text('remark'),
    /** Who reviewed it: a staff member's username, or `ops`; null while pending and on orders reviewed before it was kept. */
    reviewer: text('reviewer'),
    ...firstApprovalColumns(),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    index('usdt_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('usdt_withdrawals_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
    index('usdt_withdrawals_time_idx').on(table.createdAt, table.id),
    // One payout transaction pays one withdrawal: a TXID is unique per network, without case.
    uniqueIndex('usdt_withdrawals_payout_txid_idx')
      .on(table.network, sql`lower(${table.txid})`)
      .where(sql`txid is not null and not txid_shared`),
  ],
);
