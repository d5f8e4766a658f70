/**
 * The passkeys' tables: credentials by owner (principal kind and id), the challenges of ceremonies under way, and where
 * passkeys are required. Nothing here knows WebAuthn (ceremonies.ts) or who the owners are (operators.ts).
 */
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { passkeyChallenges, passkeyCredentials, passkeyRequirements, type PasskeyPurpose, type PasskeyScopeKind, type PrincipalKind } from '../db/schema';

export type StoredPasskey = typeof passkeyCredentials.$inferSelect;

/** Whose passkey: one kind of account (an operator, a staff member, a payer) and its id, as text. */
export interface Principal {
  kind: PrincipalKind;
  id: string;
}

const ofPrincipal = (principal: Principal) => and(eq(passkeyCredentials.principalKind, principal.kind), eq(passkeyCredentials.principalId, principal.id));

/** The principal's passkeys that have not been removed, the oldest first. */
export function activePasskeysOf(db: Executor, principal: Principal): Promise<StoredPasskey[]> {
  return db
    .select()
    .from(passkeyCredentials)
    .where(and(ofPrincipal(principal), isNull(passkeyCredentials.revokedAt)))
    .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
}

/** A live passkey of this kind by its credential id (what the browser answers with), with its owner. */
export async function activePasskeyByCredentialId(db: Executor, kind: PrincipalKind, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .select()
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.credentialId, credentialId), eq(passkeyCredentials.principalKind, kind), isNull(passkeyCredentials.revokedAt)));
  return row;
}

/**
 * The WebAuthn user handle of the principal's passkeys (base64url), from any passkey it has had, or null for a first
 * one. One handle per principal: an authenticator that already holds a passkey of it for this site replaces that one.
 */
export async function userHandleOf(db: Executor, principal: Principal): Promise<string | null> {
  const [row] = await db.select({ userHandle: passkeyCredentials.userHandle }).from(passkeyCredentials).where(ofPrincipal(principal)).limit(1);
  return row?.userHandle ?? null;
}

export interface NewPasskey {
  principal: Principal;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  userHandle: string;
  multiDevice: boolean;
  backedUp: boolean;
  name: string;
  now: Date;
}

/** Stores a verified credential; null when its credential id is registered already (to anyone, even removed). */
export async function insertPasskey(db: Executor, passkey: NewPasskey): Promise<StoredPasskey | null> {
  const [row] = await db
    .insert(passkeyCredentials)
    .values({
      principalKind: passkey.principal.kind,
      principalId: passkey.principal.id,
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      userHandle: passkey.userHandle,
      multiDevice: passkey.multiDevice,
      backedUp: passkey.backedUp,
      name: passkey.name,
      createdAt: passkey.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A use of the passkey: its signature count (never lowered by a late answer), its backup state and when. */
export async function recordPasskeyUse(db: Executor, id: number, use: { counter: number; backedUp: boolean; now: Date }): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .update(passkeyCredentials)
    .set({ counter: sql`greatest(${passkeyCredentials.counter}, ${use.counter})`, backedUp: use.backedUp, lastUsedAt: use.now })
    .where(eq(passkeyCredentials.id, id))
    .returning();
  return row;
}

export async function renamePasskey(db: Executor, principal: Principal, id: number, name: string): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .update(passkeyCredentials)
    .set({ name })
    .where(and(eq(passkeyCredentials.id, id), ofPrincipal(principal), isNull(passkeyCredentials.revokedAt)))
    .returning();
  return row;
}

/** Removes one passkey (or every one of the principal, without `id`); answers those removed now. */
export function revokePasskeys(db: Executor, principal: Principal, now: Date, id?: number): Promise<StoredPasskey[]> {
  return db
    .update(passkeyCredentials)
    .set({ revokedAt: now })
    .where(and(ofPrincipal(principal), isNull(passkeyCredentials.revokedAt), id === undefined ? undefined : eq(passkeyCredentials.id, id)))
    .returning();
}

/** How long a challenge can be answered: the browser's own timeout for the ceremony is the same. */
export const challengeLifetimeMs = 2 * 60_000;

/** How long a challenge's row outlives its end before the next ceremony's start deletes it. */
const challengeKeptMs = 10 * 60_000;

export interface NewChallenge {
  challenge: string;
  purpose: PasskeyPurpose;
  principalKind: PrincipalKind;
  principalId?: string | null;
  sessionKey?: string | null;
  userHandle?: string | null;
  now: Date;
}

/** Stores a new challenge, and deletes those long past their end (every ceremony's start tidies up after the others). */
export async function insertChallenge(db: Executor, challenge: NewChallenge): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(challenge.now.getTime() - challengeKeptMs)));
  await db.insert(passkeyChallenges).values({
    challenge: challenge.challenge,
    purpose: challenge.purpose,
    principalKind: challenge.principalKind,
    principalId: challenge.principalId ?? null,
    sessionKey: challenge.sessionKey ?? null,
    userHandle: challenge.userHandle ?? null,
    createdAt: challenge.now,
    expiresAt: new Date(challenge.now.getTime() + challengeLifetimeMs),
  });
}

export interface ChallengeClaim {
  challenge: string;
  purpose: PasskeyPurpose;
  principalKind: PrincipalKind;
  /** Given for a ceremony of a signed-in principal: the challenge must be this principal's and this session's. */
  principalId?: string;
  sessionKey?: string;
  now: Date;
}

/**
 * Spends a challenge: one conditional update, so of two answers to one challenge (in any process) at most one goes on,
 * whether it then verifies or not. Answers the challenge's row, or undefined when it is unknown, spent, expired, of
 * another purpose, or another principal's or session's (which leaves it to its owner).
 */
export async function spendChallenge(db: Executor, claim: ChallengeClaim) {
  const conditions = [
    eq(passkeyChallenges.challenge, claim.challenge),
    eq(passkeyChallenges.purpose, claim.purpose),
    eq(passkeyChallenges.principalKind, claim.principalKind),
    isNull(passkeyChallenges.usedAt),
    gt(passkeyChallenges.expiresAt, claim.now),
  ];
  if (claim.principalId !== undefined) conditions.push(eq(passkeyChallenges.principalId, claim.principalId));
  if (claim.sessionKey !== undefined) conditions.push(eq(passkeyChallenges.sessionKey, claim.sessionKey));
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: claim.now })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Where a requirement of passkeys applies: a merchant (its id) for its operators, the platform (id '') for its staff. */
export interface PasskeyScope {
  kind: PasskeyScopeKind;
  id: string;
}

export const platformScope: PasskeyScope = { kind: 'platform', id: '' };

/** Whether passkeys are required in a scope (a merchant for its operators, the platform for its staff). */
export async function passkeysRequiredIn(db: Executor, scope: PasskeyScope): Promise<boolean> {
  const [row] = await db
    .select({ required: passkeyRequirements.required })
    .from(passkeyRequirements)
    .where(and(eq(passkeyRequirements.scopeKind, scope.kind), eq(passkeyRequirements.scopeId, scope.id)));
  return row?.required ?? false;
}

export async function setPasskeysRequired(db: Executor, scope: PasskeyScope, required: boolean, now: Date): Promise<void> {
  await db
    .insert(passkeyRequirements)
    .values({ scopeKind: scope.kind, scopeId: scope.id, required, updatedAt: now })
    .onConflictDoUpdate({ target: [passkeyRequirements.scopeKind, passkeyRequirements.scopeId], set: { required, updatedAt: now } });
}
