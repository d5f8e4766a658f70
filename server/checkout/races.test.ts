import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { rechargeOrders, webhookEvents } from '../db/schema';
import { balancesOf, walletUserOwner } from '../ledger/ledger';
import { closeOrder, expireDueOrders, markScanned, payOrder } from '../merchantApi/orders';
import { minutes, useTestServer } from '../testing/harness';
import { ledgerProblems } from '../testing/ledger';
import { newOrder, newPayer, payerCall, paymentPassword, publicIdOf, signInPayer } from './testHelpers';

const server = useTestServer();

const outcomeEvent = { coin_transferred: 'order.paid', cancelled: 'order.cancelled', auto_cancelled: 'order.expired' } as const;

/** Runs a step of the race, keeping its result or its refusal: a race's losers are refused, never crash. */
async function settle(step: () => Promise<unknown>): Promise<{ ok: boolean; code?: number; error?: unknown }> {
  try {
    const value = await step();
    const code = (value as { body?: { code?: number } } | undefined)?.body?.code;
    return code === undefined ? { ok: true } : { ok: code === 200, code };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, code: typeof code === 'number' ? code : undefined, error };
  }
}

describe('scan, pay, close and expiry racing on one order', () => {
  it('resolve to exactly one outcome, with one webhook event of that outcome, and money moved at most once', async () => {
    const merchant = await server.createMerchant();
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const order = await newOrder(server, merchant, { amount: '100.00', expire_minutes: 15, notify_url: 'http://127.0.0.1:9/hook' });
      const id = publicIdOf(order);
      const checkoutPayer = await newPayer(server, { cny: '1000' });
      const opsPayer = await newPayer(server, { cny: '1000' });
      const token = await signInPayer(server, id, checkoutPayer);
      const now = server.clock.now();
      // The expiry round runs as if at the deadline; the others just before it: whichever locks the row first wins.
      const deadline = new Date(now.getTime() + minutes(15));
      const steps = [
        () => payerCall(server, endpoints.checkoutPay.path, token, { payment_password: paymentPassword }),
        () => payOrder(server.db, { publicId: id, payerUid: opsPayer.uid }, now, server.config.publicUrl),
        () => closeOrder(server.db, merchant.merchantId, { order_id: id }, now, server.config.publicUrl),
        () => expireDueOrders(server.db, deadline, server.config.publicUrl),
        () => markScanned(server.db, id, now),
        () => server.ops('scan-order', [id]),
      ];
      // A different step first each round.
      const rotated = [...steps.slice(round % steps.length), ...steps.slice(0, round % steps.length)];
      const results = await Promise.all(rotated.map((step) => settle(step)));
      for (const result of results) {
        if (!result.ok && result.code === undefined) throw result.error;
        expect(result.code, 'a refusal, never an internal error').not.toBe(500);
      }

      const [row] = await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, id));
      const status = row?.orderStatus ?? 'missing';
      expect(['coin_transferred', 'cancelled', 'auto_cancelled']).toContain(status);
      outcomes.add(status);
      const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, id));
      expect(events.map((event) => event.eventType)).toEqual([outcomeEvent[status as keyof typeof outcomeEvent]]);

      const spent = async (uid: string) => 1000 - Number((await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available.toFixed(2));
      const payments = { [checkoutPayer.uid]: await spent(checkoutPayer.uid), [opsPayer.uid]: await spent(opsPayer.uid) };
      if (status === 'coin_transferred') {
        // The one who paid is the payer of the row; the other paid nothing.
        expect(Object.values(payments).sort()).toEqual([0, 100]);
        expect(payments[row?.paymentId ?? '']).toBe(100);
      } else {
        expect(Object.values(payments)).toEqual([0, 0]);
      }

      // What the checkout shows agrees with the row.
      const shown = await server.call<{ status: string }>(endpoints.checkoutOrder.path, { order_id: id });
      expect(shown.body.data.status).toBe({ coin_transferred: 'paid', cancelled: 'cancelled', auto_cancelled: 'expired' }[status as keyof typeof outcomeEvent]);
    }
    expect(await ledgerProblems(server.db)).toEqual([]);
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('pays once when the payer pays from the checkout twice at once', async () => {
    const merchant = await server.createMerchant();
    const order = publicIdOf(await newOrder(server, merchant, { amount: '100.00' }));
    const payer = await newPayer(server, { cny: '1000' });
    const token = await signInPayer(server, order, payer);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => payerCall(server, endpoints.checkoutPay.path, token, { payment_password: paymentPassword })),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect((await balancesOf(server.db, walletUserOwner(payer.uid), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('900.00');
  });
});
