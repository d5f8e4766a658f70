import Badge from '@mui/icons-material/Badge';
import { contractCalls } from '../../../data/contract.atBuild';
import { definePage } from '../../../shell/composeConsole';
import type { MenuItem } from '../../../shell/menu';
import { lazyPage } from '../../../widgets/lazyPage';

/** The staff accounts: administrators only (the list call's roles). */
export const staffPage = definePage({
  path: '/staff',
  menu: { id: 42, name: '员工', lang: 'platformStaff', icon: 'badge', group: 'administration', roles: contractCalls.staffQuery.staff },
  title: { en: 'Staff', zh_Hans: '员工', zh_Hant: '員工', vi: 'Nhân viên' },
  icon: Badge,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.StaffPage)),
});
