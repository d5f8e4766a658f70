import { localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { StorageKey } from './data/storage';
import { AccountWatcher } from './shell/AccountWatcher';
import { KassaAppBar } from './shell/AppBar';
import type { ConsoleComposition } from './shell/composeConsole';
import { ConsoleApp, type AppProviders, type ConsoleShell } from './shell/ConsoleApp';
import { extraPageRoutes } from './shell/extraRoutes';
import { Restricted } from './shell/Restricted';
import { lazyPage } from './widgets/lazyPage';

export type { AppProviders };

export interface AppProps extends AppProviders {
  /** The record types and bespoke pages of the menu (consoles/console.ts composes the merchant console's). */
  console: ConsoleComposition;
}

/** /Login inside the console (after signing out, or when a session ends): fetched then, not with the dashboard. */
const LoginPage = lazyPage(() => import('./auth/LoginPage').then((page) => page.LoginPage));

/** The content pages, read signed out too: their own chunk. */
const ContentPage = lazyPage(() => import('./pages/content/ContentPage').then((page) => page.ContentPage));

/** Where / leads: the dashboard of the menu. */
const GoToDashboard = () => <Navigate to="/payment/InstrumentPanel" replace />;

/** react-admin remembers the theme and the locale in this store; the locale also lives in `language`. */
export const appStore = localStorageStore(undefined, 'Kassa');

/** The merchant console's own parts of the shell. */
const merchantShell: ConsoleShell = {
  basename: '',
  store: appStore,
  title: 'kassa.app.title',
  tokenKey: StorageKey.token,
  menusKey: StorageKey.menus,
  appBar: KassaAppBar,
  loginPage: LoginPage,
  dashboard: GoToDashboard,
  inLayout: <AccountWatcher />,
  routesWithoutLayout: [
    <Route key="restricted" path="/Restricted" element={<Restricted />} />,
    // /Home (spec §2, guard-free) leads to the dashboard.
    <Route key="home" path="/Home" element={<GoToDashboard />} />,
    // The content pages: outside the layout, read without signing in too.
    <Route key="legal" path="/legal/:slug" element={<ContentPage />} />,
  ],
  routes: extraPageRoutes,
};

/** The merchant console. */
export function App({ console, ...providers }: AppProps) {
  return <ConsoleApp shell={merchantShell} console={console} {...providers} />;
}
