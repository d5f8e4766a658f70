/**
 * What the console knows of the signed-in operator's passkeys: how many it has and whether its merchant requires
 * them (`passkey/list`). Read once a session, the first time a protected form asks for a confirmation
 * (src/data/passkeys.ts, `ensurePasskeyStatus`), and told again by Account and security after each change. The
 * "Use a passkey" button shows when the operator has one; under the requirement the code field gives way to it, and
 * the form's rule asks for the passkey first (src/data/stepUp.ts). Kept with the session's token, so another sign-in
 * starts afresh.
 */
import { useSyncExternalStore } from 'react';
import { storage, StorageKey } from './storage';

export interface PasskeyStatus {
  count: number;
  required: boolean;
}

let known: { token: string | null; status: PasskeyStatus } | null = null;

/** The sessions the status belongs to: the operator's and the staff member's tokens (a console uses one of them). */
const sessionOf = () => `${storage.get(StorageKey.token) ?? ''}|${storage.get(StorageKey.staffToken) ?? ''}`;
const listeners = new Set<() => void>();

/** The operator's passkeys as last read in this session; null while unknown. */
export function passkeyStatus(): PasskeyStatus | null {
  return known && known.token === sessionOf() ? known.status : null;
}

/** Notes what `passkey/list` answered (or what a change made of it). */
export function notePasskeyStatus(status: PasskeyStatus): void {
  known = { token: sessionOf(), status };
  for (const listener of listeners) listener();
}

/** Forgets what was read (a test's fresh start; another sign-in starts afresh anyway). */
export function forgetPasskeyStatus(): void {
  known = null;
  for (const listener of listeners) listener();
}

/** Whether a confirmation must come from a passkey: the merchant requires them and the operator has one. */
export function passkeyStepUpOnly(): boolean {
  const status = passkeyStatus();
  return status !== null && status.required && status.count > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The status for a component, which renders again when it changes. */
export function usePasskeyStatus(): PasskeyStatus | null {
  useSyncExternalStore(subscribe, () => known);
  return passkeyStatus();
}
