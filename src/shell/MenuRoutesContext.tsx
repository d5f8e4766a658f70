import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storage, type StorageKey } from '../data/storage';
import type { ConsoleComposition } from './composeConsole';
import type { MenuItem } from './menu';
import { decideNavigation } from './routeGuard';

interface MenuRoutesState {
  /** The registered menu, or null before the guard registered it. */
  menu: MenuItem[] | null;
  register: () => MenuItem[];
  /** The console the entry point composed: its menu, icons, screens and pages. */
  console: ConsoleComposition;
  /** Whether the console's session has its token now (the menu's badges ask only then). */
  signedIn: () => boolean;
}

const MenuRoutesContext = createContext<MenuRoutesState | null>(null);

export function MenuRoutesProvider({
  console,
  menusKey,
  tokenKey,
  children,
}: {
  console: ConsoleComposition;
  /** Where the registered menu is stored (the merchant console's `menus` of spec section 3). */
  menusKey: StorageKey;
  /** Where the console's session token is kept. */
  tokenKey: StorageKey;
  children: ReactNode;
}) {
  const [menu, setMenu] = useState<MenuItem[] | null>(null);
  const register = useCallback(() => {
    storage.setJson(menusKey, console.menu);
    setMenu(console.menu);
    return console.menu;
  }, [console, menusKey]);
  const signedIn = useCallback(() => storage.get(tokenKey) !== null, [tokenKey]);
  const value = useMemo(() => ({ menu, register, console, signedIn }), [menu, register, console, signedIn]);
  return <MenuRoutesContext.Provider value={value}>{children}</MenuRoutesContext.Provider>;
}

export function useMenuRoutes(): MenuRoutesState {
  const state = useContext(MenuRoutesContext);
  if (!state) throw new Error('useMenuRoutes must be used inside <MenuRoutesProvider>');
  return state;
}

/** Runs the routing guard on every navigation (inside the router, outside react-admin's routes). */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { menu, register } = useMenuRoutes();

  useEffect(() => {
    if (decideNavigation(location.pathname, menu !== null) === 'register-and-repeat') {
      register();
      // Repeat the navigation only if no newer one (say, a redirect to /Login) superseded it meanwhile.
      const stillCurrent = window.location.pathname === location.pathname && window.location.search === location.search;
      if (stillCurrent) navigate(location, { replace: true, state: location.state });
    }
  }, [location, menu, register, navigate]);

  return null;
}
