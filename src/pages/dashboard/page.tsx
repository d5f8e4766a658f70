import Dashboard from '@mui/icons-material/Dashboard';
import { definePage } from '../../shell/composeConsole';
import { DashboardPage } from './DashboardPage';

/** The dashboard, where signing in leads: it comes with the console, not fetched when opened. */
export const dashboardPage = definePage({
  path: '/payment/InstrumentPanel',
  menu: { id: 1, name: '数据面板', lang: 'dashboard', icon: 'dashboard' },
  title: { en: 'Dashboard', zh_Hans: '数据面板', zh_Hant: '資料面板', vi: 'Bảng điều khiển' },
  icon: Dashboard,
  component: DashboardPage,
});
