import Upload from '@mui/icons-material/Upload';
import { endpoints } from '../../openapi/endpoints';
import { usdtWithdrawForm } from '../../openapi/rules';
import { orderStatusChoices, usdtNetworkChoices } from '../../src/resourceLayer/choices';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { balanceAfterLine, decimalOf, moneyLine, textLine } from '../../src/resourceLayer/reviewLines';
import { lazyPart } from '../../src/widgets/lazyPage';
import { usdtWithdrawalLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const quote = () => import('./quote');
const UsdtWithdrawalQuote = lazyPart(() => quote().then((parts) => parts.UsdtWithdrawalQuote));
const QuotedWithdrawalRateInput = lazyPart(() => quote().then((parts) => parts.QuotedWithdrawalRateInput));
const QuotedWithdrawalFeeInput = lazyPart(() => quote().then((parts) => parts.QuotedWithdrawalFeeInput));

const rule = usdtWithdrawForm.shape;

/** USDT withdrawal: the merchant asks the platform to pay USDT out; the amount is frozen until review. */
export const usdtWithdrawal = defineResource({
  name: 'ustd-withdraw/index',
  labels: usdtWithdrawalLabels,
  menu: { id: 10, name: 'USDT提现管理', lang: 'usdtWithdrawal', icon: 'usdtOut' },
  icon: Upload,
  api: {
    idField: 'order_no',
    list: endpoints.usdtWithdrawQuery,
    lookupFilter: 'keyword',
    create: endpoints.usdtWithdrawAdd,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'] },
    {
      source: 'out_abbreviation',
      kind: 'coin',
      areas: ['column', 'filter', 'form', 'detail'],
      required: true,
      rule: rule.out_abbreviation,
    },
    { source: 'trade_count', kind: 'money', coin: 'abbreviation', areas: ['column', 'form', 'detail'], required: true, rule: rule.trade_count },
    { source: 'abbreviation', kind: 'coin', areas: ['detail'] },
    // The quote the form shows is the quote it sends: the server refuses another (quote_changed) and freezes nothing.
    {
      source: 'usdt_withdrawal_fee',
      kind: 'rate',
      percent: true,
      areas: ['form', 'detail'],
      required: true,
      rule: rule.usdt_withdrawal_fee,
      input: QuotedWithdrawalFeeInput,
    },
    { source: 'fee', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'rate', kind: 'rate', areas: ['column', 'form', 'detail'], required: true, rule: rule.rate, input: QuotedWithdrawalRateInput },
    { source: 'count', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'network', kind: 'choice', choices: usdtNetworkChoices, areas: ['column', 'filter', 'form', 'detail'], required: true, rule: rule.network },
    { source: 'address', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true, rule: rule.address },
    { source: 'txid', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'out_abbreviation', 'network', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { network: 3, address: 3, rate: 3, fee: 3 },
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'status', 'create_time', 'audit_time', 'remark'] },
      { title: 'amounts', fields: ['trade_count', 'out_abbreviation', 'rate', 'usdt_withdrawal_fee', 'fee', 'count'] },
      { title: 'chain', fields: ['abbreviation', 'network', 'address', 'txid'] },
    ],
  },
  create: {
    groups: [{ fields: ['out_abbreviation', 'rate', 'usdt_withdrawal_fee', 'network', 'address', 'trade_count'], part: UsdtWithdrawalQuote }],
    review: {
      lines: (values, facts) => {
        const quote = facts.quote as { fee: string; debit: string } | undefined;
        const coin = values.out_abbreviation;
        return [
          ...textLine('address', values.address),
          ...textLine('network', values.network),
          ...moneyLine('receives', values.trade_count, 'USDT'),
          ...moneyLine('fee', quote?.fee, coin),
          ...moneyLine('debit', quote?.debit, coin),
          ...balanceAfterLine('balance_after', facts.available, decimalOf(quote?.debit)?.negated(), coin),
        ];
      },
      authenticatorCode: true,
    },
    success: 'submit',
  },
  capabilities: { create: true },
});
