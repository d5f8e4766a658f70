import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Layout,
  LoadingPage,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type LayoutProps,
} from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { AccountWatcher } from './shell/AccountWatcher';
import { KassaAppBar } from './shell/AppBar';
import { AppMenu } from './shell/AppMenu';
import { MenuRoutesProvider, RouteGuard, useMenuRoutes } from './shell/MenuRoutesContext';
import type { ConsoleComposition } from './shell/composeConsole';
import { extraPageRoutes } from './shell/extraRoutes';
import { menuRouteElements } from './shell/menuRoutes';
import { NotFound } from './shell/NotFound';
import { ProgressNames } from './shell/ProgressNames';
import { Restricted } from './shell/Restricted';
import { darkTheme, lightTheme } from './shell/theme';
import { ToastNotification } from './shell/ToastNotification';
import { lazyPage } from './widgets/lazyPage';

export interface AppProviders {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

export interface AppProps extends AppProviders {
  /** The record types and bespoke pages of the menu (src/console.ts composes the merchant console's). */
  console: ConsoleComposition;
}

/** /Login inside the console (after signing out, or when a session ends): fetched then, not with the dashboard. */
const LoginPage = lazyPage(() => import('./auth/LoginPage').then((page) => page.LoginPage));

/** The content pages, read signed out too: their own chunk. */
const ContentPage = lazyPage(() => import('./pages/content/ContentPage').then((page) => page.ContentPage));

/** Where / leads: the dashboard of the menu. */
const GoToDashboard = () => <Navigate to="/payment/InstrumentPanel" replace />;

/**
 * The content takes the width the menu leaves and no more (react-admin's layout grows to fit its content): a wide
 * table scrolls inside its own box, so the page never scrolls sideways and never slides under the fixed menu.
 */
const layoutFitsWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

const AppLayout = ({ children, ...props }: LayoutProps) => (
  <ProgressNames>
    <Layout {...props} sx={layoutFitsWindow} menu={AppMenu} appBar={KassaAppBar}>
      <AccountWatcher />
      {children}
    </Layout>
  </ProgressNames>
);

/** react-admin remembers the theme and the locale in this store; the locale also lives in `language`. */
export const appStore = localStorageStore(undefined, 'Kassa');

function KassaAdmin({ dataProvider, authProvider, i18nProvider }: AppProviders) {
  const { menu, console } = useMenuRoutes();
  return (
    // react-admin's <Admin>, spelled out (AdminContext and AdminUI): <AdminUI> names react-admin's own login form as
    // its default login page, which would bring react-admin's forms into the first load although LoginPage replaces it.
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={appStore} theme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="kassa.app.title"
          layout={AppLayout}
          loginPage={LoginPage}
          dashboard={GoToDashboard}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/Restricted" element={<Restricted />} />
            {/* /Home (spec §2, guard-free) leads to the dashboard. */}
            <Route path="/Home" element={<GoToDashboard />} />
            {/* The content pages: outside the layout, read without signing in too. */}
            <Route path="/legal/:slug" element={<ContentPage />} />
          </CustomRoutes>
          <CustomRoutes>{extraPageRoutes}</CustomRoutes>
          {menu ? menuRouteElements(menu, console) : null}
        </CoreAdminUI>
        <ToastNotification />
      </CssBaseline>
    </AdminContext>
  );
}

export function App({ console, ...providers }: AppProps) {
  return (
    <BrowserRouter>
      <MenuRoutesProvider console={console}>
        <RouteGuard />
        <KassaAdmin {...providers} />
      </MenuRoutesProvider>
    </BrowserRouter>
  );
}
