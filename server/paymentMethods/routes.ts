import { endpoints } from '../../openapi/endpoints';
import { findCoin } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { pageOf } from '../db/filters';
import type { PaymentMethodType } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import {
  findPaymentMethod,
  hasPendingFiatWithdrawal,
  lockPaymentMethod,
  type PaymentMethodRow,
  findSamePaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  paymentMethodView,
  updatePaymentMethod,
} from './repository';

async function checkCoin(db: Executor, code: string) {
  if (!(await findCoin(db, code))) throw invalidInput('coin_name', 'kassa.validation.choice');
}

/** One account is one payment method: the same type, currency and number twice answers 4009. */
async function refuseDuplicate(
  db: Executor,
  merchantId: number,
  method: { type: PaymentMethodType; coinCode: string; accountNumber: string },
  exceptId?: number,
) {
  if (await findSamePaymentMethod(db, merchantId, method, exceptId)) {
    throw conflict('kassa.server.paymentMethodDuplicate', { account_number: method.accountNumber });
  }
}

export function registerPaymentMethodRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.paymentMethodQuery, async ({ body, signedIn }) => {
    const { rows, total } = await listPaymentMethods(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      type: body.type,
      enabled: body.enabled,
      keyword: body.keyword || undefined,
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(paymentMethodView), total };
  });

  // Adding, changing and deleting a method take the step-up and are audited: a method is where fiat withdrawals are
  // paid. Enabling or disabling one alone changes no destination and takes none.
  routes.signedIn(endpoints.paymentMethodAdd, async (call) => {
    const { body, signedIn, now } = call;
    await checkCoin(context.db, body.coin_name);
    const method = { type: body.type, coinCode: body.coin_name, accountNumber: body.account_number };
    await refuseDuplicate(context.db, signedIn.merchantId, method);
    await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      await refuseDuplicate(tx, signedIn.merchantId, method);
      const row = await insertPaymentMethod(tx, {
        ...method,
        merchantId: signedIn.merchantId,
        bankName: body.bank_name,
        holderName: body.holder_name,
        enabled: body.enabled,
        createdAt: now,
      });
      await audit(tx, actorOf(call), 'payment_method_add', { target: String(row.id), before: null, after: auditedMethod(row) });
      return paymentMethodView(row);
    });
  });

  routes.signedIn(endpoints.paymentMethodUpdate, async (call) => {
    const { body, signedIn } = call;
    const current = await findPaymentMethod(context.db, signedIn.merchantId, body.id);
    if (!current) throw notFound('kassa.server.paymentMethodNotFound');
    if (body.coin_name !== undefined) await checkCoin(context.db, body.coin_name);
    const changesDestination = (['type', 'coin_name', 'bank_name', 'holder_name', 'account_number'] as const).some((field) => body[field] !== undefined);
    if (changesDestination) await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      const locked = await lockPaymentMethod(tx, signedIn.merchantId, body.id);
      if (!locked) throw notFound('kassa.server.paymentMethodNotFound');
      if (changesDestination) await refuseWhilePending(tx, locked.id);
      const next = {
        type: body.type ?? locked.type,
        coinCode: body.coin_name ?? locked.coinCode,
        accountNumber: body.account_number ?? locked.accountNumber,
      };
      await refuseDuplicate(tx, signedIn.merchantId, next, locked.id);
      const row = await updatePaymentMethod(tx, locked.id, {
        ...next,
        bankName: body.bank_name ?? locked.bankName,
        holderName: body.holder_name ?? locked.holderName,
        enabled: body.enabled ?? locked.enabled,
      });
      await audit(tx, actorOf(call), 'payment_method_update', { target: String(row.id), before: auditedMethod(locked), after: auditedMethod(row) });
      return paymentMethodView(row);
    });
  });

  routes.signedIn(endpoints.paymentMethodDelete, async (call) => {
    const { body, signedIn, now } = call;
    const current = await findPaymentMethod(context.db, signedIn.merchantId, body.id);
    if (!current) throw notFound('kassa.server.paymentMethodNotFound');
    await refuseWhilePending(context.db, current.id);
    await requireStepUp(context, call, body.google_code);
    await runTransaction(context.db, async (tx) => {
      const locked = await lockPaymentMethod(tx, signedIn.merchantId, body.id);
      if (!locked) throw notFound('kassa.server.paymentMethodNotFound');
      await refuseWhilePending(tx, locked.id);
      await updatePaymentMethod(tx, locked.id, { deletedAt: now, enabled: false });
      await audit(tx, actorOf(call), 'payment_method_delete', { target: String(locked.id), before: auditedMethod(locked), after: null });
    });
    return null;
  });
}

/** What the audit log keeps of a method: where it pays (its view without the id and time the entry already has). */
function auditedMethod(row: PaymentMethodRow) {
  const { id: _id, create_time: _created, ...kept } = paymentMethodView(row);
  return kept;
}

/**
 * A method with a fiat withdrawal waiting for review cannot change its destination nor go: the withdrawal keeps a
 * snapshot of it either way, but an edit would leave the merchant's list saying something else than what is paid.
 */
async function refuseWhilePending(db: Executor, paymentMethodId: number): Promise<void> {
  if (await hasPendingFiatWithdrawal(db, paymentMethodId)) throw conflict('kassa.server.paymentMethodPendingWithdrawal');
}
