/**
 * The routing guard of spec section 2: for any path other than /, /Home, /Login and /Restricted,
 * when the menu routes are not registered yet, they are added from the fixed menu
 * and the navigation is repeated.
 */
export const guardFreePaths = ['/', '/Home', '/Login', '/Restricted'];

export type GuardDecision = 'proceed' | 'register-and-repeat';

export function decideNavigation(pathname: string, menuRoutesRegistered: boolean): GuardDecision {
  if (menuRoutesRegistered) return 'proceed';
  const isGuardFree = guardFreePaths.some((path) => path.toLowerCase() === pathname.toLowerCase());
  return isGuardFree ? 'proceed' : 'register-and-repeat';
}
