import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { definePage } from '../../../shell/composeConsole';
import type { MenuItem } from '../../../shell/menu';
import { lazyPage } from '../../../widgets/lazyPage';

/** Every member's own account: their sessions and sign-out; last in the menu, after the groups. */
export const accountPage = definePage({
  path: '/account',
  menu: { id: 50, name: '我的账户', lang: 'platformAccount', icon: 'manage_accounts' },
  title: { en: 'My account', zh_Hans: '我的账户', zh_Hant: '我的帳戶', vi: 'Tài khoản của tôi' },
  icon: ManageAccounts,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.AccountPage)),
});
