/** The signed-in payer as their wallet shows them (the contract's WalletProfile). */
import { activePasskeysOf } from '../passkeys/repository';
import type { ResponseOf } from '../../openapi/endpoints';
import { listCoins } from '../coins/repository';
import type { Executor } from '../db/client';
import { balancesOf, emptyBalances, walletUserOwner } from '../ledger/ledger';
import { formatMoney } from '../ledger/money';
import { findPayer, identityOf, isReady, paymentLockOf } from '../payers/payers';
import { enabledMarketsOf, type WalletUser } from '../walletUsers/repository';

/** All but the last 4 digits hidden: enough for the payer to recognise their number on a shared screen. */
export const maskedPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

export async function walletProfile(db: Executor, user: WalletUser, now: Date): Promise<ResponseOf<'walletMe'>> {
  const markets = await enabledMarketsOf(db, user.uid);
  const decimals = new Map((await listCoins(db)).map((coin) => [coin.code, coin.decimals]));
  const balances = await balancesOf(db, walletUserOwner(user.uid), markets);
  return {
    uid: user.uid,
    username: user.username ?? user.uid,
    nickname: user.nickname,
    phone: user.phone === null ? null : maskedPhone(user.phone),
    bank_card_last4: user.bankCardLinked ? user.bankCardLast4 : null,
    identity: identityOf(user),
    ready: isReady(user),
    payment_locked_until: paymentLockOf(user, now)?.toISOString() ?? null,
    passkey: (await activePasskeysOf(db, { kind: 'payer', id: user.uid })).length > 0,
    markets,
    balances: markets.map((coin) => {
      const held = balances.get(coin) ?? emptyBalances;
      const places = decimals.get(coin) ?? 2;
      return { coin_name: coin, available: formatMoney(held.available, places), frozen: formatMoney(held.frozen, places), reward: formatMoney(held.reward, places) };
    }),
  };
}

/** The profile of a payer by UID, read afresh. */
export async function walletProfileOf(db: Executor, uid: string, now: Date) {
  return walletProfile(db, await findPayer(db, uid), now);
}
