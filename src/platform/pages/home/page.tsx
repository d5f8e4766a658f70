import Dashboard from '@mui/icons-material/Dashboard';
import { definePage } from '../../../shell/composeConsole';
import { HomePage } from './HomePage';

/** The overview, where signing in leads: every role sees it; the queues' counts show to those who review. */
export const homePage = definePage({
  path: '/overview',
  menu: { id: 1, name: '概览', lang: 'platformHome', icon: 'dashboard' },
  title: { en: 'Overview', zh_Hans: '概览', zh_Hant: '概覽', vi: 'Tổng quan' },
  icon: Dashboard,
  component: HomePage,
});
