/**
 * The market switch (dashboard): whether the merchant's market in a coin is open. An open market accepts orders,
 * transfers and adjustments in the coin; a closed one refuses new ones with `marketClosed` (coinOfOpenMarket),
 * while money already there stays visible and can still leave. Switching takes the operator's authenticator code
 * and is audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { RequestOf } from '../../openapi/endpoints';
import { audit, type Actor } from '../audit/audit';
import { requireStepUp, type StepUpCall } from '../auth/authenticator';
import { findCoin } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { coins, merchantMarkets } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';

/** Every coin of the platform with the merchant's switch; a coin never switched on is closed. */
export async function marketSwitches(db: Executor, merchantId: number) {
  const rows = await db
    .select({ coin_name: coins.code, enabled: merchantMarkets.enabled })
    .from(coins)
    .leftJoin(merchantMarkets, and(eq(merchantMarkets.coinCode, coins.code), eq(merchantMarkets.merchantId, merchantId)))
    .orderBy(asc(coins.sortOrder));
  return rows.map((row) => ({ coin_name: row.coin_name, enabled: row.enabled ?? false }));
}

export async function switchMarket(context: AppContext, call: StepUpCall, body: RequestOf<'marketSwitch'>, actor: Actor) {
  const { signedIn } = call;
  const coin = await findCoin(context.db, body.coin_name);
  if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
  await requireStepUp(context, call, body.google_code);
  return runTransaction(context.db, async (tx) => {
    const [current] = await tx
      .select({ enabled: merchantMarkets.enabled })
      .from(merchantMarkets)
      .where(and(eq(merchantMarkets.merchantId, signedIn.merchantId), eq(merchantMarkets.coinCode, coin.code)))
      .for('update');
    await tx
      .insert(merchantMarkets)
      .values({ merchantId: signedIn.merchantId, coinCode: coin.code, enabled: body.enabled })
      .onConflictDoUpdate({ target: [merchantMarkets.merchantId, merchantMarkets.coinCode], set: { enabled: body.enabled } });
    await audit(tx, actor, 'market_switch', { target: coin.code, before: { enabled: current?.enabled ?? false }, after: { enabled: body.enabled } });
    const list = await marketSwitches(tx, signedIn.merchantId);
    return { list, total: list.length };
  });
}
