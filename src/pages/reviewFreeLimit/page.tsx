import PriceCheck from '@mui/icons-material/PriceCheck';
import { definePage } from '../../shell/composeConsole';
import type { MenuItem } from '../../shell/menu';
import { lazyPage } from '../../widgets/lazyPage';

export const reviewFreeLimitPage = definePage({
  path: '/withdraw/ImmunityTrial',
  menu: { id: 17, name: '提现免审额度管理', lang: 'reviewFreeLimit', icon: 'limit', group: 'system' },
  title: {
    en: 'Withdrawal free-review limit management',
    zh_Hans: '提现免审额度管理',
    zh_Hant: '提現免審額度管理',
    vi: 'Quản lý hạn mức rút tiền miễn duyệt',
  },
  icon: PriceCheck,
  component: lazyPage<{ item: MenuItem }>(() => import('./index').then((page) => page.ReviewFreeLimitPage)),
});
