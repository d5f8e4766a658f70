import Timeline from '@mui/icons-material/Timeline';
import { endpoints } from '../../openapi/endpoints';
import { TransactionType } from '../../openapi/entities';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { lazyPart } from '../../src/widgets/lazyPage';
import { fundFlowLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const stats = () => import('./stats');
const FundFlowStats = lazyPart(() => stats().then((parts) => parts.FundFlowStats));

const name = 'Property/RunningWater';

const transactionTypeChoices = choicesOf({ name, labels: fundFlowLabels }, 'transactionType', TransactionType.options);

/** Fund flow: every movement of the merchant's balances, exported as CSV, with the period's totals above. */
export const fundFlow = defineResource({
  name,
  labels: fundFlowLabels,
  menu: { id: 8, name: '资金流水', lang: 'fundFlow', icon: 'flow' },
  icon: Timeline,
  api: {
    // Rows of one order share a serial number (a freeze, then its payout): each row has its own id.
    idField: 'id',
    list: endpoints.fundFlowQuery,
  },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'serial_number', kind: 'text', areas: ['column', 'detail'], copyable: true },
    { source: 'merchant_id', kind: 'text', areas: ['detail'] },
    { source: 'merchant_name', kind: 'text', areas: ['detail'] },
    { source: 'coin_name', kind: 'coin', areas: ['column', 'filter', 'detail'] },
    { source: 'transaction_type', kind: 'choice', choices: transactionTypeChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'transaction_number', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'charge', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'available_before_number', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'available_after_number', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'frozen_before_number', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'frozen_after_number', kind: 'money', coin: 'coin_name', areas: ['column', 'detail'] },
    { source: 'time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
  ],
  recordRepresentation: 'serial_number',
  list: {
    filters: ['coin_name', 'transaction_type', 'time', 'keyword'],
    keyword: true,
    sort: { field: 'time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { charge: 2, available_before_number: 3, frozen_before_number: 3, frozen_after_number: 3 },
    above: FundFlowStats,
  },
  detail: {
    groups: [
      { title: 'movement', fields: ['serial_number', 'merchant_id', 'merchant_name', 'coin_name', 'transaction_type', 'transaction_number', 'charge', 'time'] },
      { title: 'balances', fields: ['available_before_number', 'available_after_number', 'frozen_before_number', 'frozen_after_number'] },
    ],
  },
  capabilities: {},
});
