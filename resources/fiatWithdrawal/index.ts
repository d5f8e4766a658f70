import LocalAtm from '@mui/icons-material/LocalAtm';
import { endpoints } from '../../openapi/endpoints';
import { fiatWithdrawForm, positiveAmount, withdrawalAmount } from '../../openapi/rules';
import { orderStatusChoices, paymentMethodTypeChoices } from '../../src/resourceLayer/choices';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { balanceAfterLine, decimalOf, moneyLine, textLine, textOf } from '../../src/resourceLayer/reviewLines';
import { lazyPart } from '../../src/widgets/lazyPage';
import { fiatWithdrawalLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const quote = () => import('./quote');
const FiatWithdrawalQuote = lazyPart(() => quote().then((parts) => parts.FiatWithdrawalQuote));
const QuotedFiatRateInput = lazyPart(() => quote().then((parts) => parts.QuotedFiatRateInput));
const QuotedFiatFeeInput = lazyPart(() => quote().then((parts) => parts.QuotedFiatFeeInput));

const rule = fiatWithdrawForm('0').shape;

/** Fiat withdrawal: the merchant asks for a payout to one of its payment methods; frozen until review. */
export const fiatWithdrawal = defineResource({
  name: 'coin-withdraw/index',
  labels: fiatWithdrawalLabels,
  menu: { id: 11, name: '法币提现管理', lang: 'fiatWithdrawal', icon: 'fiat' },
  icon: LocalAtm,
  api: {
    idField: 'order_no',
    list: endpoints.fiatWithdrawQuery,
    lookupFilter: 'keyword',
    create: endpoints.fiatWithdrawAdd,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'] },
    {
      source: 'payment_method_id',
      kind: 'reference',
      reference: { resource: 'payment/PaymentMethod', filter: { enabled: true } },
      areas: ['column', 'form', 'detail'],
      required: true,
      rule: rule.payment_method_id,
    },
    // Where the money goes, as the payment method was at the request: what the platform pays, whatever the method says now.
    { source: 'destination', kind: 'values', choices: paymentMethodTypeChoices, areas: ['column', 'detail'] },
    { source: 'abbreviation', kind: 'coin', areas: ['column', 'filter', 'detail'] },
    {
      source: 'trade_count',
      kind: 'money',
      coin: 'abbreviation',
      areas: ['column', 'form', 'detail'],
      required: true,
      // The minimum is the payout currency's, known once a payment method is chosen.
      rule: (facts) => (typeof facts.minimum === 'string' ? withdrawalAmount(facts.minimum) : positiveAmount),
    },
    {
      source: 'out_abbreviation',
      kind: 'coin',
      areas: ['column', 'form', 'detail'],
      required: true,
      rule: rule.out_abbreviation,
    },
    // The quote the form shows is the quote it sends: the server refuses another (quote_changed) and freezes nothing.
    { source: 'rate', kind: 'rate', areas: ['column', 'form', 'detail'], required: true, rule: rule.rate, input: QuotedFiatRateInput },
    {
      source: 'currency_withdrawal_fee',
      kind: 'rate',
      percent: true,
      areas: ['form', 'detail'],
      required: true,
      rule: rule.currency_withdrawal_fee,
      input: QuotedFiatFeeInput,
    },
    { source: 'fee', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'count', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'abbreviation', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { destination: 3, out_abbreviation: 2, rate: 3, fee: 3 },
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'status', 'payment_method_id', 'destination', 'create_time', 'audit_time', 'remark'] },
      { title: 'amounts', fields: ['trade_count', 'abbreviation', 'out_abbreviation', 'rate', 'currency_withdrawal_fee', 'fee', 'count'] },
    ],
  },
  create: {
    groups: [{ fields: ['payment_method_id', 'out_abbreviation', 'rate', 'currency_withdrawal_fee', 'trade_count'], part: FiatWithdrawalQuote }],
    review: {
      lines: (values, facts) => {
        const method = facts.method as { label: string; holder: string; currency: string } | undefined;
        const quote = facts.quote as { rate: string; fee: string; count: string } | undefined;
        const coin = values.out_abbreviation;
        return [
          ...textLine('method', method?.label),
          ...textLine('holder', method?.holder),
          ...moneyLine('receives', values.trade_count, method?.currency),
          ...(quote && method && quote.rate !== '1' ? [{ label: 'rate', value: `1 ${method.currency} = ${quote.rate} ${textOf(coin)}` }] : []),
          ...moneyLine('fee', quote?.fee, coin),
          ...moneyLine('debit', quote?.count, coin),
          ...balanceAfterLine('balance_after', facts.available, decimalOf(quote?.count)?.negated(), coin),
        ];
      },
      authenticatorCode: true,
    },
    success: 'submit',
  },
  capabilities: { create: true },
});
