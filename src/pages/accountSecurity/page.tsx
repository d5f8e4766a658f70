import Security from '@mui/icons-material/Security';
import { definePage } from '../../shell/composeConsole';
import type { MenuItem } from '../../shell/menu';
import { lazyPage } from '../../widgets/lazyPage';

export const accountSecurityPage = definePage({
  path: '/system/AccountSecurity',
  menu: { id: 15, name: '账户与安全', lang: 'accountSecurity', icon: 'security', group: 'system' },
  title: { en: 'Account and security', zh_Hans: '账户与安全', zh_Hant: '帳戶與安全', vi: 'Tài khoản và bảo mật' },
  icon: Security,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.AccountSecurityPage)),
});
