import Storefront from '@mui/icons-material/Storefront';
import { AccountStatus, AccountType } from '../../../openapi/account';
import { endpoints } from '../../../openapi/endpoints';
import { KycStatus } from '../../../openapi/kyc';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { merchantsLabels } from './labels';

const name = 'merchant';
const screen = { name, labels: merchantsLabels };

const merchantStatusChoices = choicesOf(screen, 'merchantStatus', AccountStatus.options, { normal: 'success', suspended: 'error' });
const kycStatusChoices = choicesOf(screen, 'kycStatus', KycStatus.options, { pending: 'warning', verified: 'success', rejected: 'error' });
const accountTypeChoices = choicesOf(screen, 'accountType', AccountType.options);

/**
 * The platform's merchants (docs/platform.md, "Merchants and wallet users"): every role lists and reads them;
 * administrators create one with its first operator, suspend and resume it, and set its fee schedule.
 */
export const merchants = defineResource({
  name,
  labels: merchantsLabels,
  menu: { id: 21, name: '商户', lang: 'platformMerchants', icon: 'storefront', group: 'accounts' },
  icon: Storefront,
  api: { idField: 'merchant_id', list: endpoints.platformMerchantQuery, detail: endpoints.platformMerchantDetail },
  fields: [
    { source: 'merchant_id', kind: 'text', areas: ['column', 'detail'], copyable: true, shorten: false },
    { source: 'name', kind: 'text', areas: ['column', 'detail'] },
    { source: 'account_type', kind: 'choice', choices: accountTypeChoices, areas: ['column', 'detail'] },
    { source: 'status', kind: 'status', choices: merchantStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'status_reason', kind: 'text', areas: ['detail'] },
    { source: 'kyc_status', kind: 'status', choices: kycStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'agent_id', kind: 'text', areas: ['detail'] },
    { source: 'time_zone', kind: 'text', areas: ['detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter', 'detail'] },
  ],
  recordRepresentation: 'name',
  list: {
    filters: ['status', 'kyc_status', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    priority: { account_type: 2 },
  },
  detail: {
    groups: [
      { title: 'merchant', fields: ['merchant_id', 'name', 'account_type', 'agent_id', 'time_zone', 'create_time'] },
      { title: 'state', fields: ['status', 'status_reason', 'kyc_status'] },
    ],
  },
  capabilities: {},
});
