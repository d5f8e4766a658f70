import type { RechargeOrderRow } from '../recharges/repository';

/** The hosted checkout page of an order: where the merchant sends the payer. */
export function checkoutUrlOf(publicUrl: string, publicId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkout/${publicId}`;
}

/** The contract's OpenOrder: an order as the merchant order API and its webhooks show it. */
export function openOrderView(row: RechargeOrderRow, publicUrl: string) {
  if (!row.publicId || !row.expiresAt) throw new Error(`recharge order ${row.id} is not an order of the merchant API`);
  const paid = row.orderStatus === 'coin_transferred';
  return {
    order_id: row.publicId,
    merchant_order_no: row.orderId,
    coin_name: row.coinCode,
    amount: row.amount,
    subject: row.subject,
    order_status: row.orderStatus,
    checkout_url: checkoutUrlOf(publicUrl, row.publicId),
    return_url: row.returnUrl,
    expire_time: row.expiresAt.toISOString(),
    create_time: row.createdAt.toISOString(),
    serial_number: paid ? row.serialNumber : null,
    handling_fee: paid ? row.handlingFee : null,
    settlement_amount: paid ? row.settlementAmount : null,
    pay_time: row.paidAt?.toISOString() ?? null,
  };
}

export type OpenOrderView = ReturnType<typeof openOrderView>;
