/**
 * One-time links, written once for every kind of person who gets one (operators, staff): how a person sets a password
 * and binds an authenticator without anyone printing a secret. A kind (`EnrolmentKind`) names its table, how a link
 * finds its person and what completing a link creates; the steps are the same for all.
 *
 * The link is `<publicUrl><page>#<token>`: 256 random bits in the URL fragment, which browsers never send, so it stays
 * out of every access log; the page sends it in the POST body. Only its SHA-256 is stored, as for session tokens. A
 * link is valid 24 hours, works once, and a newer link for the same person voids the older ones. The authenticator
 * secret is made with the link (stored sealed), so the page shows the same QR on every visit and the person proves it
 * was scanned with a code before anything changes.
 */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { issueMessage, newPassword as newPasswordRule } from '../../openapi/rules';
import { hashPassword } from '../auth/passwords';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { newTotpSecret, totpStepOf } from '../auth/totp';
import type { AppContext } from '../context';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { hashToken, newToken } from '../sessions/token';

export const enrolmentLinkLifetimeMs = 24 * 60 * 60_000;

/** A link row's own columns, as read. */
export interface LinkRow {
  tokenHash: string;
  totpSecret: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

type LinkTable = PgTable & { [K in keyof LinkRow]: PgColumn };

/** A link as read with its person: the link's row under `link`, the person's columns beside it. */
export type Found = { link: LinkRow };

export interface EnrolmentKind<F extends Found> {
  table: LinkTable;
  /** The column naming whose link it is. */
  owner: PgColumn;
  /** Seals the link's authenticator secret, so one kind's sealed secret never opens as another's. */
  secretPurpose: string;
  /** The one answer for a link that cannot be used: nothing tells an expired link from one that never existed. */
  invalidKey: string;
  /** Reads links with their person (the joins), for the `where` given here. */
  lookup(db: Executor): { where(where: SQL): Promise<F[]> };
  /** What completing a link makes of it, in the transaction that spends it: the new credentials, audit, ended sessions. */
  complete(tx: Executor, found: F, done: { context: AppContext; passwordHash: string; secret: string; step: number; ip: string; now: Date }): Promise<void>;
}

type AnyKind = EnrolmentKind<any>;

/** The link as it is handed over: the token in the fragment of the page at `path`. */
export function enrolmentUrl(publicUrl: string, token: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}#${token}`;
}

/** A password nobody knows (the hash of 256 random bits): the person cannot sign in until they use their link. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(newToken());
}

/** Makes a link for `owner`, voiding any link of theirs not used yet. Answers the token (shown once, never stored). */
export async function issueLink(
  kind: AnyKind,
  db: Executor,
  box: SecretBox,
  owner: number | string,
  now: Date,
  values: Record<string, unknown> = {},
): Promise<{ token: string; expiresAt: Date }> {
  const { table } = kind;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + enrolmentLinkLifetimeMs);
  const ownerKey = Object.entries(table).find(([, column]) => column === kind.owner)?.[0] ?? kind.owner.name;
  await runTransaction(db, async (tx) => {
    await tx.delete(table).where(and(eq(kind.owner, owner), isNull(table.usedAt)));
    await tx.insert(table).values({
      tokenHash: hashToken(token),
      [ownerKey]: owner,
      ...values,
      totpSecret: box.seal(newTotpSecret(), kind.secretPurpose),
      createdAt: now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

const invalidLink = (kind: AnyKind) => invalidInput('token', kind.invalidKey);

/** Not used, not expired. */
const usable = (kind: AnyKind, tokenHash: string, now: Date) =>
  and(eq(kind.table.tokenHash, tokenHash), isNull(kind.table.usedAt), gt(kind.table.expiresAt, now))!;

/** A usable link of the token, its person and its authenticator secret; 4000 on `token` otherwise. */
export async function liveLink<F extends Found>(kind: EnrolmentKind<F>, context: AppContext, token: string, now: Date): Promise<{ found: F; secret: string }> {
  const [found] = await kind.lookup(context.db).where(usable(kind, hashToken(token), now));
  if (!found) throw invalidLink(kind);
  return { found, secret: context.config.secretBox.open(found.link.totpSecret, kind.secretPurpose) };
}

/** 4000 on `field` with the rule's message when `password` breaks a new-password rule. */
export function holdToNewPasswordRules(password: string, field: string): void {
  const rule = newPasswordRule.safeParse(password);
  if (rule.success) return;
  const issue = rule.error.issues[0];
  const { key, args } = issue ? issueMessage(issue) : { key: 'kassa.validation.invalid', args: {} };
  throw invalidInput(field, key, args);
}

/**
 * The new password a one-time link's form sends (encrypted twice, like at sign-in), decrypted and held to the
 * new-password rules; 4000 on `password` or `confirm_password` otherwise. Shared by every kind of link.
 */
export async function newPasswordOfLink(context: AppContext, body: { password: string; confirm_password: string }, now: Date): Promise<string> {
  const keys = await loginKeyPair(context.db, context.config.secretBox, now);
  const password = decryptPassword(keys, body.password);
  if (password === null) throw invalidInput('password', 'kassa.validation.invalid');
  holdToNewPasswordRules(password, 'password');
  if (decryptPassword(keys, body.confirm_password) !== password) throw invalidInput('confirm_password', 'kassa.validation.passwords_mismatch');
  return password;
}

/**
 * Completes a link: the new password, held to the rules, and a code of the link's authenticator; then, in one
 * transaction, the link is spent and the kind makes what completing creates. Answers the link as read, with its person.
 */
export async function completeLink<F extends Found>(
  kind: EnrolmentKind<F>,
  context: AppContext,
  body: { token: string; password: string; confirm_password: string; google_code: string },
  ip: string,
  now: Date,
): Promise<F> {
  const { found, secret } = await liveLink(kind, context, body.token, now);
  const password = await newPasswordOfLink(context, body, now);
  const step = totpStepOf(secret, body.google_code, now);
  if (step === null) throw invalidInput('google_code', 'kassa.server.wrongEnrolmentCode');

  const passwordHash = await hashPassword(password);
  await runTransaction(context.db, async (tx) => {
    // Spent by one conditional update, so two submissions racing with one link cannot both win.
    const spent = await tx.update(kind.table).set({ usedAt: now }).where(usable(kind, found.link.tokenHash, now)).returning({ tokenHash: kind.table.tokenHash });
    if (spent.length === 0) throw invalidLink(kind);
    await kind.complete(tx, found, { context, passwordHash, secret, step, ip, now });
  });
  return found;
}
