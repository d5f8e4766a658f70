import Tune from '@mui/icons-material/Tune';
import { CoinName, vkey } from '../../openapi/common';
import { endpoints } from '../../openapi/endpoints';
import { BalanceType } from '../../openapi/entities';
import { adjustmentForm } from '../../openapi/rules';
import { orderTypeChoices } from '../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { balanceAfterLine, decimalOf, moneyLine, textLine, textOf } from '../../src/resourceLayer/reviewLines';
import { lazyPart } from '../../src/widgets/lazyPage';
import { accountAdjustmentsLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const lookup = () => import('./lookup');
const AdjustmentBalance = lazyPart(() => lookup().then((parts) => parts.AdjustmentBalance));
const AdjustmentCoinInput = lazyPart(() => lookup().then((parts) => parts.AdjustmentCoinInput));
const AdjustmentUserInput = lazyPart(() => lookup().then((parts) => parts.AdjustmentUserInput));

const rule = adjustmentForm().shape;

const name = 'adjustment/AccountAdjustment';

const balanceTypeChoices = choicesOf({ name, labels: accountAdjustmentsLabels }, 'balanceType', BalanceType.options);

/** User account adjustments: the merchant pays one of its users from its available balance. */
export const accountAdjustments = defineResource({
  name,
  labels: accountAdjustmentsLabels,
  menu: { id: 5, name: '用户账户调整', lang: 'accountAdjustment', icon: 'adjust' },
  icon: Tune,
  api: {
    idField: 'serial_number',
    list: endpoints.adjustmentQuery,
    lookupFilter: 'keyword',
    create: endpoints.adjustmentPlus,
  },
  fields: [
    { source: 'serial_number', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'order_type', kind: 'choice', choices: orderTypeChoices, areas: ['detail'] },
    {
      source: 'receipt_user_id',
      kind: 'text',
      areas: ['column', 'form', 'detail'],
      required: true,
      rule: rule.receipt_user_id,
      input: AdjustmentUserInput,
    },
    { source: 'receipt_nickname', kind: 'text', areas: ['column', 'detail'] },
    {
      source: 'coin_name',
      kind: 'coin',
      areas: ['filter', 'form', 'detail'],
      required: true,
      input: AdjustmentCoinInput,
      // Once the user is known, only the markets the user has enabled are offered and accepted.
      rule: (facts) =>
        Array.isArray(facts.userMarkets)
          ? CoinName.refine((coin) => (facts.userMarkets as unknown[]).includes(coin), { error: vkey('market_not_enabled') })
          : rule.coin_name,
    },
    { source: 'balance_type', kind: 'choice', choices: balanceTypeChoices, areas: ['column', 'filter', 'form', 'detail'], required: true, rule: rule.balance_type },
    {
      source: 'pay_amount',
      kind: 'money',
      coin: 'coin_name',
      areas: ['column', 'form', 'detail'],
      required: true,
      // Not above the available balance of the chosen coin, once the form has read it.
      rule: (facts) => adjustmentForm(typeof facts.available === 'string' ? facts.available : undefined).shape.pay_amount,
    },
    { source: 'handling_fee', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'settlement_amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'remark', kind: 'text', areas: ['column', 'form', 'detail'], multiline: true, required: true, rule: rule.remark },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'update_time', kind: 'datetime', areas: ['detail'] },
  ],
  recordRepresentation: 'serial_number',
  list: {
    filters: ['balance_type', 'coin_name', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { receipt_nickname: 2, balance_type: 2, handling_fee: 2, remark: 3 },
  },
  detail: {
    groups: [
      { title: 'user', fields: ['receipt_user_id', 'receipt_nickname', 'balance_type'] },
      {
        title: 'adjustment',
        fields: ['serial_number', 'order_type', 'coin_name', 'pay_amount', 'handling_fee', 'settlement_amount', 'remark', 'create_time', 'update_time'],
      },
    ],
  },
  create: {
    groups: [
      { title: 'user', fields: ['receipt_user_id'] },
      { title: 'adjustment', fields: ['coin_name', 'balance_type', 'pay_amount', 'remark'], part: AdjustmentBalance },
    ],
    // The nickname of the looked-up user is on screen before anything is paid.
    ready: (facts) => typeof facts.nickname === 'string',
    review: {
      // No fee: the user receives exactly what the merchant pays.
      lines: (values, facts) => {
        const balanceType = balanceTypeChoices.find((choice) => choice.id === values.balance_type);
        return [
          { label: 'recipient', value: `${String(facts.nickname)} (${textOf(values.receipt_user_id)})` },
          ...(balanceType ? [{ label: 'balance_type', value: balanceType.name, translate: true }] : []),
          ...moneyLine('amount', values.pay_amount, values.coin_name),
          ...moneyLine('fee', '0', values.coin_name),
          ...moneyLine('receives', values.pay_amount, values.coin_name),
          ...balanceAfterLine('balance_after', facts.available, decimalOf(values.pay_amount)?.negated(), values.coin_name),
          ...textLine('remark', values.remark),
        ];
      },
      // It moves the merchant's money to a wallet user: the step-up, as a transfer.
      authenticatorCode: true,
    },
    success: 'submit',
  },
  capabilities: { create: true },
});
