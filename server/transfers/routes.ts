import { endpoints } from '../../openapi/endpoints';
import { coinOfOpenMarket } from '../coins/repository';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { balancesOf, emptyBalances, merchantOwner } from '../ledger/ledger';
import { formatMoney, formatRate } from '../ledger/money';
import { listTransfers, transferView } from './repository';
import { makeTransfer, transferAmountOf, transferQuote } from './transfers';

export function registerTransferRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.transferQuery, async ({ body, signedIn }) => {
    const { rows, total } = await listTransfers(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      transferType: body.transfer_type,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(transferView), total };
  });

  routes.signedIn(endpoints.transferAdd, ({ body, signedIn, now, db }) =>
    runTransaction(db, (tx) => makeTransfer(tx, signedIn.merchantId, body, now)),
  );

  // What the form shows before confirming: the balance, the rates, and with an amount its fees.
  routes.signedIn(endpoints.transferQueryBalance, async ({ body, signedIn }) => {
    const coin = await coinOfOpenMarket(context.db, signedIn.merchantId, body.coin_name, 'coin_name');
    const { available } = (await balancesOf(context.db, merchantOwner(signedIn.merchantId), [coin.code])).get(coin.code) ?? emptyBalances;
    const quote = body.transfer_amount === undefined ? null : transferQuote(coin, transferAmountOf(coin, body.transfer_amount));
    const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, coin.decimals);
    return {
      coin_name: coin.code,
      available_asset: money(available),
      min_transfer: money(coin.minTransfer),
      transfer_fee_rate: formatRate(coin.transferFeeRate),
      internal_transfer_fee_rate: formatRate(coin.internalFeeRate),
      transfer_fee: quote ? money(quote.transferFee) : null,
      internal_transfer_fee: quote ? money(quote.internalFee) : null,
      settlement_amount: quote ? money(quote.settlement) : null,
    };
  });
}
