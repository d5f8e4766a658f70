import Download from '@mui/icons-material/Download';
import { endpoints } from '../../openapi/endpoints';
import { usdtRechargeForm } from '../../openapi/rules';
import { orderStatusChoices, usdtNetworkChoices } from '../../src/resourceLayer/choices';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { balanceAfterLine, decimalOf, moneyLine, textLine, textOf } from '../../src/resourceLayer/reviewLines';
import { lazyPart } from '../../src/widgets/lazyPage';
import { usdtRechargeLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const quote = () => import('./quote');
const PlatformAddressInput = lazyPart(() => quote().then((parts) => parts.PlatformAddressInput));
const QuotedFeeRateInput = lazyPart(() => quote().then((parts) => parts.QuotedFeeRateInput));
const QuotedRateInput = lazyPart(() => quote().then((parts) => parts.QuotedRateInput));
const UsdtRechargeEstimate = lazyPart(() => quote().then((parts) => parts.UsdtRechargeEstimate));

const rule = usdtRechargeForm.shape;

/** USDT recharge: the merchant declares USDT sent to the platform's address; the platform reviews it. */
export const usdtRecharge = defineResource({
  name: 'ustd-recharge/index',
  labels: usdtRechargeLabels,
  menu: { id: 9, name: 'USDT充值管理', lang: 'usdtRecharge', icon: 'usdtIn' },
  icon: Download,
  api: {
    idField: 'order_no',
    list: endpoints.usdtRechargeQuery,
    lookupFilter: 'keyword',
    create: endpoints.usdtRechargeAdd,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'merchant_id', kind: 'text', areas: ['detail'] },
    { source: 'name', kind: 'text', areas: ['detail'] },
    { source: 'abbreviation', kind: 'coin', areas: ['detail'] },
    { source: 'trade_count', kind: 'money', coin: 'abbreviation', areas: ['column', 'form', 'detail'], required: true, rule: rule.trade_count },
    {
      source: 'in_abbreviation',
      kind: 'coin',
      areas: ['column', 'filter', 'form', 'detail'],
      required: true,
      rule: rule.in_abbreviation,
    },
    { source: 'network', kind: 'choice', choices: usdtNetworkChoices, areas: ['column', 'filter', 'form', 'detail'], required: true, rule: rule.network },
    {
      source: 'address',
      kind: 'text',
      areas: ['column', 'form', 'detail'],
      copyable: true,
      required: true,
      rule: rule.address,
      input: PlatformAddressInput,
    },
    // Where the USDT came from: the platform matches it with the TXID on chain before crediting.
    { source: 'sender_address', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true, rule: rule.sender_address },
    { source: 'rate', kind: 'rate', areas: ['column', 'form', 'detail'], required: true, rule: rule.rate, input: QuotedRateInput },
    { source: 'exchange_count', kind: 'money', coin: 'in_abbreviation', areas: ['detail'] },
    {
      source: 'usdt_recharge_fee',
      kind: 'rate',
      percent: true,
      areas: ['form', 'detail'],
      required: true,
      rule: rule.usdt_recharge_fee,
      input: QuotedFeeRateInput,
    },
    { source: 'fee', kind: 'money', coin: 'in_abbreviation', areas: ['column', 'detail'] },
    { source: 'count', kind: 'money', coin: 'in_abbreviation', areas: ['column', 'detail'] },
    { source: 'txid', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true, rule: rule.txid },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'in_abbreviation', 'network', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { in_abbreviation: 2, network: 3, address: 3, sender_address: 3, rate: 3, fee: 3 },
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'status', 'merchant_id', 'name', 'create_time', 'audit_time', 'remark'] },
      {
        title: 'amounts',
        fields: ['trade_count', 'in_abbreviation', 'rate', 'exchange_count', 'usdt_recharge_fee', 'fee', 'count'],
      },
      { title: 'chain', fields: ['abbreviation', 'network', 'address', 'sender_address', 'txid'] },
    ],
  },
  create: {
    groups: [
      { title: 'send', fields: ['network', 'address', 'sender_address'] },
      { title: 'credit', fields: ['in_abbreviation', 'rate', 'usdt_recharge_fee', 'trade_count', 'txid'], part: UsdtRechargeEstimate },
    ],
    review: {
      // Nothing moves now: the platform checks the transaction, then credits the amount.
      lines: (values, facts) => {
        const quote = facts.quote as { fee: string; count: string } | undefined;
        const coin = values.in_abbreviation;
        return [
          ...textLine('network', values.network),
          ...textLine('address', values.address),
          ...textLine('sender_address', values.sender_address),
          ...textLine('txid', values.txid),
          ...moneyLine('amount', values.trade_count, 'USDT'),
          ...(textOf(coin) && textOf(values.rate) ? [{ label: 'rate', value: `1 USDT = ${textOf(values.rate)} ${textOf(coin)}` }] : []),
          ...moneyLine('fee', quote?.fee, coin),
          ...moneyLine('receives', quote?.count, coin),
          ...balanceAfterLine('balance_after', facts.available, decimalOf(quote?.count), coin),
        ];
      },
    },
    success: 'submit',
  },
  capabilities: { create: true },
});
