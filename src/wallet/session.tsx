import { createContext, useContext } from 'react';
import type { WalletProfile, WalletSession } from './api';

/** The signed-in payer as every screen of the wallet sees them, and what a screen may ask of the app. */
export interface WalletState {
  profile: WalletProfile;
  /** Takes the profile a call answered (identity steps, payment password). */
  setProfile: (profile: WalletProfile) => void;
  /** Reads the profile again (balances after a payment). */
  refreshProfile: () => Promise<void>;
  /** Ends this session here (the server's sign-out is the caller's). */
  signedOut: () => void;
  /**
   * Refusals every screen handles the same way: a network failure (a toast) and an ended session (back to sign-in,
   * then here again). True when handled; the screen shows any other refusal itself.
   */
  onFailure: (error: unknown) => boolean;
}

export const WalletContext = createContext<WalletState | null>(null);

export function useWallet(): WalletState {
  const state = useContext(WalletContext);
  if (!state) throw new Error('useWallet outside a signed-in wallet');
  return state;
}

/** What the sign-in and sign-up screens hand the app. */
export type OnSignedIn = (session: WalletSession) => void;
