import QrCode2 from '@mui/icons-material/QrCode2';
import { DepositAddressState } from '../../../openapi/depositAddresses';
import { endpoints } from '../../../openapi/endpoints';
import { ProposedChange } from '../../../src/widgets/ProposedChange';
import { usdtNetworkChoices } from '../../../src/resourceLayer/choices';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { lazyPart } from '../../../src/widgets/lazyPage';
import { depositAddressesLabels } from './labels';

// The bespoke parts come with the list or form that shows them, not with the console (src/widgets/lazyPage.tsx).
const parts = () => import('./parts');
const PoolCounts = lazyPart(() => parts().then((loaded) => loaded.PoolCounts));
const AddressHint = lazyPart(() => parts().then((loaded) => loaded.AddressHint));

const name = 'settings/deposit_address';

const stateChoices = choicesOf({ name, labels: depositAddressesLabels }, 'state', DepositAddressState.options, { free: 'success', assigned: 'default' });

/**
 * The pool of USDT deposit addresses (docs/platform.md, "Deposit addresses"): every address with the merchant it is
 * given to, or unassigned, and above them how many are free per network. Every role reads it; an administrator
 * proposes an address (the step-up), which enters the pool once another approves it (the rule changes' screen).
 */
export const depositAddresses = defineResource({
  name,
  labels: depositAddressesLabels,
  menu: { id: 44, name: '充值地址池', lang: 'platformDepositAddresses', icon: 'qr_code_2', group: 'administration' },
  icon: QrCode2,
  api: { idField: 'id', list: endpoints.platformDepositAddressQuery, create: endpoints.platformDepositAddressAdd },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'network', kind: 'choice', choices: usdtNetworkChoices, areas: ['column', 'filter', 'form'], required: true },
    { source: 'address', kind: 'text', areas: ['column', 'form'], copyable: true, required: true },
    { source: 'state', kind: 'status', choices: stateChoices, areas: ['column', 'filter'] },
    { source: 'merchant_id', kind: 'text', areas: ['column', 'filter'], empty: 'unassigned' },
    { source: 'merchant_name', kind: 'text', areas: ['column'], empty: 'unassigned' },
    { source: 'assigned_time', kind: 'datetime', areas: ['column'] },
    { source: 'added_by', kind: 'text', areas: ['column'] },
    { source: 'added_time', kind: 'datetime', areas: ['column'] },
  ],
  recordRepresentation: 'address',
  list: {
    filters: ['network', 'state', 'merchant_id', 'keyword'],
    keyword: true,
    sort: { field: 'added_time', order: 'DESC' },
    perPage: 20,
    above: PoolCounts,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { added_by: 3, added_time: 3, assigned_time: 2 },
    card: { title: 'network', lines: ['address', 'merchant_name', 'merchant_id', 'assigned_time'] },
  },
  create: { groups: [{ fields: ['network', 'address'], part: AddressHint }], stepUp: true, dialog: true, success: 'add', answered: ProposedChange },
  capabilities: { create: true },
});
