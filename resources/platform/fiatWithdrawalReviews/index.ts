import AccountBalance from '@mui/icons-material/AccountBalance';
import { endpoints } from '../../../openapi/endpoints';
import { orderStatusChoices, paymentMethodTypeChoices } from '../../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { approvalSettles, FourEyesMark, FourEyesNote } from '../fourEyes/parts';
import { fiatWithdrawalReviewsLabels } from './labels';

const name = 'review/fiat_withdrawal';

/** A review made with `npm run ops` names `ops` as its reviewer. */
const reviewerChoices = choicesOf({ name, labels: fiatWithdrawalReviewsLabels }, 'reviewer', ['ops']);

/**
 * Every merchant's fiat withdrawals (docs/platform.md, "Reviews"): the reviewer pays the destination as it was when
 * the merchant asked (not as the payment method says now), then approves with the payout's reference (the step-up),
 * or rejects with the reason the merchant reads. Four eyes as for USDT withdrawals.
 */
export const fiatWithdrawalReviews = defineResource({
  name,
  labels: fiatWithdrawalReviewsLabels,
  menu: { id: 13, name: '法币提现审核', lang: 'platformFiatWithdrawalReviews', icon: 'account_balance', group: 'reviews' },
  icon: AccountBalance,
  api: {
    idField: 'order_no',
    idParam: 'order_id',
    list: endpoints.reviewFiatWithdrawalQuery,
    lookupFilter: 'keyword',
    lookupWith: { status: 'all' },
    approve: endpoints.reviewFiatWithdrawalApprove,
    reject: endpoints.reviewFiatWithdrawalReject,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'merchant_id', kind: 'text', areas: ['filter', 'detail'], copyable: true },
    { source: 'abbreviation', kind: 'coin', coins: 'platform', areas: ['filter', 'detail'] },
    { source: 'trade_count', kind: 'money', coin: 'abbreviation', areas: ['column', 'detail'] },
    // Where the money goes, as the payment method was at the request: what the platform pays, whatever it says now.
    { source: 'destination', kind: 'values', choices: paymentMethodTypeChoices, areas: ['column', 'detail'] },
    { source: 'payment_method_id', kind: 'text', areas: ['detail'] },
    { source: 'out_abbreviation', kind: 'coin', coins: 'platform', areas: ['filter', 'detail'] },
    { source: 'rate', kind: 'rate', areas: ['column', 'detail'] },
    { source: 'currency_withdrawal_fee', kind: 'rate', percent: true, areas: ['detail'] },
    { source: 'fee', kind: 'money', coin: 'out_abbreviation', areas: ['detail'] },
    { source: 'count', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'], mark: FourEyesMark },
    { source: 'needs_two_approvals', kind: 'boolean', areas: ['detail'] },
    { source: 'first_approval_by', kind: 'text', choices: reviewerChoices, areas: ['detail'] },
    { source: 'first_approval_time', kind: 'datetime', areas: ['detail'] },
    { source: 'reviewer', kind: 'text', choices: reviewerChoices, areas: ['column', 'detail'] },
    { source: 'payout_reference', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'merchant_id', 'abbreviation', 'out_abbreviation', 'create_time', 'keyword'],
    filterDefaults: { status: 'pending' },
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { rate: 3, create_time: 3, reviewer: 3, payout_reference: 3 },
    card: { title: 'trade_count', lines: ['name', 'destination', 'count', 'create_time'] },
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'name', 'merchant_id', 'create_time'] },
      { title: 'payout', fields: ['abbreviation', 'trade_count', 'destination', 'payment_method_id', 'payout_reference'] },
      { title: 'debit', fields: ['out_abbreviation', 'rate', 'currency_withdrawal_fee', 'fee', 'count'] },
      { title: 'review', fields: ['status', 'needs_two_approvals', 'first_approval_by', 'first_approval_time', 'reviewer', 'audit_time', 'remark'] },
    ],
  },
  actions: [
    { kind: 'approve', when: { status: 'pending' }, stepUp: true, input: { source: 'payout_reference', needed: approvalSettles }, part: FourEyesNote },
    { kind: 'reject', when: { status: 'pending' } },
  ],
  capabilities: {},
  menuBadge: { filter: { status: 'pending' } },
});
