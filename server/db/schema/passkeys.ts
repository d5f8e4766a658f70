import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';

/**
 * Who a passkey belongs to. The ceremonies (server/passkeys/) are the same for each; the kind keeps one kind's
 * credentials from ever answering for another's door (a payer's passkey never signs in an operator).
 */
export const principalKinds = ['operator', 'staff', 'payer'] as const;
export type PrincipalKind = (typeof principalKinds)[number];

/**
 * What a challenge was issued for: a new passkey, a sign-in without a username, a step-up of a signed-in session, or
 * a payer's payment (in place of the payment password).
 */
export const passkeyPurposes = ['register', 'sign_in', 'step_up', 'pay'] as const;
export type PasskeyPurpose = (typeof passkeyPurposes)[number];

/**
 * WebAuthn credentials, keyed by their owner (principal kind, principal id: an operator's id, a staff member's id, a
 * payer's UID). The public key is the authenticator's COSE key, base64url; the counter is the last signature count
 * seen. A removed passkey keeps its row with `revoked_at` set, so the audit log's names still mean something and a
 * removed credential id can never be registered again.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    /** The passkey as the calls name it; the credential id never needs to leave the server. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    principalKind: text('principal_kind').$type<PrincipalKind>().notNull(),
    principalId: text('principal_id').notNull(),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** How the browser said the authenticator can be reached (usb, nfc, ble, internal, hybrid…), sent back as hints. */
    transports: jsonb('transports').$type<string[]>().notNull(),
    /** The WebAuthn user handle the authenticator keeps with a discoverable credential, base64url: one per principal. */
    userHandle: text('user_handle').notNull(),
    /** Whether the authenticator may sync it (multi-device) and whether it says it is backed up now. */
    multiDevice: boolean('multi_device').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: time('created_at').notNull(),
    lastUsedAt: time('last_used_at'),
    revokedAt: time('revoked_at'),
  },
  (table) => [
    uniqueIndex('passkey_credentials_credential_id_idx').on(table.credentialId),
    index('passkey_credentials_principal_idx').on(table.principalKind, table.principalId),
  ],
);

/**
 * The challenges of ceremonies under way, so any process can finish a ceremony another began. Each is spent by one
 * conditional update whether its answer then verifies or not, and lives 2 minutes. A sign-in's challenge names no
 * principal (the passkey says whose it is); a registration's and a step-up's name the principal and the session that
 * asked for them, and only that session can finish them.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** The challenge itself, base64url of 32 random bytes: the client signs it, and names it back that way. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<PasskeyPurpose>().notNull(),
    principalKind: text('principal_kind').$type<PrincipalKind>().notNull(),
    principalId: text('principal_id'),
    /** The SHA-256 of the session token that asked (registration and step-up). */
    sessionKey: text('session_key'),
    /** The user handle a registration offers, kept for the credential it creates. */
    userHandle: text('user_handle'),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
);

/** Where passkeys can be required: a merchant for its operators (scope id the merchant's id), the platform for its staff. */
export type PasskeyScopeKind = 'merchant' | 'platform';

/**
 * Where passkeys are required instead of a password and an authenticator code: one row per scope (a merchant for its
 * operators, the platform for its staff). The requirement holds for each principal of the scope that has at least one passkey.
 */
export const passkeyRequirements = pgTable(
  'passkey_requirements',
  {
    scopeKind: text('scope_kind').$type<PasskeyScopeKind>().notNull(),
    scopeId: text('scope_id').notNull(),
    required: boolean('required').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scopeKind, table.scopeId] })],
);


export const payerPasskeyActions = ['register', 'remove', 'pay'] as const;
export type PayerPasskeyAction = (typeof payerPasskeyActions)[number];

/**
 * What a payer did with their passkeys, as the operators' audit log and the platform's record their members': each
 * registration, removal and payment confirmed with one (with what was paid), from which IP.
 */
export const payerPasskeyEvents = pgTable(
  'payer_passkey_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    passkeyId: integer('passkey_id').notNull(),
    passkeyName: text('passkey_name').notNull(),
    action: text('action').$type<PayerPasskeyAction>().notNull(),
    /** What a payment paid: the order's public id, or the merchant paid by its receiving code. */
    target: text('target'),
    ip: text('ip').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('payer_passkey_events_uid_idx').on(table.uid, table.createdAt)],
);
