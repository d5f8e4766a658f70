/**
 * Paying an order of the merchant order API from the terminal, for demos and tests: through the same functions the
 * hosted checkout and the wallet API (server/wallet/pay.ts) use (server/merchantApi/orders.ts), so a payment made here
 * races theirs safely.
 */
import { z } from 'zod';
import { markScanned, payOrder } from '../merchantApi/orders';
import { defineCommand } from './command';
import { flag } from './ledgerCommands';

const orderId = z.string().regex(/^ord_[0-9a-f]{24}$/, 'an order_id answered by order/create (ord_…)');

export const payOrderCommand = defineCommand({
  name: 'pay-order',
  // It spends the payer's money without their payment password or passkey: a stand-in for a payer, never in production.
  demoOnly: true,
  summary: 'A payer pays an order of the merchant API (reward points first with --reward, then available balance)',
  positional: ['order'],
  usage: '<order_id> --payer <uid> [--reward]',
  input: z.object({ order: orderId, payer: z.string().min(1), reward: flag }),
  async run(context, input, now) {
    const paid = await payOrder(context.db, { publicId: input.order, payerUid: input.payer, useReward: input.reward }, now, context.config.publicUrl);
    return {
      order_id: input.order,
      merchant_order_no: paid.orderId,
      order_status: paid.orderStatus,
      serial_number: paid.serialNumber,
      amount: `${paid.amount} ${paid.coinCode}`,
      handling_fee: `${paid.handlingFee} ${paid.coinCode}`,
      settlement_amount: `${paid.settlementAmount} ${paid.coinCode}`,
    };
  },
});

export const scanOrderCommand = defineCommand({
  name: 'scan-order',
  summary: 'The wallet app reports the QR code of an order of the merchant API scanned',
  positional: ['order'],
  usage: '<order_id>',
  input: z.object({ order: orderId }),
  async run(context, input, now) {
    const scanned = await markScanned(context.db, input.order, now);
    return { order_id: input.order, order_status: scanned.orderStatus, scanned_time: scanned.scannedAt?.toISOString() ?? null };
  },
});
