import Storefront from '@mui/icons-material/Storefront';
import { z } from 'zod';
import { AccountStatus, AccountType } from '../../../openapi/account';
import { endpoints } from '../../../openapi/endpoints';
import { KycStatus } from '../../../openapi/kyc';
import { platformMerchantCreateForm } from '../../../openapi/platformMerchants';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { lazyPart } from '../../../src/widgets/lazyPage';
import { merchantsLabels } from './labels';

const name = 'merchant';
const screen = { name, labels: merchantsLabels };

const merchantStatusChoices = choicesOf(screen, 'merchantStatus', AccountStatus.options, { normal: 'success', suspended: 'error' });
const kycStatusChoices = choicesOf(screen, 'kycStatus', KycStatus.options, { pending: 'warning', verified: 'success', rejected: 'error' });
const accountTypeChoices = choicesOf(screen, 'accountType', AccountType.options);

// The detail's parts come with the detail, not with the list.
const holdings = () => import('./holdings');
const MerchantBalances = lazyPart(() => holdings().then((parts) => parts.MerchantBalances));
const MerchantOperators = lazyPart(() => holdings().then((parts) => parts.MerchantOperators));
const MerchantFeeSchedule = lazyPart(() => import('./feeSchedule').then((parts) => parts.MerchantFeeSchedule));

/** An optional field of the create form left empty is not sent (the server then takes the username as the name). */
const leftOut = (value: unknown) => (value === '' || value === null ? undefined : value);
const { shape } = platformMerchantCreateForm;

/**
 * The platform's merchants (docs/platform.md, "Merchants and wallet users"): every role lists and reads them;
 * administrators create one with its first operator (whose one-time link goes to the operator's email and is never
 * shown), suspend and resume it with a reason, and set its fee schedule in its detail.
 */
export const merchants = defineResource({
  name,
  labels: merchantsLabels,
  menu: { id: 21, name: '商户', lang: 'platformMerchants', icon: 'storefront', group: 'accounts' },
  icon: Storefront,
  api: { idField: 'merchant_id', list: endpoints.platformMerchantQuery, detail: endpoints.platformMerchantDetail, create: endpoints.platformMerchantCreate },
  fields: [
    { source: 'merchant_id', kind: 'text', areas: ['column', 'detail'], copyable: true, shorten: false },
    { source: 'username', kind: 'text', areas: ['form'], required: true },
    { source: 'name', kind: 'text', areas: ['column', 'form', 'detail'], rule: z.preprocess(leftOut, shape.name) },
    { source: 'account_type', kind: 'choice', choices: accountTypeChoices, areas: ['column', 'form', 'detail'], required: true, defaultValue: 'regular' },
    { source: 'status', kind: 'status', choices: merchantStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'status_reason', kind: 'text', areas: ['detail'] },
    { source: 'kyc_status', kind: 'status', choices: kycStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'agent_id', kind: 'text', areas: ['form', 'detail'], rule: z.preprocess(leftOut, shape.agent_id) },
    { source: 'email', kind: 'text', areas: ['form'], required: true },
    { source: 'phone', kind: 'text', areas: ['form'], rule: z.preprocess(leftOut, shape.phone) },
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
      { title: 'merchant', fields: ['merchant_id', 'name', 'account_type', 'agent_id', 'time_zone', 'create_time'], part: MerchantBalances },
      { title: 'state', fields: ['status', 'status_reason', 'kyc_status'], part: MerchantOperators },
      { fields: [], part: MerchantFeeSchedule },
    ],
  },
  create: {
    groups: [{ fields: ['username', 'email', 'phone', 'name', 'account_type', 'agent_id'] }],
    dialog: true,
    stepUp: true,
    success: 'add',
    created: { record: 'merchant', sentTo: 'link_sent_to', expires: 'link_expires' },
  },
  actions: [
    { kind: 'reason', name: 'suspend', call: endpoints.platformMerchantSuspend, when: { status: 'normal' }, stepUp: true },
    { kind: 'reason', name: 'resume', call: endpoints.platformMerchantResume, when: { status: 'suspended' }, stepUp: true, tone: 'success' },
  ],
  capabilities: { create: true },
});
