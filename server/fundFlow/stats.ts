/**
 * The dashboard's figures of one coin over a period, from the merchant's fund-flow rows
 * (docs/decisions/ledger.md): recharges and USDT recharges before their fee (transaction_number + charge), user and USDT
 * withdrawals as what left the account (available + frozen went down), fees as the sum of every charge.
 */
import { TransactionType } from '../../openapi/entities';
import { decimal, zero, type Decimal } from '../ledger/money';
import type { fundFlowTotals } from './repository';

type TypeTotal = Awaited<ReturnType<typeof fundFlowTotals>>[number];

export function coinStats(coin: string, decimals: number, totals: TypeTotal[]) {
  const ofType = (type: string) => totals.find((row) => row.type === type);
  const sumOf = (type: string, pick: (row: TypeTotal) => Decimal) => {
    const row = ofType(type);
    return row ? pick(row) : zero;
  };
  const beforeFee = (row: TypeTotal) => decimal(row.transactionNumber ?? '0').plus(decimal(row.charge ?? '0'));
  const leftTheAccount = (row: TypeTotal) => decimal(row.totalChange ?? '0').negated();
  const money = (value: Decimal) => value.toFixed(decimals);
  return {
    coin_name: coin,
    recharge_amount: money(sumOf('recharge', beforeFee)),
    withdrawal_amount: money(sumOf('withdrawal', leftTheAccount)),
    fee_amount: money(totals.reduce((total, row) => total.plus(decimal(row.charge ?? '0')), zero)),
    usdt_recharge_amount: money(sumOf('usdt_recharge', beforeFee)),
    usdt_withdrawal_amount: money(sumOf('usdt_withdrawal', leftTheAccount)),
    transactions: TransactionType.options.flatMap((type) => {
      const row = ofType(type);
      return row
        ? [{ transaction_type: type, count: row.count, amount: money(decimal(row.transactionNumber ?? '0')), charge: money(decimal(row.charge ?? '0')) }]
        : [];
    }),
  };
}
