/**
 * Slots through which code outside React (the HTTP client, the providers) navigates and shows toasts.
 * `<UiBridge />` fills them with react-router's navigate and react-admin's notify while it is mounted;
 * before that (or in a plain script) they fall back to a full page load and the console.
 */
export type Navigator = (path: string) => void;

/** Toast kinds of spec section 9. */
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

export interface NotifyOptions {
  type: ToastType;
  /** Values for the `%{name}` placeholders of a translated message. */
  args?: Record<string, unknown>;
}
export type Notifier = (message: string, options: NotifyOptions) => void;

const defaultNavigator: Navigator = (path) => window.location.assign(path);

const defaultNotifier: Notifier = (message, { type }) => {
  const log = type === 'error' ? console.error : type === 'warning' ? console.warn : console.info;
  log(`[${type}] ${message}`);
};

let currentNavigator: Navigator = defaultNavigator;
let currentNotifier: Notifier = defaultNotifier;

/** Sends the user to an in-app path. */
export function navigate(path: string): void {
  currentNavigator(path);
}

/** Shows a message (an i18n key or raw text) as a toast. Prefer `toast()` from toast.ts. */
export function notify(message: string, options: NotifyOptions): void {
  currentNotifier(message, options);
}

/** Registers the navigator; `null` restores the default. Returns a function that restores the previous one. */
export function setNavigate(navigator: Navigator | null): () => void {
  const previous = currentNavigator;
  currentNavigator = navigator ?? defaultNavigator;
  return () => {
    currentNavigator = previous;
  };
}

/** Registers the notifier; `null` restores the default. Returns a function that restores the previous one. */
export function setNotify(notifier: Notifier | null): () => void {
  const previous = currentNotifier;
  currentNotifier = notifier ?? defaultNotifier;
  return () => {
    currentNotifier = previous;
  };
}
