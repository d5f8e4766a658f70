/**
 * An order as the payer sees it at the hosted checkout (the contract's CheckoutOrder): what is paid, to whom and
 * until when, nothing of the merchant's internals (fee, settlement, notify URL). Read through the orders module,
 * so an order past its payment time is expired on the way, whoever reads it first.
 */
import type { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import type { CheckoutStatus } from '../../openapi/entities';
import { findMerchant } from '../account/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { readOrderByPublicId } from '../merchantApi/orders';
import type { RechargeOrderRow } from '../recharges/repository';

export type CheckoutStatusName = z.infer<typeof CheckoutStatus>;

/** What the payer sees of the order's state (spec section 4): scanned is a created order the wallet app reported scanned. */
export function checkoutStatusOf(order: RechargeOrderRow): CheckoutStatusName {
  switch (order.orderStatus) {
    case 'created':
      return order.scannedAt ? 'scanned' : 'created';
    case 'coin_transferred':
      return 'paid';
    case 'cancelled':
      return 'cancelled';
    case 'auto_cancelled':
      return 'expired';
  }
}

/** Paid, cancelled and expired are final: nothing changes an order after them. */
export const isFinalStatus = (status: CheckoutStatusName) => status === 'paid' || status === 'cancelled' || status === 'expired';

/**
 * The wallet's public link for the order: the QR code encodes it and "Open wallet app" opens it. The wallet web app
 * at /wallet/ answers it, and a native app may claim it as a universal link, so one code serves both.
 */
export const deepLinkOf = (publicUrl: string, publicId: string) => `${publicUrl.replace(/\/+$/, '')}/wallet/pay?order=${encodeURIComponent(publicId)}`;

/** The same link in the wallet app's own scheme, for a native app that registers it. */
export const appLinkOf = (publicId: string) => `kassawallet://pay?order=${encodeURIComponent(publicId)}`;

export function checkoutOrderView(order: RechargeOrderRow, merchantName: string, now: Date, publicUrl: string) {
  if (!order.publicId || !order.expiresAt) throw new Error(`recharge order ${order.id} is not an order of the merchant API`);
  return {
    order_id: order.publicId,
    merchant_order_no: order.orderId,
    merchant_name: merchantName,
    subject: order.subject,
    coin_name: order.coinCode,
    amount: order.amount,
    status: checkoutStatusOf(order),
    expire_time: order.expiresAt.toISOString(),
    server_time: now.toISOString(),
    deep_link: deepLinkOf(publicUrl, order.publicId),
    app_link: appLinkOf(order.publicId),
    return_url: order.returnUrl,
    pay_time: order.paidAt?.toISOString() ?? null,
  };
}

export type CheckoutOrderView = ReturnType<typeof checkoutOrderView>;

export async function merchantNameOf(db: Executor, merchantId: number): Promise<string> {
  return (await findMerchant(db, merchantId))?.name ?? '';
}

/** The order of a checkout URL now (expired on the way when overdue); 4004 when there is none. */
export async function readCheckoutOrder(context: AppContext, publicId: string, now: Date): Promise<RechargeOrderRow> {
  const order = await readOrderByPublicId(context.db, publicId, now, context.config.publicUrl);
  if (!order) throw notFound('kassa.server.checkoutOrderNotFound');
  return order;
}

/** 4009 with what happened to the order, when it can no longer be paid (paid, cancelled or expired). */
export function refuseUnlessPayable(order: RechargeOrderRow): void {
  const status = checkoutStatusOf(order);
  if (status === 'paid') throw new AppError(ResultCode.conflict, 'kassa.server.checkoutOrderPaid');
  if (status === 'cancelled') throw new AppError(ResultCode.conflict, 'kassa.server.checkoutOrderCancelled');
  if (status === 'expired') throw new AppError(ResultCode.conflict, 'kassa.server.checkoutOrderExpired');
}
