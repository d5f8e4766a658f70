import Download from '@mui/icons-material/Download';
import { DepositAddressOwner } from '../../../openapi/depositAddresses';
import { endpoints } from '../../../openapi/endpoints';
import { orderStatusChoices, usdtNetworkChoices } from '../../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { FourEyesMark, FourEyesNote } from '../fourEyes/parts';
import { usdtRechargeReviewsLabels } from './labels';

const name = 'review/usdt_recharge';

/** A review made with `npm run ops` names `ops` as its reviewer. */
const reviewerChoices = choicesOf({ name, labels: usdtRechargeReviewsLabels }, 'reviewer', ['ops']);

/** Whose deposit address a recharge names: the merchant's own proves it is the merchant's transfer. */
const addressOwnerChoices = choicesOf({ name, labels: usdtRechargeReviewsLabels }, 'addressOwner', DepositAddressOwner.options);

/**
 * Every merchant's USDT recharges (docs/platform.md, "Reviews"): the reviewer finds the declared TXID on chain, from
 * the sender address to the deposit address (the merchant's own, or before the pool the shared one), with the amount,
 * then approves (the merchant is credited; the step-up) or rejects with the
 * reason the merchant reads, one by one or the selected rows at once.
 */
export const usdtRechargeReviews = defineResource({
  name,
  labels: usdtRechargeReviewsLabels,
  menu: { id: 11, name: 'USDT充值审核', lang: 'platformUsdtRechargeReviews', icon: 'download', group: 'reviews' },
  icon: Download,
  api: {
    idField: 'order_no',
    idParam: 'order_id',
    list: endpoints.reviewUsdtRechargeQuery,
    lookupFilter: 'keyword',
    lookupWith: { status: 'all' },
    approve: endpoints.reviewUsdtRechargeApprove,
    reject: endpoints.reviewUsdtRechargeReject,
    batchApprove: endpoints.reviewUsdtRechargeBatchApprove,
    batchReject: endpoints.reviewUsdtRechargeBatchReject,
  },
  fields: [
    { source: 'order_no', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'merchant_id', kind: 'text', areas: ['filter', 'detail'], copyable: true },
    { source: 'txid', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'network', kind: 'choice', choices: usdtNetworkChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'sender_address', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'address', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'address_owner', kind: 'choice', choices: addressOwnerChoices, areas: ['column', 'detail'] },
    { source: 'abbreviation', kind: 'coin', areas: ['detail'] },
    { source: 'trade_count', kind: 'money', coin: 'abbreviation', areas: ['column', 'detail'] },
    { source: 'rate', kind: 'rate', areas: ['column', 'detail'] },
    { source: 'in_abbreviation', kind: 'coin', coins: 'platform', areas: ['filter', 'detail'] },
    { source: 'exchange_count', kind: 'money', coin: 'in_abbreviation', areas: ['detail'] },
    { source: 'usdt_recharge_fee', kind: 'rate', percent: true, areas: ['detail'] },
    { source: 'fee', kind: 'money', coin: 'in_abbreviation', areas: ['detail'] },
    { source: 'count', kind: 'money', coin: 'in_abbreviation', areas: ['column', 'detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'status', kind: 'status', choices: orderStatusChoices, areas: ['column', 'filter', 'detail'], mark: FourEyesMark },
    { source: 'needs_two_approvals', kind: 'boolean', areas: ['detail'] },
    { source: 'first_approval_by', kind: 'text', choices: reviewerChoices, areas: ['detail'] },
    { source: 'first_approval_time', kind: 'datetime', areas: ['detail'] },
    { source: 'reviewer', kind: 'text', choices: reviewerChoices, areas: ['column', 'detail'] },
    { source: 'audit_time', kind: 'datetime', areas: ['detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
  ],
  recordRepresentation: 'order_no',
  list: {
    filters: ['status', 'merchant_id', 'in_abbreviation', 'network', 'create_time', 'keyword'],
    filterDefaults: { status: 'pending' },
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways; whose
    // address a recharge names shows in the expand panel, the detail and the phone's card below 1536 px.
    priority: { count: 3, network: 3, rate: 3, sender_address: 3, reviewer: 3, address: 3, address_owner: 3 },
    card: { title: 'trade_count', lines: ['name', 'txid', 'address_owner', 'count', 'create_time'] },
    bulkReview: true,
  },
  detail: {
    groups: [
      { title: 'order', fields: ['order_no', 'name', 'merchant_id', 'create_time'] },
      { title: 'chain', fields: ['abbreviation', 'network', 'txid', 'sender_address', 'address', 'address_owner', 'trade_count'] },
      { title: 'credit', fields: ['in_abbreviation', 'rate', 'exchange_count', 'usdt_recharge_fee', 'fee', 'count'] },
      { title: 'review', fields: ['status', 'needs_two_approvals', 'first_approval_by', 'first_approval_time', 'reviewer', 'audit_time', 'remark'] },
    ],
  },
  // Four eyes as on the withdrawal queues: the dialog says whether this approval is the first of two or the one that credits.
  actions: [
    { kind: 'approve', when: { status: 'pending' }, stepUp: true, part: FourEyesNote },
    { kind: 'reject', when: { status: 'pending' } },
  ],
  capabilities: {},
  menuBadge: { filter: { status: 'pending' } },
});
