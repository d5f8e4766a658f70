/**
 * A fourth kind of person, made up here and nowhere else — couriers, with a table of their own created by this test,
 * a token in X-Courier-Token and lifetimes of their own — served by the shared modules as they are: sessions, the
 * lockout counters, one-time links and passkeys take a kind as configuration, so no production file knows couriers.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLock, countFailureOn, clearCounts, type Counter, type LockoutScope } from '../auth/lockout';
import { defaultLockoutPolicy } from '../config';
import { loginKeyPair } from '../auth/rsaKeys';
import { makeConfig } from '../config';
import type { AppContext } from '../context';
import { secretBoxFromKey } from '../crypto/secretBox';
import { sessionColumns, stepUpColumns, time } from '../db/schema/columns';
import { completeLink, issueLink, liveLink, type EnrolmentKind } from '../enrolment/links';
import { beginAssertion, beginRegistration, finishRegistration, signInWithPasskey, type RelyingParty } from '../passkeys/ceremonies';
import type { PrincipalKind } from '../db/schema';
import { encryptWith, totpCode } from '../testing/harness';
import { SoftAuthenticator } from '../testing/softAuthenticator';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import type { SessionKind } from './kind';
import { createSession, endSessions, liveSessions, resumeFromRequest, resumeSession, sessionRecords, setStepUpWindow } from './sessions';
import { hashToken, headerToken } from './token';

const couriers = pgTable('test_couriers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
});

const courierLinks = pgTable('test_courier_links', {
  tokenHash: text('token_hash').primaryKey(),
  courierId: integer('courier_id').notNull(),
  totpSecret: text('totp_secret').notNull(),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
});

const courierSessions = pgTable(
  'test_courier_sessions',
  { ...sessionColumns(), courierId: integer('courier_id').notNull(), ...stepUpColumns() },
  (table) => [index('test_courier_sessions_idx').on(table.courierId)],
);

interface Courier {
  tokenHash: string;
  courierId: number;
  name: string;
  stepUpUntil: Date | null;
}

const minute = 60_000;
const hour = 60 * minute;

const courierKind: SessionKind<Courier> = {
  table: courierSessions,
  owner: courierSessions.courierId,
  token: { read: headerToken('x-courier-token'), missingKey: 'test.courierTokenMissing', endedKey: 'test.courierSessionEnded' },
  lifetimes: { idleMs: 10 * minute, lifetimeMs: 2 * hour, touchMs: minute },
  carries: {
    columns: { courierId: couriers.id, name: couriers.name, status: couriers.status },
    join: (query) => query.innerJoin(couriers, sql`${couriers.id} = ${courierSessions.courierId}`),
  },
  resumed: (row) =>
    row.status === 'on_duty' ? { tokenHash: row.tokenHash, courierId: row.courierId as number, name: row.name as string, stepUpUntil: row.stepUpUntil ?? null } : null,
};

let database: TestDatabase;
const start = new Date('2026-03-01T08:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const request = (token?: string) => ({ headers: token === undefined ? {} : { 'x-courier-token': token } }) as unknown as FastifyRequest;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table test_couriers (id integer generated always as identity primary key, name text not null, status text not null, password_hash text, totp_secret text)`,
  );
  await database.db.execute(sql`
    create table test_courier_links (
      token_hash text primary key, courier_id integer not null references test_couriers(id), totp_secret text not null,
      created_at timestamptz not null, expires_at timestamptz not null, used_at timestamptz)`);
  await database.db.execute(sql`
    create table test_courier_sessions (
      token_hash text primary key, id bigint generated always as identity not null, courier_id integer not null references test_couriers(id),
      ip text not null, user_agent text, created_at timestamptz not null, last_seen_at timestamptz not null, expires_at timestamptz not null,
      revoked_at timestamptz, step_up_until timestamptz)`);
});
afterAll(async () => database?.close());

async function newCourier(name: string, status = 'on_duty'): Promise<number> {
  const [row] = await database.db.insert(couriers).values({ name, status }).returning({ id: couriers.id });
  return row!.id;
}

const signIn = (courierId: number, now: Date, ip = '198.51.100.7') =>
  createSession(courierKind, database.db, { owner: courierId, ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0', now });

describe('sessions of a kind the production code does not know', () => {
  it('creates a session and resumes it from its header, storing only the token hash', async () => {
    const id = await newCourier('ana');
    const { token, expiresAt } = await signIn(id, start);
    expect(expiresAt).toEqual(at(2 * hour));
    const resumed = await resumeFromRequest(courierKind, database.db, request(token), at(minute));
    expect(resumed).toEqual({ tokenHash: hashToken(token), courierId: id, name: 'ana', stepUpUntil: null });
    const [row] = await database.db.select().from(courierSessions).where(sql`${courierSessions.courierId} = ${id}`);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.lastSeenAt).toEqual(at(minute));
  });

  it('answers 401 with the kind’s own messages without a token or with an ended one', async () => {
    await expect(resumeFromRequest(courierKind, database.db, request(), start)).rejects.toMatchObject({ messageKey: 'test.courierTokenMissing' });
    await expect(resumeFromRequest(courierKind, database.db, request('nonsense'), start)).rejects.toMatchObject({ messageKey: 'test.courierSessionEnded' });
  });

  it('ends a session after its idle time, and after its lifetime however used', async () => {
    const id = await newCourier('bo');
    const idle = (await signIn(id, start)).token;
    expect(await resumeSession(courierKind, database.db, idle, at(9 * minute))).not.toBeNull();
    expect(await resumeSession(courierKind, database.db, idle, at(19 * minute))).toBeNull();

    const busy = (await signIn(id, start)).token;
    for (let t = 9 * minute; t < 2 * hour; t += 9 * minute) expect(await resumeSession(courierKind, database.db, busy, at(t))).not.toBeNull();
    expect(await resumeSession(courierKind, database.db, busy, at(2 * hour))).toBeNull();
  });

  it('refuses a session the kind refuses (a courier off duty)', async () => {
    const id = await newCourier('cy', 'off_duty');
    const { token } = await signIn(id, start);
    expect(await resumeSession(courierKind, database.db, token, at(minute))).toBeNull();
  });

  it('lists the live sessions, ends one, then every one but the caller’s', async () => {
    const id = await newCourier('di');
    const tokens = [];
    for (const [i, ip] of ['192.0.2.1', '192.0.2.2', '192.0.2.3'].entries()) tokens.push((await signIn(id, at(i * minute), ip)).token);
    const mine = hashToken(tokens[2]!);
    const listed = sessionRecords(await liveSessions(courierKind, database.db, { owner: id }, at(3 * minute)), mine);
    expect(listed.list.map((session) => [session.ip, session.current, session.browser])).toEqual([
      ['192.0.2.3', true, 'Firefox 126'],
      ['192.0.2.2', false, 'Firefox 126'],
      ['192.0.2.1', false, 'Firefox 126'],
    ]);

    const [oldest] = listed.list.slice(-1);
    expect(await endSessions(courierKind, database.db, { owner: id, id: oldest!.id }, at(4 * minute))).toHaveLength(1);
    expect(await resumeSession(courierKind, database.db, tokens[0]!, at(4 * minute))).toBeNull();

    const others = await endSessions(courierKind, database.db, { owner: id, exceptTokenHash: mine }, at(5 * minute));
    expect(others.map((session) => session.ip)).toEqual(['192.0.2.2']);
    expect(await resumeSession(courierKind, database.db, tokens[1]!, at(5 * minute))).toBeNull();
    expect(await resumeSession(courierKind, database.db, tokens[2]!, at(5 * minute))).not.toBeNull();
    expect((await liveSessions(courierKind, database.db, { owner: id }, at(5 * minute))).length).toBe(1);
  });

  it('keeps a step-up window on the session', async () => {
    const id = await newCourier('ed');
    const { token } = await signIn(id, start);
    await setStepUpWindow(courierKind, database.db, { tokenHash: hashToken(token), notEnded: true }, at(5 * minute));
    expect((await resumeSession(courierKind, database.db, token, at(minute)))?.stepUpUntil).toEqual(at(5 * minute));
  });
});

describe('a lockout counter of a kind the production code does not know', () => {
  // A courier's delivery PIN: five wrong ones in a quarter of an hour lock it for half an hour.
  const policy = { ...defaultLockoutPolicy, windowMs: 15 * minute, lockMs: 30 * minute };
  const pinCounter = (courierId: number): Counter => ({ kind: 'account', key: `courier_pin:${courierId}`, limit: () => 5 });

  it('locks after its limit of failures, and unlocks once the lock has passed', async () => {
    const counter = pinCounter(await newCourier('fay'));
    for (let failure = 1; failure < 5; failure++) {
      expect(await countFailureOn(database.db, counter, at(failure * minute), policy)).toEqual({ lock: null, failures: failure });
      expect(await activeLock(database.db, counter, at(failure * minute))).toBeNull();
    }
    const { lock } = await countFailureOn(database.db, counter, at(5 * minute), policy);
    expect(lock).toEqual({ kind: 'account', until: at(35 * minute) });
    expect(await activeLock(database.db, counter, at(34 * minute))).toEqual(lock);
    expect(await activeLock(database.db, counter, at(35 * minute))).toBeNull();
    // The lock started the count afresh.
    expect((await countFailureOn(database.db, counter, at(36 * minute), policy)).failures).toBe(1);
  });

  it('forgets failures outside its window, and all of them on a right answer', async () => {
    const counter = pinCounter(await newCourier('gus'));
    for (let failure = 0; failure < 4; failure++) await countFailureOn(database.db, counter, at(failure * minute), policy);
    expect((await countFailureOn(database.db, counter, at(20 * minute), policy)).failures).toBe(1);
    await clearCounts(database.db, [counter.key]);
    expect((await countFailureOn(database.db, counter, at(21 * minute), policy)).failures).toBe(1);
  });

  it('never counts against another kind’s counter', async () => {
    const id = await newCourier('hal');
    for (let failure = 0; failure < 5; failure++) await countFailureOn(database.db, pinCounter(id), at(failure * minute), policy);
    expect(await activeLock(database.db, { ...pinCounter(id), key: `stepup:${id}` }, at(6 * minute))).toBeNull();
  });
});

describe('one-time links of a kind the production code does not know', () => {
  // Completing a courier's link sets its password and authenticator, puts it on duty and ends its sessions.
  const linkKind: EnrolmentKind<{ link: typeof courierLinks.$inferSelect; courier: typeof couriers.$inferSelect }> = {
    table: courierLinks,
    owner: courierLinks.courierId,
    secretPurpose: 'test_courier_link.totp_secret',
    invalidKey: 'test.courierLinkInvalid',
    lookup: (db) => db.select({ link: courierLinks, courier: couriers }).from(courierLinks).innerJoin(couriers, sql`${couriers.id} = ${courierLinks.courierId}`),
    complete: async (tx, { courier }, { passwordHash, secret, now }) => {
      await tx.update(couriers).set({ passwordHash, totpSecret: secret, status: 'on_duty' }).where(sql`${couriers.id} = ${courier.id}`);
      await endSessions(courierKind, tx, { owner: courier.id }, now);
    },
  };
  const context = () => ({ db: database.db, config: makeConfig({ opsSecret: 'x'.repeat(32), secretBox: secretBoxFromKey(randomBytes(32)) }) }) as AppContext;
  const form = async (context: AppContext, token: string, password: string, code: string) => {
    const { publicKeyPem } = await loginKeyPair(context.db, context.config.secretBox, start);
    return { token, password: encryptWith(publicKeyPem, password), confirm_password: encryptWith(publicKeyPem, password), google_code: code };
  };

  it('issues a link, shows its secret, completes it once with a password and a code, and voids older links', async () => {
    const ctx = context();
    const id = await newCourier('ida', 'invited');
    const older = await issueLink(linkKind, ctx.db, ctx.config.secretBox, id, start);
    const { token, expiresAt } = await issueLink(linkKind, ctx.db, ctx.config.secretBox, id, at(minute));
    expect(expiresAt).toEqual(at(minute + 24 * hour));
    await expect(liveLink(linkKind, ctx, older.token, at(2 * minute))).rejects.toMatchObject({ messageKey: 'test.courierLinkInvalid' });

    const { found, secret } = await liveLink(linkKind, ctx, token, at(2 * minute));
    expect(found.courier.name).toBe('ida');
    const session = (await signIn(id, at(2 * minute))).token;

    await expect(completeLink(linkKind, ctx, await form(ctx, token, 'Correct-Horse-42', '000000'), '192.0.2.9', at(3 * minute))).rejects.toMatchObject({
      messageKey: 'kassa.server.wrongEnrolmentCode',
    });
    const done = await completeLink(linkKind, ctx, await form(ctx, token, 'Correct-Horse-42', totpCode(secret, at(3 * minute))), '192.0.2.9', at(3 * minute));
    expect(done.courier.id).toBe(id);
    const [courier] = await database.db.select().from(couriers).where(sql`${couriers.id} = ${id}`);
    expect(courier).toMatchObject({ status: 'on_duty', totpSecret: secret });
    expect(courier!.passwordHash).toMatch(/^\$argon2/);
    expect(await resumeSession(courierKind, database.db, session, at(3 * minute))).toBeNull();

    await expect(completeLink(linkKind, ctx, await form(ctx, token, 'Correct-Horse-42', totpCode(secret, at(4 * minute))), '192.0.2.9', at(4 * minute))).rejects.toMatchObject({
      messageKey: 'test.courierLinkInvalid',
    });
  });

  it('refuses a link past its 24 hours', async () => {
    const ctx = context();
    const { token } = await issueLink(linkKind, ctx.db, ctx.config.secretBox, await newCourier('jo', 'invited'), start);
    await expect(liveLink(linkKind, ctx, token, at(24 * hour))).rejects.toMatchObject({ messageKey: 'test.courierLinkInvalid' });
  });
});

describe('passkeys of a kind the production code does not know', () => {
  const rp: RelyingParty = { name: 'Kassa', id: 'localhost', origin: 'http://localhost:8080' };
  // The stored kind is text: a new kind names itself, and its passkeys never answer for another kind's sign-in.
  const courierPrincipal = 'courier' as PrincipalKind;
  const courierScope = {
    name: 'courier',
    pairKey: (username: string, where: string) => `courier_pair:${username}|${where}`,
    accountKey: (username: string) => `courier_user:${username}`,
    ipKey: (prefix: string) => `courier_ip:${prefix}`,
    stepUpKey: (id: number) => `courier_stepup:${id}`,
  } as unknown as LockoutScope;
  const find = async (principalId: string) => {
    const [row] = await database.db.select().from(couriers).where(sql`${couriers.id} = ${Number(principalId)}`);
    return row ? { id: row.id, username: row.name } : undefined;
  };

  async function courierWithPasskey(name: string) {
    const id = await newCourier(name);
    const authenticator = new SoftAuthenticator({ origin: rp.origin, rpId: rp.id });
    const principal = { kind: courierPrincipal, id: String(id) };
    const options = await beginRegistration(database.db, rp, { principal, userName: name, displayName: name, sessionKey: `session-of-${name}`, now: start });
    await finishRegistration(database.db, rp, { principal, sessionKey: `session-of-${name}`, name: 'Van key', credential: authenticator.register(options), now: start });
    return { id, authenticator };
  }

  const signInOptions = async () => (await beginAssertion(database.db, rp, { purpose: 'sign_in', principalKind: courierPrincipal, now: at(minute) }))!;

  it('registers a passkey and signs the courier in with it, no username asked', async () => {
    const { id, authenticator } = await courierWithPasskey('kim');
    const credential = authenticator.assert(await signInOptions());
    const { account } = await signInWithPasskey(database.db, rp, { principalKind: courierPrincipal, credential, now: at(minute), lockout: defaultLockoutPolicy, scope: courierScope, find });
    expect(account).toEqual({ id, username: 'kim' });
  });

  it('refuses an answer that did not verify the courier, and a courier’s passkey in another kind’s sign-in', async () => {
    const { authenticator } = await courierWithPasskey('lee');
    const unverified = authenticator.assert(await signInOptions(), { userVerified: false });
    await expect(signInWithPasskey(database.db, rp, { principalKind: courierPrincipal, credential: unverified, now: at(minute), lockout: defaultLockoutPolicy, scope: courierScope, find })).rejects.toMatchObject({
      messageKey: 'kassa.server.passkeyUserNotVerified',
    });
    const staffOptions = (await beginAssertion(database.db, rp, { purpose: 'sign_in', principalKind: 'staff', now: at(minute) }))!;
    const asStaff = authenticator.assert(staffOptions);
    await expect(signInWithPasskey(database.db, rp, { principalKind: 'staff', credential: asStaff, now: at(minute), lockout: defaultLockoutPolicy, find })).rejects.toMatchObject({
      messageKey: 'kassa.server.passkeySignInFailed',
    });
  });
});
