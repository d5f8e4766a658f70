/**
 * The session's step-up window as the console knows it: every signed-in answer carries `X-Step-Up-Until` (the end of
 * the window, or empty while it is closed; server/auth/stepUp.ts), and the HTTP client notes it here. The code field
 * of a protected form (AuthenticatorCodeInput) shows while the window is closed and hides while it is open. When the
 * window closed in the meantime (time, a wrong code, another tab's password change), the server refuses the change
 * with 4000 on google_code and an empty header: the field then shows, with that message, and the operator types the
 * code and sends again. So the console never has to guess, and a form sent late never ends in a dead end.
 */
import { useEffect, useSyncExternalStore } from 'react';

let until: number | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Notes the header of an answer; an answer without it (a call that is not signed in) says nothing. */
export function noteStepUpHeader(value: string | null): void {
  if (value === null) return;
  const next = value === '' ? null : Date.parse(value);
  const normalised = next !== null && Number.isFinite(next) ? next : null;
  if (normalised === until) return;
  until = normalised;
  changed();
}

/** Forgets the window (sign-out). */
export function forgetStepUp(): void {
  noteStepUpHeader('');
}

/** Whether the window is open now, as the last answer said. */
export function stepUpOpen(now = Date.now()): boolean {
  return until !== null && until > now;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the window is open, for a component: it renders again when an answer changes it, and when it runs out. */
export function useStepUpOpen(): boolean {
  const end = useSyncExternalStore(subscribe, () => until);
  const open = end !== null && end > Date.now();
  useEffect(() => {
    if (!open || end === null) return undefined;
    const timer = setTimeout(changed, end - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [open, end]);
  return open;
}

