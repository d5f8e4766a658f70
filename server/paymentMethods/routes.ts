import { endpoints } from '../../openapi/endpoints';
import { findCoin } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { pageOf } from '../db/filters';
import type { PaymentMethodType } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import type { Routes } from '../http/route';
import {
  findPaymentMethod,
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

  routes.signedIn(endpoints.paymentMethodAdd, ({ body, signedIn, now }) =>
    runTransaction(context.db, async (tx) => {
      await checkCoin(tx, body.coin_name);
      const method = { type: body.type, coinCode: body.coin_name, accountNumber: body.account_number };
      await refuseDuplicate(tx, signedIn.merchantId, method);
      const row = await insertPaymentMethod(tx, {
        ...method,
        merchantId: signedIn.merchantId,
        bankName: body.bank_name,
        holderName: body.holder_name,
        enabled: body.enabled,
        createdAt: now,
      });
      return paymentMethodView(row);
    }),
  );

  routes.signedIn(endpoints.paymentMethodUpdate, ({ body, signedIn }) =>
    runTransaction(context.db, async (tx) => {
      const current = await findPaymentMethod(tx, signedIn.merchantId, body.id);
      if (!current) throw notFound('kassa.server.paymentMethodNotFound');
      if (body.coin_name !== undefined) await checkCoin(tx, body.coin_name);
      const next = {
        type: body.type ?? current.type,
        coinCode: body.coin_name ?? current.coinCode,
        accountNumber: body.account_number ?? current.accountNumber,
      };
      await refuseDuplicate(tx, signedIn.merchantId, next, current.id);
      const row = await updatePaymentMethod(tx, current.id, {
        ...next,
        bankName: body.bank_name ?? current.bankName,
        holderName: body.holder_name ?? current.holderName,
        enabled: body.enabled ?? current.enabled,
      });
      return paymentMethodView(row);
    }),
  );

  routes.signedIn(endpoints.paymentMethodDelete, async ({ body, signedIn, now }) => {
    const current = await findPaymentMethod(context.db, signedIn.merchantId, body.id);
    if (!current) throw notFound('kassa.server.paymentMethodNotFound');
    await updatePaymentMethod(context.db, current.id, { deletedAt: now, enabled: false });
    return null;
  });
}
