import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { endpoints } from '../../openapi/endpoints';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { assetsLabels } from './labels';

/** My assets: the merchant's balance in each coin, amounts with 2 decimals (spec sections 3 and 9). */
export const assets = defineResource({
  name: 'assets/Assets',
  labels: assetsLabels,
  menu: { id: 7, name: '我的资产', lang: 'assets', icon: 'wallet' },
  icon: AccountBalanceWallet,
  api: { idField: 'coin_name', list: endpoints.assetQuery, lookupFilter: 'coin_name' },
  fields: [
    { source: 'coin_name', kind: 'coin', areas: ['column', 'filter'] },
    { source: 'available_asset', kind: 'money', coin: 'coin_name', decimals: 2, areas: ['column'] },
    { source: 'freeze_asset', kind: 'money', coin: 'coin_name', decimals: 2, areas: ['column'] },
    { source: 'total_asset', kind: 'money', coin: 'coin_name', decimals: 2, areas: ['column'] },
  ],
  recordRepresentation: 'coin_name',
  list: { sort: { field: 'coin_name', order: 'ASC' }, perPage: 100 },
  capabilities: { export: false },
});
