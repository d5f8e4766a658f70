/**
 * The platform's settings as staff change them: the USDT rates and minimums (the `usdt_trade`
 * setting), each coin's minimums (its row in `coins`) and maintenance mode. Each change commits with its platform
 * audit row; a setting's write notifies every server process (server/platform/settingsWatch.ts), and the coins and
 * `usdt_trade` are read from the database by every call that uses them, so the next call anywhere sees the change.
 * The staff calls (routes.ts) and `npm run ops` (acting as `ops`) call these functions.
 */
import { eq, sql } from 'drizzle-orm';
import { feeRateNames } from '../../openapi/coins';
import type { ResponseOf } from '../../openapi/endpoints';
import { apiLanguages } from '../../openapi/i18n/languages';
import type { AuditValues } from '../audit/audit';
import { checkDefaultsUnderSchedules } from '../coins/feeRateSums';
import { coinView, feeRateColumns, feeRatesFrom, findCoin, listCoins, type FeeRates } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import { coins } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { amountOfCoin, formatMoney, formatRate } from '../ledger/money';
import { readSetting, writeSetting, type MaintenanceMessage, type UsdtTradeSettings } from '../platform/settings';
import { platformAudit, type StaffActor } from '../staff/audit';
import { usdtQuoteView } from '../usdt/trade';

export async function maintenanceState(db: Executor): Promise<ResponseOf<'platformMaintenanceSet'>> {
  const on = await readSetting(db, 'maintenance');
  return { on, message: on ? (await readSetting(db, 'maintenance_message')).text : null };
}

/** The contract's PlatformSettings. */
export async function platformSettingsView(db: Executor): Promise<ResponseOf<'platformSettingsQuery'>> {
  const rows = await listCoins(db);
  return {
    usdt: usdtQuoteView(await readSetting(db, 'usdt_trade')),
    coins: rows.map((row) => {
      const { coin_name, min_order_amount, min_withdrawal, min_transfer, recharge_fee_rate, withdrawal_fee_rate, transfer_fee_rate, internal_transfer_fee_rate } = coinView(row);
      return { coin_name, min_order_amount, min_withdrawal, min_transfer, recharge_fee_rate, withdrawal_fee_rate, transfer_fee_rate, internal_transfer_fee_rate };
    }),
    maintenance: await maintenanceState(db),
  };
}

async function knownCoin(db: Executor, code: string) {
  const coin = await findCoin(db, code);
  if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
  return coin;
}

/**
 * Changes the `usdt_trade` setting with its audit row. Two administrators changing different parts at once must not
 * undo each other, so the read and the write hold one lock.
 */
async function changeUsdtTrade(db: Executor, change: (settings: UsdtTradeSettings, tx: Transaction) => Promise<UsdtTradeSettings>, audit: (before: UsdtTradeSettings, after: UsdtTradeSettings, tx: Transaction) => Promise<void>, at: Date) {
  return runTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kassa.platform_settings:usdt_trade'))`);
    const before = await readSetting(tx, 'usdt_trade');
    const after = await change(before, tx);
    await writeSetting(tx, 'usdt_trade', after, at);
    await audit(before, after, tx);
    return platformSettingsView(tx);
  });
}

/** The rates of one coin against USDT (units per 1 USDT), as `npm run ops -- set-usdt-rate` set them. */
export function setUsdtRate(db: Executor, actor: StaffActor, coinCode: string, rechargeRate: string, withdrawalRate: string) {
  const rateOf = (settings: UsdtTradeSettings): AuditValues | null => {
    const rate = settings.rates.find((entry) => entry.coin_name === coinCode);
    return rate ? { recharge_rate: rate.recharge_rate, withdrawal_rate: rate.withdrawal_rate } : null;
  };
  return changeUsdtTrade(
    db,
    async (settings, tx) => {
      const coin = await knownCoin(tx, coinCode);
      const rate = { coin_name: coin.code, recharge_rate: formatRate(rechargeRate), withdrawal_rate: formatRate(withdrawalRate) };
      const known = settings.rates.some((entry) => entry.coin_name === coin.code);
      return { ...settings, rates: known ? settings.rates.map((entry) => (entry.coin_name === coin.code ? rate : entry)) : [...settings.rates, rate] };
    },
    (before, after, tx) => platformAudit(tx, actor, 'usdt_rate_change', { target: coinCode, before: rateOf(before), after: rateOf(after) }),
    actor.at,
  );
}

/** The smallest USDT recharge and withdrawal, exact to USDT's decimals. */
export function setUsdtMinimums(db: Executor, actor: StaffActor, minRecharge: string, minWithdrawal: string) {
  const minimumsOf = (settings: UsdtTradeSettings) => ({ min_recharge: settings.min_recharge, min_withdrawal: settings.min_withdrawal });
  return changeUsdtTrade(
    db,
    async (settings, tx) => {
      const usdt = await knownCoin(tx, 'USDT');
      return {
        ...settings,
        min_recharge: formatRate(amountOfCoin('min_recharge', minRecharge, usdt)),
        min_withdrawal: formatRate(amountOfCoin('min_withdrawal', minWithdrawal, usdt)),
      };
    },
    (before, after, tx) => platformAudit(tx, actor, 'usdt_minimums_change', { target: 'USDT', before: minimumsOf(before), after: minimumsOf(after) }),
    actor.at,
  );
}

export interface CoinMinimums {
  min_order_amount: string;
  min_withdrawal: string;
  min_transfer: string;
}

/** One coin's minimums, exact to its decimals; the merchant's and the payer's calls read them from its row. */
export function setCoinMinimums(db: Executor, actor: StaffActor, coinCode: string, minimums: CoinMinimums) {
  return runTransaction(db, async (tx) => {
    const [coin] = await tx.select().from(coins).where(eq(coins.code, coinCode)).for('update');
    if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
    const of = (field: keyof CoinMinimums) => formatMoney(amountOfCoin(field, minimums[field], coin), coin.decimals);
    const after = { min_order_amount: of('min_order_amount'), min_withdrawal: of('min_withdrawal'), min_transfer: of('min_transfer') };
    const { min_order_amount, min_withdrawal, min_transfer } = coinView(coin);
    await tx.update(coins).set({ minOrderAmount: after.min_order_amount, minWithdrawal: after.min_withdrawal, minTransfer: after.min_transfer }).where(eq(coins.code, coin.code));
    await platformAudit(tx, actor, 'coin_minimums_change', { target: coin.code, before: { min_order_amount, min_withdrawal, min_transfer }, after });
    return platformSettingsView(tx);
  });
}

/**
 * A coin's default fee rates, each a fraction below 1, and those charged together on one movement summing below 1 with
 * every merchant's own rates over them (server/coins/feeRateSums.ts). Every charge reads the coin's row in its
 * own transaction (server/coins/repository.ts), so the next one in any process pays the new rates, unless the
 * merchant's fee schedule sets its own.
 */
export function setCoinFeeRates(db: Executor, actor: StaffActor, coinCode: string, rates: FeeRates<string>) {
  return runTransaction(db, async (tx) => {
    const [coin] = await tx.select().from(coins).where(eq(coins.code, coinCode)).for('update');
    if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
    const before = feeRatesFrom((column) => formatRate(coin[column]));
    const after = Object.fromEntries(feeRateNames.map((name) => [name, formatRate(rates[name])])) as FeeRates<string>;
    // The rates charged together on one movement stay below 1, for the defaults and for every merchant's own rates over them.
    await checkDefaultsUnderSchedules(tx, coin.code, after);
    await tx
      .update(coins)
      .set(Object.fromEntries(feeRateNames.map((name) => [feeRateColumns[name], after[name]])))
      .where(eq(coins.code, coin.code));
    await platformAudit(tx, actor, 'coin_fee_rates_change', { target: coin.code, before, after });
    return platformSettingsView(tx);
  });
}

const maintenanceAudit = (state: { on: boolean; message: MaintenanceMessage }): AuditValues => ({
  on: state.on,
  ...Object.fromEntries(apiLanguages.map((language) => [`message_${language}`, state.message?.[language] ?? null])),
});

/** Maintenance on (with the message merchants read, or the standard sentence) or off; off clears the message. */
export function setMaintenance(db: Executor, actor: StaffActor, on: boolean, message: MaintenanceMessage) {
  return runTransaction(db, async (tx) => {
    const before = await maintenanceState(tx);
    const after = { on, message: on ? message : null };
    await writeSetting(tx, 'maintenance_message', { text: after.message }, actor.at);
    await writeSetting(tx, 'maintenance', on, actor.at);
    await platformAudit(tx, actor, 'maintenance_change', { target: null, before: maintenanceAudit(before), after: maintenanceAudit(after) });
    return after;
  });
}
