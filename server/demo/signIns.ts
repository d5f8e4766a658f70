/**
 * The demo's published sign-ins (docs/decisions/server.md and hosted-checkout.md, printed by npm start) and what a
 * start asks of them: whether any account still accepts a published password, and the demo operator's authenticator.
 */
import { verifyPassword } from '../auth/passwords';
import { findUserByUsername, totpSecretOf } from '../auth/repository';
import { findPayerByUsername } from '../payers/payers';
import { findStaffByUsername, staffTotpSecretOf } from '../staff/repository';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';

/** The documented demo sign-in; the authenticator secret is random per install. */
export const demoCredentials = { username: 'demo', password: 'Kassa-demo-2025' } as const;
export const partnerCredentials = { username: 'partner', password: 'Kassa-partner-2025' } as const;

/** The demo's platform administrator (server/staff/), for the platform's staff calls; the authenticator is random per install. */
export const demoStaffCredentials = { username: 'platform-admin', password: 'Kassa-platform-2025' } as const;

/** A second demo administrator: a rule about money takes two (docs/platform.md), so the demo can show one approved. */
export const demoSecondStaffCredentials = { username: 'platform-admin-2', password: 'Kassa-platform2-2025' } as const;

/**
 * Wallet sign-ins at the hosted checkout: alice (U10001) is ready to pay, with identity authentication and a payment
 * password done; minh (U10003) still has every step of identity authentication ahead.
 */
export const demoPayers = {
  ready: { uid: 'U10001', username: 'alice', password: 'Kassa-payer-2025', paymentPassword: '135790' },
  needsIdentity: { uid: 'U10003', username: 'minh', password: 'Kassa-payer-2025' },
} as const;

/**
 * The accounts that still accept a password published in this code and the docs: the demo operators, the demo
 * platform administrator and the demo payers, each checked against its stored hash (an account whose password was changed is not one). Outside
 * demo mode the server refuses to start while there is any, since anyone could sign in with it.
 */
export async function accountsWithPublishedPasswords(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const operator of [demoCredentials, partnerCredentials]) {
    const user = await findUserByUsername(db, operator.username);
    if (user && (await verifyPassword(user.passwordHash, operator.password))) found.push(`operator ${operator.username}`);
  }
  for (const member of [demoStaffCredentials, demoSecondStaffCredentials]) {
    const staff = await findStaffByUsername(db, member.username);
    if (staff && (await verifyPassword(staff.passwordHash, member.password))) found.push(`staff member ${member.username}`);
  }
  const { ready, needsIdentity } = demoPayers;
  for (const payer of [ready, needsIdentity]) {
    const user = await findPayerByUsername(db, payer.username);
    if (!user) continue;
    const signIn = user.passwordHash !== null && (await verifyPassword(user.passwordHash, payer.password));
    const pay = 'paymentPassword' in payer && user.paymentPasswordHash !== null && (await verifyPassword(user.paymentPasswordHash, payer.paymentPassword));
    if (signIn || pay) found.push(`payer ${payer.username}`);
  }
  return found;
}

/** The ready demo payer, when this database has one (a demo data folder made without the checkout's payers has none). */
export async function demoPayerExists(db: Executor): Promise<boolean> {
  return (await findPayerByUsername(db, demoPayers.ready.username)) !== undefined;
}

/** The demo operator's authenticator secret (base32), opened from its sealed form (printed by npm start). */
export async function demoTotpSecret(db: Executor, secretBox: SecretBox): Promise<string | null> {
  const user = await findUserByUsername(db, demoCredentials.username);
  return user ? totpSecretOf(secretBox, user) : null;
}

/** The demo platform administrator's authenticator secret (base32), opened from its sealed form (printed by npm start). */
export async function demoStaffTotpSecret(db: Executor, secretBox: SecretBox, username: string = demoStaffCredentials.username): Promise<string | null> {
  const member = await findStaffByUsername(db, username);
  return member ? staffTotpSecretOf(secretBox, member) : null;
}
