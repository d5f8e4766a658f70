import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { endpoints } from '../../../openapi/endpoints';
import { WalletUserStatus } from '../../../openapi/platformMerchants';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { lazyPart } from '../../../src/widgets/lazyPage';
import { walletUsersLabels } from './labels';

const name = 'wallet_user';

const walletUserStatusChoices = choicesOf({ name, labels: walletUsersLabels }, 'walletUserStatus', WalletUserStatus.options, { active: 'success', suspended: 'error' });

// The detail's parts come with the detail, not with the list.
const activity = () => import('./activity');
const WalletUserProfile = lazyPart(() => activity().then((parts) => parts.WalletUserProfile));
const WalletUserActivity = lazyPart(() => activity().then((parts) => parts.WalletUserActivity));

/**
 * The wallet users (payers), for support and administrators (docs/platform.md, "Merchants and wallet users"): their
 * identity, balances, latest movements and sessions; administrators suspend and resume them with a reason.
 */
export const walletUsers = defineResource({
  name,
  labels: walletUsersLabels,
  menu: { id: 22, name: '钱包用户', lang: 'platformWalletUsers', icon: 'account_balance_wallet', group: 'accounts' },
  icon: AccountBalanceWallet,
  api: { idField: 'uid', list: endpoints.platformWalletUserQuery, detail: endpoints.platformWalletUserDetail },
  fields: [
    { source: 'uid', kind: 'text', areas: ['column', 'detail'], copyable: true, shorten: false },
    { source: 'username', kind: 'text', areas: ['column', 'detail'] },
    { source: 'nickname', kind: 'text', areas: ['column', 'detail'] },
    { source: 'phone', kind: 'text', areas: ['column', 'detail'] },
    { source: 'status', kind: 'status', choices: walletUserStatusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'status_reason', kind: 'text', areas: ['detail'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'detail'] },
  ],
  recordRepresentation: 'uid',
  list: {
    filters: ['status', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    priority: { nickname: 2, phone: 2 },
  },
  detail: {
    groups: [
      { title: 'user', fields: ['uid', 'username', 'nickname', 'phone', 'create_time'], part: WalletUserProfile },
      { title: 'state', fields: ['status', 'status_reason'], part: WalletUserActivity },
    ],
  },
  actions: [
    { kind: 'reason', name: 'suspend', call: endpoints.platformWalletUserSuspend, when: { status: 'active' }, stepUp: true },
    { kind: 'reason', name: 'resume', call: endpoints.platformWalletUserResume, when: { status: 'suspended' }, stepUp: true, tone: 'success' },
  ],
  capabilities: {},
});
