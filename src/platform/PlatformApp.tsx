import { localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { StorageKey } from '../data/storage';
import type { ConsoleComposition } from '../shell/composeConsole';
import { ConsoleApp, type AppProviders, type ConsoleShell } from '../shell/ConsoleApp';
import { lazyPage } from '../widgets/lazyPage';
import { homePage } from './pages/home/page';
import { PlatformAppBar } from './shell/PlatformAppBar';

/** /platform/Login inside the console (after signing out, or when a session ends): fetched then. */
const LoginPage = lazyPage(() => import('./auth/PlatformLoginPage').then((page) => page.PlatformLoginPage));

/** Where / leads: the overview. */
const GoToOverview = () => <Navigate to={homePage.path} replace />;

/**
 * react-admin's store, the merchant console's name: the day/night choice and the language are the browser's, whichever
 * console shows them (the signed-out pages read them there too, src/auth/pageSettings.ts).
 */
export const platformStore = localStorageStore(undefined, 'Kassa');

/** The platform console's own parts of the shell: its address, the staff session, its app bar and sign-in. */
export const platformShell: ConsoleShell = {
  basename: '/platform',
  store: platformStore,
  title: 'kassa.platform.title',
  tokenKey: StorageKey.staffToken,
  menusKey: StorageKey.staffMenus,
  appBar: PlatformAppBar,
  loginPage: LoginPage,
  dashboard: GoToOverview,
  routesWithoutLayout: [<Route key="home" path="/Home" element={<GoToOverview />} />],
  // The overview of a role that reviews nothing makes no call that would find the session gone.
  requireAuth: true,
};

/** The platform console (consoles/platformConsole.ts composes its record types and pages). */
export function PlatformApp({ console, ...providers }: AppProviders & { console: ConsoleComposition }) {
  return <ConsoleApp shell={platformShell} console={console} {...providers} />;
}
