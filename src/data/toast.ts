import { notify, type ToastType } from './uiBridge';

export { toastTypes, type ToastType } from './uiBridge';

/** Spec section 9: duration 3000 ms, offset 16 (px from the top edge), default type info. */
export const toastDefaults = {
  durationMs: 3000,
  offset: 16,
  type: 'info',
} as const satisfies { durationMs: number; offset: number; type: ToastType };

/**
 * Shows a toast through the notifier registered in the UI bridge.
 * `message` is an i18n key or a raw text (a server `detail`); an unknown key is shown as is.
 * `args` fill the `%{name}` placeholders of a translated message.
 */
export function toast(message: string, type: ToastType = toastDefaults.type, args?: Record<string, unknown>): void {
  notify(message, { type, ...(args ? { args } : {}) });
}
