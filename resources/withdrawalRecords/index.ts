import CallMade from '@mui/icons-material/CallMade';
import { endpoints } from '../../openapi/endpoints';
import { WithdrawalSource } from '../../openapi/entities';
import { orderStatusChoices, orderTypeChoices } from '../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { withdrawalRecordsLabels } from './labels';

const name = 'user/WithdrawalRecord';

/** The reviewer of a user withdrawal approved under the review-free limit; any other reviewer is an operator's name. */
const reviewerChoices = choicesOf({ name, labels: withdrawalRecordsLabels }, 'reviewer', ['automatic']);

/**
 * Who asked for a withdrawal: the merchant's own server (a payout through the signed API, which the review-free limit
 * covers) or the payer in the wallet (always reviewed). The operator reviews the two differently, so the list shows it.
 */
const sourceChoices = choicesOf({ name, labels: withdrawalRecordsLabels }, 'source', WithdrawalSource.options);

/** User withdrawal records: the merchant approves or rejects each pending one (spec sections 3, 4 and 6). */
export const withdrawalRecords = defineResource({
  name,
  labels: withdrawalRecordsLabels,
  menu: { id: 6, name: '用户提现记录', lang: 'withdrawalRecords', icon: 'withdrawal' },
  icon: CallMade,
  api: {
    idField: 'order_id',
    list: endpoints.withdrawalRecordQuery,
    lookupFilter: 'keyword',
    approve: endpoints.withdrawalApprove,
    reject: endpoints.withdrawalReject,
    batchApprove: endpoints.withdrawalBatchApprove,
    batchReject: endpoints.withdrawalBatchReject,
  },
  fields: [
    { source: 'order_id', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'serial_number', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'order_type', kind: 'choice', choices: orderTypeChoices, areas: ['detail'] },
    { source: 'payment_id', kind: 'text', areas: ['column', 'detail'] },
    { source: 'nick', kind: 'text', areas: ['column', 'detail'] },
    { source: 'coin_name', kind: 'coin', areas: ['filter', 'detail'] },
    { source: 'amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'handling_fee', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'settlement_amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'source', kind: 'choice', choices: sourceChoices, areas: ['column', 'filter', 'detail'] },
    // Only a payout of the merchant's server has its payout id; a wallet request says so instead of a blank.
    { source: 'merchant_payout_no', kind: 'text', areas: ['detail'], copyable: true, empty: 'no_payout_no' },
    { source: 'note', kind: 'text', areas: ['detail'], empty: 'no_note' },
    { source: 'order_status', kind: 'status', choices: orderStatusChoices, filterParam: 'status', areas: ['column', 'filter', 'detail'] },
    { source: 'audit', kind: 'text', choices: reviewerChoices, areas: ['column', 'detail'] },
    { source: 'remark', kind: 'text', areas: ['detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'update_time', kind: 'datetime', areas: ['detail'] },
  ],
  recordRepresentation: 'order_id',
  list: {
    filters: ['order_status', 'source', 'coin_name', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { serial_number: 3, nick: 3, handling_fee: 3, audit: 3 },
    bulkReview: true,
  },
  detail: {
    groups: [
      {
        title: 'order',
        fields: ['order_id', 'serial_number', 'order_type', 'payment_id', 'nick', 'amount', 'handling_fee', 'settlement_amount', 'create_time'],
      },
      { title: 'origin', fields: ['source', 'merchant_payout_no', 'note'] },
      { title: 'review', fields: ['order_status', 'audit', 'remark', 'update_time'] },
    ],
  },
  actions: [
    { kind: 'approve', when: { order_status: 'pending' } },
    { kind: 'reject', when: { order_status: 'pending' } },
  ],
  capabilities: {},
  menuBadge: { filter: { order_status: 'pending' } },
});
