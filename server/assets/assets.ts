import type { CoinRow } from '../coins/repository';
import type { Executor } from '../db/client';
import { balancesOf, emptyBalances, merchantOwner } from '../ledger/ledger';
import { formatMoney } from '../ledger/money';

/** The contract's Assets of each coin: available, frozen and their sum, zero where the merchant has no account yet. */
export async function assetsOf(db: Executor, merchantId: number, coins: CoinRow[]) {
  const balances = await balancesOf(
    db,
    merchantOwner(merchantId),
    coins.map((coin) => coin.code),
  );
  return coins.map((coin) => {
    const { available, frozen } = balances.get(coin.code) ?? emptyBalances;
    return {
      coin_name: coin.code,
      available_asset: formatMoney(available, coin.decimals),
      freeze_asset: formatMoney(frozen, coin.decimals),
      total_asset: formatMoney(available.plus(frozen), coin.decimals),
    };
  });
}
