import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { CoinName, MerchantId } from '../../openapi/common';
import { endpoints } from '../../openapi/endpoints';
import { TransferStatus, TransferType } from '../../openapi/entities';
import { limits, optionalText, positiveAmount, transferAmount } from '../../openapi/rules';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { balanceAfterLine, decimalOf, moneyLine, textLine, textOf } from '../../src/resourceLayer/reviewLines';
import { lazyPart } from '../../src/widgets/lazyPage';
import { transfersLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const feePreview = () => import('./feePreview');
const TransferFeePreview = lazyPart(() => feePreview().then((parts) => parts.TransferFeePreview));
const recipient = () => import('./recipient');
const TransferRecipientInput = lazyPart(() => recipient().then((parts) => parts.TransferRecipientInput));

const name = 'transfer/AccountsManage';

const transferTypeChoices = choicesOf({ name, labels: transfersLabels }, 'transferType', TransferType.options);

const transferStatusChoices = choicesOf({ name, labels: transfersLabels }, 'transferStatus', TransferStatus.options, { completed: 'success' });

/** Transfers and receipts between merchants, and the transfer form with its fee preview. */
export const transfers = defineResource({
  name,
  labels: transfersLabels,
  menu: { id: 3, name: '转账收款管理', lang: 'transfers', icon: 'swap' },
  icon: SwapHoriz,
  api: {
    idField: 'serial_number',
    list: endpoints.transferQuery,
    lookupFilter: 'keyword',
    create: endpoints.transferAdd,
  },
  fields: [
    { source: 'serial_number', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'transfer_type', kind: 'choice', choices: transferTypeChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'payment_merchant_id', kind: 'text', areas: ['column', 'detail'] },
    {
      source: 'receipt_merchant_id',
      kind: 'text',
      areas: ['column', 'form', 'detail'],
      required: true,
      rule: MerchantId,
      input: TransferRecipientInput,
    },
    { source: 'payment_address', kind: 'text', areas: ['detail'], copyable: true },
    { source: 'receipt_address', kind: 'text', areas: ['detail'], copyable: true },
    { source: 'coin_name', kind: 'coin', areas: ['filter', 'form', 'detail'], required: true, rule: CoinName },
    {
      source: 'transfer_amount',
      kind: 'money',
      coin: 'coin_name',
      areas: ['column', 'form', 'detail'],
      required: true,
      // Greater than the coin's minimum, known once the coin is chosen (the fee preview reads it).
      rule: (facts) => (typeof facts.minimum === 'string' ? transferAmount(facts.minimum) : positiveAmount),
    },
    { source: 'transfer_fee', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'internal_transfer_fee', kind: 'money', coin: 'coin_name', areas: ['detail'] },
    { source: 'settlement_amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'transfer_status', kind: 'status', choices: transferStatusChoices, areas: ['column', 'detail'] },
    { source: 'remark', kind: 'text', areas: ['form', 'detail'], multiline: true, rule: optionalText(limits.remarkMax).optional() },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
  ],
  recordRepresentation: 'serial_number',
  list: {
    filters: ['transfer_type', 'coin_name', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { payment_merchant_id: 2, transfer_fee: 2, settlement_amount: 3 },
  },
  detail: {
    groups: [
      { title: 'transfer', fields: ['serial_number', 'transfer_type', 'transfer_status', 'create_time', 'remark'] },
      { title: 'parties', fields: ['payment_merchant_id', 'payment_address', 'receipt_merchant_id', 'receipt_address'] },
      { title: 'amounts', fields: ['coin_name', 'transfer_amount', 'transfer_fee', 'internal_transfer_fee', 'settlement_amount'] },
    ],
  },
  create: {
    groups: [{ fields: ['coin_name', 'receipt_merchant_id', 'transfer_amount', 'remark'], part: TransferFeePreview }],
    // The recipient's name is on screen before anything is paid.
    ready: (facts) => typeof facts.recipientName === 'string',
    review: {
      lines: (values, facts) => {
        const coin = values.coin_name;
        const quote = facts.quote as { fee: string; internalFee: string; receives: string } | undefined;
        const amount = decimalOf(values.transfer_amount);
        return [
          { label: 'recipient', value: `${String(facts.recipientName)} (${textOf(values.receipt_merchant_id)})` },
          ...moneyLine('amount', values.transfer_amount, coin),
          ...moneyLine('fee', quote?.fee, coin),
          ...moneyLine('internal_fee', quote?.internalFee, coin),
          ...moneyLine('receives', quote?.receives, coin),
          ...balanceAfterLine('balance_after', facts.available, amount?.negated(), coin),
          ...textLine('remark', values.remark),
        ];
      },
      authenticatorCode: true,
    },
    success: 'transfer',
  },
  capabilities: { create: true },
});
