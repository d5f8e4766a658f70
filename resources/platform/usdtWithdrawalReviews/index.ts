import Upload from '@mui/icons-material/Upload';
import { endpoints } from '../../../openapi/endpoints';
import { orderStatusChoices, usdtNetworkChoices } from '../../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { approvalSettles, FourEyesMark, FourEyesNote } from '../fourEyes/parts';
import { usdtWithdrawalReviewsLabels } from './labels';

const name = 'review/usdt_withdrawal';

/** A review made with `npm run ops` names `ops` as its reviewer. */
const reviewerChoices = choicesOf({ name, labels: usdtWithdrawalReviewsLabels }, 'reviewer', ['ops']);

/**
 * Every merchant's USDT withdrawals (docs/platform.md, "Reviews"): the reviewer sends the USDT, then approves with the
 * payout's TXID (the step-up), or rejects with the reason the merchant reads (the frozen amount returns). At or above
 * its coin's four-eyes threshold a withdrawal takes two staff members: the first approval asks no TXID, the second,
 * by another member, pays it.
 */
export const usdtWithdrawalReviews = defineResource({
  name,
  labels: usdtWithdrawalReviewsLabels,
  menu: { id: 12, name: 'USDT提现审核', lang: 'platformUsdtWithdrawalReviews', icon: 'upload', group: 'reviews' },
  icon: Upload,
  api: {
    idField: 'order_no',
    idParam: 'order_id',
    list: endpoints.reviewUsdtWithdrawalQuery,
    lookupFilter: 'keyword',
    lookupWith: { status: 'all' },
    approve: endpoints.reviewUsdtWithdrawalApprove,
    reject: endpoints.reviewUsdtWithdrawalReject,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'merchant_id', kind: 'text', areas: ['filter', 'detail'], copyable: true },
    { source: 'abbreviation', kind: 'coin', areas: ['detail'] },
    { source: 'trade_count', kind: 'money', coin: 'abbreviation', areas: ['column', 'detail'] },
    { source: 'network', kind: 'choice', choices: usdtNetworkChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'address', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'out_abbreviation', kind: 'coin', coins: 'platform', areas: ['filter', 'detail'] },
    { source: 'rate', kind: 'rate', areas: ['column', 'detail'] },
    { source: 'usdt_withdrawal_fee', kind: 'rate', percent: true, areas: ['detail'] },
    { source: 'fee', kind: 'money', coin: 'out_abbreviation', areas: ['detail'] },
    { source: 'count', kind: 'money', coin: 'out_abbreviation', areas: ['column', 'detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'], mark: FourEyesMark },
    { source: 'needs_two_approvals', kind: 'boolean', areas: ['detail'] },
    { source: 'first_approval_by', kind: 'text', choices: reviewerChoices, areas: ['detail'] },
    { source: 'first_approval_time', kind: 'datetime', areas: ['detail'] },
    { source: 'reviewer', kind: 'text', choices: reviewerChoices, areas: ['column', 'detail'] },
    { source: 'txid', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'merchant_id', 'out_abbreviation', 'network', 'create_time', 'keyword'],
    filterDefaults: { status: 'pending' },
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { network: 2, rate: 3, count: 3, create_time: 3, reviewer: 3, txid: 3 },
    card: { title: 'trade_count', lines: ['name', 'address', 'count', 'create_time'] },
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'name', 'merchant_id', 'create_time'] },
      { title: 'payout', fields: ['abbreviation', 'trade_count', 'network', 'address', 'txid'] },
      { title: 'debit', fields: ['out_abbreviation', 'rate', 'usdt_withdrawal_fee', 'fee', 'count'] },
      { title: 'review', fields: ['status', 'needs_two_approvals', 'first_approval_by', 'first_approval_time', 'reviewer', 'audit_time', 'remark'] },
    ],
  },
  actions: [
    { kind: 'approve', when: { status: 'pending' }, stepUp: true, input: { source: 'txid', needed: approvalSettles }, part: FourEyesNote },
    { kind: 'reject', when: { status: 'pending' } },
  ],
  capabilities: {},
  menuBadge: { filter: { status: 'pending' } },
});
