import CreditCard from '@mui/icons-material/CreditCard';
import { endpoints } from '../../openapi/endpoints';
import { paymentMethodForm } from '../../openapi/rules';
import { paymentMethodTypeChoices } from '../../src/resourceLayer/choices';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { paymentMethodsLabels } from './labels';

const rule = paymentMethodForm.shape;

/** Payment methods: the bank cards and e-wallets fiat withdrawals are paid to. */
export const paymentMethods = defineResource({
  name: 'payment/PaymentMethod',
  labels: paymentMethodsLabels,
  menu: { id: 2, name: '支付方式管理', lang: 'paymentMethods', icon: 'payment' },
  icon: CreditCard,
  api: {
    idField: 'id',
    list: endpoints.paymentMethodQuery,
    create: endpoints.paymentMethodAdd,
    update: endpoints.paymentMethodUpdate,
    delete: endpoints.paymentMethodDelete,
  },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'type', kind: 'choice', choices: paymentMethodTypeChoices, areas: ['column', 'filter', 'form', 'detail'], required: true, rule: rule.type },
    { source: 'coin_name', kind: 'coin', coins: 'fiat', areas: ['column', 'filter', 'form', 'detail'], required: true, rule: rule.coin_name },
    { source: 'bank_name', kind: 'text', areas: ['column', 'form', 'detail'], required: true, rule: rule.bank_name },
    { source: 'holder_name', kind: 'text', areas: ['column', 'form', 'detail'], required: true, rule: rule.holder_name },
    { source: 'account_number', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true, rule: rule.account_number },
    { source: 'enabled', kind: 'boolean', areas: ['column', 'form', 'detail'], rule: rule.enabled, defaultValue: true },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'detail'] },
  ],
  recordRepresentation: (record) => `${String(record.bank_name)} ${String(record.account_number)} (${String(record.coin_name)})`,
  list: {
    filters: ['type', 'coin_name', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { holder_name: 2, create_time: 3 },
  },
  detail: { groups: [{ fields: ['type', 'coin_name', 'bank_name', 'holder_name', 'account_number', 'enabled', 'create_time'] }] },
  create: {
    groups: [{ fields: ['type', 'coin_name', 'bank_name', 'holder_name', 'account_number', 'enabled'] }],
    // Where fiat withdrawals are paid: adding, changing and deleting take the step-up (enabling alone does not).
    stepUp: true,
    success: 'add',
  },
  edit: {
    groups: [{ fields: ['type', 'coin_name', 'bank_name', 'holder_name', 'account_number', 'enabled'] }],
    stepUp: true,
    success: 'edit',
  },
  actions: [
    {
      kind: 'custom',
      name: 'enable',
      when: { enabled: false },
      run: ({ dataProvider, resource, record }) => dataProvider.update(resource, { id: record.id, data: { enabled: true }, previousData: record }),
    },
    {
      kind: 'custom',
      name: 'disable',
      when: { enabled: true },
      confirm: true,
      run: ({ dataProvider, resource, record }) => dataProvider.update(resource, { id: record.id, data: { enabled: false }, previousData: record }),
    },
  ],
  delete: { stepUp: true },
  capabilities: { create: true, edit: true, delete: true },
});
