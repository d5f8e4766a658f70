import Key from '@mui/icons-material/Key';
import { definePage } from '../../shell/composeConsole';
import type { MenuItem } from '../../shell/menu';
import { lazyPage } from '../../widgets/lazyPage';

export const apiManagementPage = definePage({
  path: '/api/ManagementIndex',
  menu: { id: 16, name: 'API管理', lang: 'apiManagement', icon: 'key', group: 'system' },
  title: { en: 'API management', zh_Hans: 'API管理', zh_Hant: 'API管理', vi: 'Quản lý API' },
  icon: Key,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.ApiManagementPage)),
});
