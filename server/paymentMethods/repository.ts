/** A merchant's payment methods. A deleted one keeps its row (deleted_at) for the withdrawals that name it. */
import { and, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sortedBy, startsWith } from '../db/filters';
import { fiatWithdrawals, paymentMethods, type PaymentMethodType } from '../db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const live = (merchantId: number) => and(eq(paymentMethods.merchantId, merchantId), isNull(paymentMethods.deletedAt)) as SQL;

export interface PaymentMethodQuery {
  merchantId: number;
  coin?: string;
  type?: PaymentMethodType;
  enabled?: boolean;
  keyword?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listPaymentMethods(db: Executor, query: PaymentMethodQuery) {
  const conditions: SQL[] = [live(query.merchantId)];
  if (query.coin) conditions.push(eq(paymentMethods.coinCode, query.coin));
  if (query.type) conditions.push(eq(paymentMethods.type, query.type));
  if (query.enabled !== undefined) conditions.push(eq(paymentMethods.enabled, query.enabled));
  if (query.keyword) {
    conditions.push(or(startsWith(paymentMethods.accountNumber, query.keyword), startsWith(paymentMethods.holderName, query.keyword)) as SQL);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(where)
    .orderBy(...sortedBy(paymentMethods.createdAt, query.order, paymentMethods.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(paymentMethods).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A payment method of the merchant that is not deleted. */
export async function findPaymentMethod(db: Executor, merchantId: number, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(merchantId), eq(paymentMethods.id, id)));
  return row;
}

/** `findPaymentMethod`, locking the row until the transaction ends: a withdrawal's request and a change of the method wait for each other. */
export async function lockPaymentMethod(db: Executor, merchantId: number, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(merchantId), eq(paymentMethods.id, id)))
    .for('update');
  return row;
}

/** Whether a fiat withdrawal to the method still waits for the platform's review. */
export async function hasPendingFiatWithdrawal(db: Executor, paymentMethodId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: fiatWithdrawals.id })
    .from(fiatWithdrawals)
    .where(and(eq(fiatWithdrawals.paymentMethodId, paymentMethodId), eq(fiatWithdrawals.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Another live method of the merchant with the same type, currency and account number. */
export async function findSamePaymentMethod(
  db: Executor,
  merchantId: number,
  method: { type: PaymentMethodType; coinCode: string; accountNumber: string },
  exceptId?: number,
): Promise<PaymentMethodRow | undefined> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        live(merchantId),
        eq(paymentMethods.type, method.type),
        eq(paymentMethods.coinCode, method.coinCode),
        eq(paymentMethods.accountNumber, method.accountNumber),
      ),
    );
  return rows.find((row) => row.id !== exceptId);
}

export async function insertPaymentMethod(db: Executor, method: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(method).returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

export async function updatePaymentMethod(
  db: Executor,
  id: number,
  change: Partial<Pick<PaymentMethodRow, 'type' | 'coinCode' | 'bankName' | 'holderName' | 'accountNumber' | 'enabled' | 'deletedAt'>>,
): Promise<PaymentMethodRow> {
  const [row] = await db.update(paymentMethods).set(change).where(eq(paymentMethods.id, id)).returning();
  if (!row) throw new Error('payment method update returned nothing');
  return row;
}

/** The contract's PaymentMethod. */
export function paymentMethodView(row: PaymentMethodRow) {
  return {
    id: row.id,
    type: row.type,
    coin_name: row.coinCode,
    bank_name: row.bankName,
    holder_name: row.holderName,
    account_number: row.accountNumber,
    enabled: row.enabled,
    create_time: row.createdAt.toISOString(),
  };
}
