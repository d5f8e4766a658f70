import CallReceived from '@mui/icons-material/CallReceived';
import { RechargeStatus } from '../../openapi/common';
import { endpoints } from '../../openapi/endpoints';
import { OrderFrom } from '../../openapi/entities';
import { orderTypeChoices } from '../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { rechargeRecordsLabels } from './labels';

const name = 'recharge/RechargeRecord';

const rechargeStatusChoices = choicesOf({ name, labels: rechargeRecordsLabels }, 'rechargeStatus', RechargeStatus.options, {
  created: 'info',
  coin_transferred: 'success',
  cancelled: 'default',
  auto_cancelled: 'default',
});

const orderFromChoices = choicesOf({ name, labels: rechargeRecordsLabels }, 'orderFrom', OrderFrom.options);

/** User recharge records: payments of the merchant's users, read only (spec section 3). */
export const rechargeRecords = defineResource({
  name,
  labels: rechargeRecordsLabels,
  menu: { id: 4, name: '用户充值记录', lang: 'rechargeRecords', icon: 'recharge' },
  icon: CallReceived,
  api: { idField: 'serial_number', list: endpoints.chargeRecordQuery, lookupFilter: 'keyword' },
  fields: [
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
    { source: 'order_id', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'serial_number', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'payment_id', kind: 'text', areas: ['column', 'detail'] },
    { source: 'nick', kind: 'text', areas: ['column', 'detail'] },
    { source: 'external_account', kind: 'text', areas: ['detail'] },
    { source: 'coin_name', kind: 'coin', areas: ['filter', 'detail'] },
    { source: 'amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'handling_fee', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'settlement_amount', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'order_type', kind: 'choice', choices: orderTypeChoices, areas: ['detail'] },
    { source: 'order_from', kind: 'choice', choices: orderFromChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'order_status', kind: 'status', choices: rechargeStatusChoices, filterParam: 'status', areas: ['column', 'filter', 'detail'] },
    { source: 'update_time', kind: 'datetime', areas: ['detail'] },
  ],
  recordRepresentation: 'order_id',
  list: {
    filters: ['order_status', 'order_from', 'coin_name', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { serial_number: 3, nick: 2, handling_fee: 3, order_from: 3 },
  },
  detail: {
    groups: [
      { title: 'user', fields: ['nick', 'payment_id', 'external_account', 'create_time'] },
      {
        title: 'order',
        fields: ['order_id', 'serial_number', 'order_type', 'order_from', 'amount', 'handling_fee', 'settlement_amount', 'order_status', 'update_time'],
      },
    ],
  },
  capabilities: {},
});
