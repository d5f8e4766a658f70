import { useEffect, useState, type MouseEvent } from 'react';

/*
 * The wallet's pages are paths under /wallet/ (the server answers the app at each of them): a few lines of history
 * API instead of a router package, so the first load stays small.
 */

export const basePath = '/wallet';

export const pages = {
  home: '/wallet/',
  signIn: '/wallet/sign-in',
  signUp: '/wallet/sign-up',
  scan: '/wallet/scan',
  pay: '/wallet/pay',
  withdraw: '/wallet/withdraw',
  history: '/wallet/history',
  account: '/wallet/account',
  phone: '/wallet/account/phone',
  identity: '/wallet/account/identity',
  bankCard: '/wallet/account/bank-card',
  paymentPassword: '/wallet/account/payment-password',
  sessions: '/wallet/account/sessions',
  passkeys: '/wallet/account/passkeys',
} as const;

export type PagePath = (typeof pages)[keyof typeof pages];

export interface Location {
  /** The path without a trailing slash, except the home page's /wallet/. */
  path: string;
  search: URLSearchParams;
}

function read(): Location {
  const trimmed = window.location.pathname.replace(/\/+$/, '');
  return { path: trimmed === basePath ? pages.home : trimmed, search: new URLSearchParams(window.location.search) };
}

const listeners = new Set<() => void>();

/** Set when the payer moves to another page (not on the first): that page's heading takes the focus. */
let focusRequested = false;

/** Whether the page just shown was moved to, so its heading should take the focus (asked once per move). */
export function takeFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}

/** Goes to a page of the wallet (a path with its query); `replace` leaves no entry to go back to. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(to, window.location.origin);
  // The page's language stays with it, as the checkout keeps ?lang=.
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang && !url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  const target = `${url.pathname}${url.search}`;
  if (replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  focusRequested = true;
  listeners.forEach((listener) => listener());
}

/** The current page; re-renders on navigate() and on the browser's Back and Forward. */
export function useLocation(): Location {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => setLocation(read());
    const onPopState = () => {
      focusRequested = true;
      update();
    };
    listeners.add(update);
    window.addEventListener('popstate', onPopState);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return location;
}

/** Where to come back to after signing in: only a page of the wallet, never another site. */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith(`${basePath}/`) || next.startsWith('//')) return pages.home;
  return next;
}

/** A link's click handled inside the app (a modified click opens a new tab as usual). */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? pages.home);
}
