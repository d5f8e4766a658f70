import Tune from '@mui/icons-material/Tune';
import { contractCalls } from '../../../data/contract.atBuild';
import { definePage } from '../../../shell/composeConsole';
import type { MenuItem } from '../../../shell/menu';
import { lazyPage } from '../../../widgets/lazyPage';

/** The platform settings: every role reads them (the menu follows the query's roles); administrators change them. */
export const settingsPage = definePage({
  path: '/settings',
  menu: { id: 41, name: '平台设置', lang: 'platformSettings', icon: 'tune', group: 'administration', roles: contractCalls.platformSettingsQuery.staff },
  title: { en: 'Platform settings', zh_Hans: '平台设置', zh_Hant: '平台設定', vi: 'Cài đặt nền tảng' },
  icon: Tune,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.SettingsPage)),
});
