import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { operatorReadValues, requireStepUp } from '../auth/authenticator';
import { coinOfOpenMarket } from '../coins/repository';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { balancesOf, emptyBalances, merchantOwner } from '../ledger/ledger';
import { formatMoney, formatRate } from '../ledger/money';
import { listTransfers, transferView } from './repository';
import { makeTransfer, transferAmountOf, transferQuote, transferRecipient } from './transfers';

export function registerTransferRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.transferQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listTransfers(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      transferType: body.transfer_type,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map(transferView), ...paging };
  });

  routes.signedIn(endpoints.transferAdd, (call) =>
    runTransaction(call.db, async (tx) => {
      const { body, signedIn, now } = call;
      // With a code, the operator (and its step-up lock) is read with the transfer's checks; inside the step-up window
      // without one, nothing more is read than the transfer itself.
      const { transfer, operatorRead } = await makeTransfer(tx, signedIn.merchantId, body, now, body.google_code ? operatorReadValues(signedIn) : undefined);
      // The step-up is proved after every other check (amount, recipient, balance), so a refused transfer spends no
      // code; the spent code, the money and the audit record commit together.
      await requireStepUp(context, call, body.google_code, { tx, read: operatorRead });
      await audit(tx, actorOf(call), 'transfer', {
        target: transfer.serial_number,
        after: {
          receipt_merchant_id: transfer.receipt_merchant_id,
          receipt_name: transfer.receipt_address,
          transfer_amount: `${transfer.transfer_amount} ${transfer.coin_name}`,
          fees: `${transfer.transfer_fee} + ${transfer.internal_transfer_fee} ${transfer.coin_name}`,
          settlement_amount: `${transfer.settlement_amount} ${transfer.coin_name}`,
        },
      });
      return transfer;
    }),
  );

  // Who a transfer would pay, shown before it is confirmed.
  routes.signedIn(endpoints.transferRecipientGet, async ({ body, signedIn }) => {
    const recipient = await transferRecipient(context.db, signedIn.merchantId, body.receipt_merchant_id);
    return { receipt_merchant_id: String(recipient.id), receipt_name: recipient.name };
  });

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
