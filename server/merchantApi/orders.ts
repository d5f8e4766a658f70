/**
 * Orders of the merchant order API: the spec's recharge orders, created by the merchant's server, paid by a
 * payer through the hosted checkout (or `npm run ops -- pay-order`), closed by the merchant, or expired when
 * the payment time passes. Every state change writes its webhook event in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { RequestOf } from '../../openapi/endpoints';
import { coinOfOpenMarket, findCoin } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import { accessKeys, merchants, rechargeOrders } from '../db/schema';
import { ResultCode } from '../../openapi/codes';
import { runTransaction } from '../db/transaction';
import { AppError, conflict, invalidInput, notFound } from '../http/errors';
import { amountOfCoin, decimal, feeOf, formatMoney } from '../ledger/money';
import { nextSerialSql, serialPrefixes } from '../ledger/serials';
import { postRechargePayment } from '../recharges/recharges';
import { findRechargeOrder, type RechargeOrderRow } from '../recharges/repository';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import { enqueueOrderEvent } from '../webhooks/outbox';
import { assertPublicTarget, type WebhookLookup } from '../webhooks/targets';

type CreateBody = RequestOf<'openOrderCreate'>;
type Reference = RequestOf<'openOrderQuery'>;

/** What the order says: the same merchant_order_no with the same body is the same order. */
function requestHashOf(body: CreateBody): string {
  const canonical = [body.merchant_order_no, body.coin_name, body.amount, body.subject ?? '', body.notify_url ?? '', body.return_url ?? '', body.expire_minutes];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The public id of an order: what its checkout URL, its QR code and its webhooks name it by. */
export const newPublicId = () => `ord_${randomBytes(12).toString('hex')}`;

export interface OrderSettings {
  publicUrl: string;
  webhookAllowPrivate: boolean;
  webhookLookup?: WebhookLookup;
}

export async function createOrder(db: Executor, merchantId: number, body: CreateBody, now: Date, settings: OrderSettings): Promise<RechargeOrderRow> {
  const requestHash = requestHashOf(body);
  if (body.notify_url) await assertPublicTarget(body.notify_url, settings.webhookAllowPrivate, 'notify_url', settings.webhookLookup);
  const coin = await coinOfOpenMarket(db, merchantId, body.coin_name, 'coin_name');
  const amount = amountOfCoin('amount', body.amount, coin);
  if (!amount.greaterThan(0)) throw invalidInput('amount', 'kassa.validation.positive');
  // An order too small to be worth a payment (and its fee, which rounds to nothing) is refused per coin.
  if (amount.lessThan(decimal(coin.minOrderAmount))) {
    throw invalidInput('amount', 'kassa.server.orderBelowMinimum', { coin: coin.code, value: formatMoney(decimal(coin.minOrderAmount), coin.decimals) });
  }
  const fee = feeOf(amount, coin.rechargeFeeRate, coin.decimals);
  const money = (value: typeof amount) => formatMoney(value, coin.decimals);

  // One statement, its serial and the default return URL worked out by the database: a new order costs one round
  // trip. The same merchant_order_no again (a retry, or two calls at once) writes nothing, and the order already there
  // answers: the same order for the same body, a refusal for another.
  const [created] = await db
    .insert(rechargeOrders)
    .values({
      merchantId,
      orderId: body.merchant_order_no,
      serialNumber: nextSerialSql(serialPrefixes.recharge, now),
      publicId: newPublicId(),
      coinCode: coin.code,
      amount: money(amount),
      handlingFee: money(fee),
      settlementAmount: money(amount.minus(fee)),
      orderFrom: 'api',
      orderStatus: 'created',
      subject: body.subject ?? null,
      notifyUrl: body.notify_url ?? null,
      returnUrl: body.return_url ?? sql`(select ${accessKeys.returnUrl} from ${accessKeys} where ${accessKeys.merchantId} = ${merchantId})`,
      requestHash,
      expiresAt: new Date(now.getTime() + body.expire_minutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [rechargeOrders.merchantId, rechargeOrders.orderId] })
    .returning();
  if (created) return created;
  const existing = await findRechargeOrder(db, merchantId, body.merchant_order_no);
  if (!existing) throw new Error('an order number in use names no order');
  return sameOrderOrRefuse(existing, requestHash, body);
}

function sameOrderOrRefuse(order: RechargeOrderRow, requestHash: string, body: CreateBody): RechargeOrderRow {
  if (order.requestHash !== requestHash) throw conflict('kassa.server.orderNoReused', { merchant_order_no: body.merchant_order_no });
  return order;
}

async function findOrder(db: Executor, merchantId: number, reference: Reference, lock = false): Promise<RechargeOrderRow> {
  const condition = reference.order_id !== undefined ? eq(rechargeOrders.publicId, reference.order_id) : eq(rechargeOrders.orderId, reference.merchant_order_no ?? '');
  const query = db.select().from(rechargeOrders).where(and(eq(rechargeOrders.merchantId, merchantId), condition));
  const [row] = lock ? await query.for('update') : await query;
  if (!row?.publicId) throw notFound('kassa.server.apiOrderNotFound');
  return row;
}

async function update(tx: Executor, id: number, changes: Partial<typeof rechargeOrders.$inferInsert>): Promise<RechargeOrderRow> {
  const [row] = await tx.update(rechargeOrders).set(changes).where(eq(rechargeOrders.id, id)).returning();
  if (!row) throw new Error(`recharge order ${id} vanished`);
  return row;
}

const isOverdue = (order: RechargeOrderRow, now: Date) => order.orderStatus === 'created' && order.expiresAt !== null && order.expiresAt <= now;

/** A created order past its payment time becomes auto_cancelled, with its order.expired event. */
async function expire(tx: Transaction, order: RechargeOrderRow, now: Date, publicUrl: string): Promise<RechargeOrderRow> {
  const expired = await update(tx, order.id, { orderStatus: 'auto_cancelled', updatedAt: now });
  await enqueueOrderEvent(tx, 'order.expired', expired, now, publicUrl);
  return expired;
}

/** The order as it stands now: one past its payment time is expired on the way, whoever reads it first. */
export async function queryOrder(db: Executor, merchantId: number, reference: Reference, now: Date, publicUrl: string): Promise<RechargeOrderRow> {
  const order = await findOrder(db, merchantId, reference);
  if (!isOverdue(order, now)) return order;
  return runTransaction(db, async (tx) => {
    const locked = await findOrder(tx, merchantId, reference, true);
    return isOverdue(locked, now) ? expire(tx, locked, now, publicUrl) : locked;
  });
}

/** created → cancelled; a cancelled or expired order is answered as it is; a paid one is refused. */
export async function closeOrder(db: Executor, merchantId: number, reference: Reference, now: Date, publicUrl: string): Promise<RechargeOrderRow> {
  return runTransaction(db, async (tx) => {
    const order = await findOrder(tx, merchantId, reference, true);
    if (order.orderStatus === 'coin_transferred') throw conflict('kassa.server.orderAlreadyPaid');
    if (order.orderStatus !== 'created') return order;
    if (isOverdue(order, now)) return expire(tx, order, now, publicUrl);
    const closed = await update(tx, order.id, { orderStatus: 'cancelled', updatedAt: now });
    await enqueueOrderEvent(tx, 'order.cancelled', closed, now, publicUrl);
    return closed;
  });
}

/** An order of the merchant API by its public id, whoever's it is (the checkout and platform operations). */
async function lockByPublicId(tx: Transaction, publicId: string): Promise<RechargeOrderRow> {
  const [row] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, publicId)).for('update');
  if (!row) throw notFound('kassa.server.apiOrderNotFound');
  return row;
}

/**
 * An order of the merchant API by its public id, whoever's it is, as it stands now (the hosted checkout reads it
 * this way): one past its payment time is expired on the way, like queryOrder. Undefined when there is none.
 */
export async function readOrderByPublicId(db: Executor, publicId: string, now: Date, publicUrl: string): Promise<RechargeOrderRow | undefined> {
  const [order] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, publicId));
  if (!order || !isOverdue(order, now)) return order;
  return runTransaction(db, async (tx) => {
    const locked = await lockByPublicId(tx, publicId);
    return isOverdue(locked, now) ? expire(tx, locked, now, publicUrl) : locked;
  });
}

/** A suspended merchant takes no payments: its orders stay unpaid until it is resumed (or they expire). */
export async function refuseUnlessMerchantTakesPayments(db: Executor, merchantId: number): Promise<void> {
  const [merchant] = await db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, merchantId));
  if (merchant?.status !== 'normal') throw new AppError(ResultCode.forbidden, 'kassa.server.merchantNotTakingPayments');
}

/**
 * The payer pays the order: reward points first when chosen, then available balance (spec section 9). The
 * order row is locked first, so of many payments racing on one order exactly one pays it; the others find it
 * paid and are refused, and no money moves twice.
 */
export async function payOrder(
  db: Executor,
  payment: { publicId: string; payerUid: string; useReward?: boolean },
  now: Date,
  publicUrl: string,
): Promise<RechargeOrderRow> {
  return runTransaction(db, async (tx) => {
    const order = await lockByPublicId(tx, payment.publicId);
    if (isOverdue(order, now)) {
      await expire(tx, order, now, publicUrl);
      throw conflict('kassa.server.orderExpired');
    }
    if (order.orderStatus !== 'created') throw conflict('kassa.server.orderNotPayable', { status: order.orderStatus });
    await refuseUnlessMerchantTakesPayments(tx, order.merchantId);
    const payer = await findWalletUser(tx, payment.payerUid);
    if (!payer) throw invalidInput('payer', 'kassa.server.userNotFound', { uid: payment.payerUid });
    if (!(await hasEnabledMarket(tx, payer.uid, order.coinCode))) throw invalidInput('coin_name', 'kassa.validation.market_not_enabled');
    const coin = await findCoin(tx, order.coinCode);
    if (!coin) throw new Error(`coin ${order.coinCode} vanished`);

    await postRechargePayment(tx, {
      merchantId: order.merchantId,
      payerUid: payer.uid,
      coin: coin.code,
      amount: decimal(order.amount),
      fee: decimal(order.handlingFee),
      serialNumber: order.serialNumber,
      useReward: payment.useReward,
      at: now,
    });
    const paid = await update(tx, order.id, {
      orderStatus: 'coin_transferred',
      paymentId: payer.uid,
      nick: payer.nickname,
      externalAccount: `${payer.uid.toLowerCase()}@wallet`,
      paidAt: now,
      updatedAt: now,
    });
    await enqueueOrderEvent(tx, 'order.paid', paid, now, publicUrl);
    return paid;
  });
}

/** The wallet app reports the order's QR code scanned: the checkout shows "confirm in the app". */
export async function markScanned(db: Executor, publicId: string, now: Date): Promise<RechargeOrderRow> {
  return runTransaction(db, async (tx) => {
    const order = await lockByPublicId(tx, publicId);
    if (order.orderStatus !== 'created' || isOverdue(order, now)) throw conflict('kassa.server.orderNotPayable', { status: order.orderStatus });
    return order.scannedAt ? order : update(tx, order.id, { scannedAt: order.scannedAt ?? now, updatedAt: now });
  });
}

/**
 * Expires created orders whose payment time has passed, a batch at a time, without anyone reading them.
 * SKIP LOCKED lets every server process sweep at once without waiting on each other or expiring one twice.
 */
export async function expireDueOrders(db: Executor, now: Date, publicUrl: string, batch = 100): Promise<number> {
  return runTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.orderStatus, 'created'), lte(rechargeOrders.expiresAt, now)))
      .orderBy(asc(rechargeOrders.expiresAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const order of due) await expire(tx, order, now, publicUrl);
    return due.length;
  });
}
