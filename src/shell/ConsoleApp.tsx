import { CssBaseline } from '@mui/material';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
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
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type LayoutProps,
  type Store,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import type { StorageKey } from '../data/storage';
import { AppMenu } from './AppMenu';
import type { ConsoleComposition } from './composeConsole';
import { MenuRoutesProvider, RouteGuard, useMenuRoutes } from './MenuRoutesContext';
import { menuRouteElements } from './menuRoutes';
import { NotFound } from './NotFound';
import { ProgressNames } from './ProgressNames';
import { darkTheme, lightTheme } from './theme';
import { ToastNotification } from './ToastNotification';

export interface AppProviders {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

/**
 * What makes one console of the shell its own: the merchant console (src/App.tsx) and the platform console
 * (src/platform/PlatformApp.tsx) are the same react-admin frame, menu, routing guard and record screens, each with
 * its address, session, app bar and pages.
 */
export interface ConsoleShell {
  /** Where the console is served: '' for the merchant console at /, '/platform' for the platform's. */
  basename: string;
  /** react-admin's store (theme, locale, each list's parameters). */
  store: Store;
  /** The document title's key. */
  title: string;
  /** Where the session's token is kept: the menu's badges ask only while there is one. */
  tokenKey: StorageKey;
  /** Where the registered menu is stored. */
  menusKey: StorageKey;
  appBar: ComponentType;
  /** /Login inside the console. */
  loginPage: ComponentType;
  /** What / shows: it leads to the console's first page. */
  dashboard: () => ReactNode;
  /** Rendered once inside the layout, beside the page (a watcher of the account). */
  inLayout?: ReactNode;
  /** Routes outside the layout (Route elements). */
  routesWithoutLayout?: ReactNode;
  /** Pages inside the layout that are not in the menu (Route elements). */
  routes?: ReactNode;
  /**
   * Every page asks for the session before it shows (react-admin's `requireAuth`), bespoke pages included: for a
   * console whose pages may make no call of their own to find the session gone.
   */
  requireAuth?: boolean;
}

const ShellContext = createContext<ConsoleShell | null>(null);

function useShell(): ConsoleShell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ConsoleApp>');
  return shell;
}

/**
 * The content takes the width the menu leaves and no more (react-admin's layout grows to fit its content): a wide
 * table scrolls inside its own box, so the page never scrolls sideways and never slides under the fixed menu.
 */
const layoutFitsWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

function ConsoleLayout({ children, ...props }: LayoutProps) {
  const shell = useShell();
  return (
    <ProgressNames>
      <Layout {...props} sx={layoutFitsWindow} menu={AppMenu} appBar={shell.appBar}>
        {shell.inLayout}
        {children}
      </Layout>
    </ProgressNames>
  );
}

function Admin({ dataProvider, authProvider, i18nProvider }: AppProviders) {
  const shell = useShell();
  const { menu, console } = useMenuRoutes();
  return (
    // react-admin's <Admin>, spelled out (AdminContext and AdminUI): <AdminUI> names react-admin's own login form as
    // its default login page, which would bring react-admin's forms into the first load although the console's replaces it.
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={shell.store} theme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={shell.title}
          layout={ConsoleLayout}
          loginPage={shell.loginPage}
          dashboard={shell.dashboard}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          requireAuth={shell.requireAuth === true}
          disableTelemetry
        >
          {shell.routesWithoutLayout && <CustomRoutes noLayout>{shell.routesWithoutLayout}</CustomRoutes>}
          {shell.routes && <CustomRoutes>{shell.routes}</CustomRoutes>}
          {menu ? menuRouteElements(menu, console) : null}
        </CoreAdminUI>
        <ToastNotification />
      </CssBaseline>
    </AdminContext>
  );
}

/** A console of the shell: its router (under its address), the menu's routes, the guard and react-admin. */
export function ConsoleApp({ shell, console, ...providers }: AppProviders & { shell: ConsoleShell; console: ConsoleComposition }) {
  return (
    <ShellContext.Provider value={shell}>
      <BrowserRouter basename={shell.basename || undefined}>
        <MenuRoutesProvider console={console} menusKey={shell.menusKey} tokenKey={shell.tokenKey}>
          <RouteGuard />
          <Admin {...providers} />
        </MenuRoutesProvider>
      </BrowserRouter>
    </ShellContext.Provider>
  );
}
