import { findCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import { invalidInput } from '../http/errors';
import { applyChange, walletUserOwner, type AppliedPosting } from '../ledger/ledger';
import { amountOfCoin } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { findWalletUser } from './repository';

/**
 * Money a wallet user brings from outside (their bank, another wallet), as available balance or as
 * reward points. Wallet top-ups are the platform's business, not a merchant's: the seed and
 * `npm run ops -- top-up-user` use it so demo payers can pay orders.
 */
export async function topUpWalletUser(
  tx: Transaction,
  request: { uid: string; coin: string; amount: string; reward?: boolean },
  now: Date,
): Promise<AppliedPosting> {
  const user = await findWalletUser(tx, request.uid);
  if (!user) throw invalidInput('uid', 'kassa.server.userNotFound', { uid: request.uid });
  const coin = await findCoin(tx, request.coin);
  if (!coin) throw invalidInput('coin', 'kassa.validation.choice');
  const amount = amountOfCoin('amount', request.amount, coin);
  if (!amount.greaterThan(0)) throw invalidInput('amount', 'kassa.validation.positive');
  const [applied] = await applyChange(tx, {
    coin: coin.code,
    serialNumber: await nextSerial(tx, serialPrefixes.topUp, now),
    at: now,
    external: amount,
    postings: [{ owner: walletUserOwner(user.uid), type: 'top_up', [request.reward ? 'reward' : 'available']: amount }],
  });
  if (!applied) throw new Error('top-up applied nothing');
  return applied;
}
