/**
 * The challenge a sign-in from an unknown browser meets behind hot counters (server/auth/lockout.ts): a proof of work
 * rather than a lock, so a stranger's failures cost the real person's new browser a moment of hashing and never keep it
 * out (NIST SP 800-63B 5.2.2: rate limiting must not deny the subscriber). The harder the counters, the more bits.
 *
 * The refusal, code 4028, carries `data.challenge` and `data.difficulty`; the client finds an `answer` such that
 * SHA-256 of `challenge + ":" + answer` begins with `difficulty` zero bits, and sends the same sign-in again with
 * `challenge` and `challenge_answer`. A challenge is signed (no row until it is answered), bound to the scope, the
 * username and the address prefix, lasts a few minutes and is taken once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '../../openapi/codes';
import type { LockoutPolicy, SignInChallengePolicy } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { markOnce, type LockoutScope, type SignInHeat } from './lockout';
import { loginKeyPair } from './rsaKeys';

export interface ChallengeAnswer {
  challenge?: string | null | undefined;
  challenge_answer?: string | null | undefined;
}

/** The level of one counter: 0 below its threshold, 1 at it, one more each time it doubles. */
const doublings = (count: number, from: number) => (count < from ? 0 : 1 + Math.floor(Math.log2(count / from)));

/**
 * The bits an unknown browser must prove for this heat: none while every counter is below its threshold. A pair (one
 * username from one address prefix) climbs one level a failure from `delayFrom`, as the known device's delay doubles;
 * the username's and the prefix's counters a level each time they double; the prefix's request rate one level past
 * its limit.
 */
export function challengeBits(heat: SignInHeat, overRate: boolean, policy: LockoutPolicy): number {
  const pair = heat.pair >= policy.delayFrom ? heat.pair - policy.delayFrom + 1 : 0;
  const level = Math.max(pair, doublings(heat.account, policy.accountChallengeFrom), doublings(heat.ip, policy.ipChallengeFrom), overRate ? 1 : 0);
  if (level === 0) return 0;
  const { baseBits, stepBits, maxBits } = policy.challenge;
  return Math.min(maxBits, baseBits + (level - 1) * stepBits);
}

const keyCache = new WeakMap<object, Buffer>();

async function challengeKey(context: AppContext, now: Date): Promise<Buffer> {
  const known = keyCache.get(context.db);
  if (known) return known;
  const { privateKeyPem } = await loginKeyPair(context.db, context.config.secretBox, now);
  const key = createHash('sha256').update('kassa.sign-in-challenge\n').update(privateKeyPem).digest();
  keyCache.set(context.db, key);
  return key;
}

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `answer` proves `bits` of work on `challenge`. */
export function provesWork(challenge: string, answer: string, bits: number): boolean {
  return leadingZeroBits(createHash('sha256').update(`${challenge}:${answer}`).digest()) >= bits;
}

/** An answer to `challenge` of `bits`, found by counting up: what a client does (and the tests). */
export function solveChallenge(challenge: string, bits: number): string {
  for (let answer = 0; ; answer += 1) if (provesWork(challenge, String(answer), bits)) return String(answer);
}

export interface ChallengeSubject {
  scope: LockoutScope;
  username: string;
  prefix: string;
}

const subjectText = (subject: ChallengeSubject) => `${subject.scope.name}|${subject.username}|${subject.prefix}`;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The refusal that asks for a proof of work: code 4028 with a new challenge. */
async function challengeRequired(context: AppContext, subject: ChallengeSubject, bits: number, now: Date, policy: SignInChallengePolicy): Promise<AppError> {
  const nonce = randomBytes(12).toString('base64url');
  const expires = Math.floor((now.getTime() + policy.lifetimeMs) / 1000);
  const signed = `${nonce}.${bits}.${expires}`;
  const mac = createHmac('sha256', await challengeKey(context, now)).update(`${subjectText(subject)}|${signed}`).digest('base64url');
  const challenge = `c1.${signed}.${mac}`;
  return new AppError(ResultCode.challengeRequired, 'kassa.server.signInChallenge', {}, { challenge, difficulty: bits, expire_time: new Date(expires * 1000).toISOString() });
}

/**
 * Goes on when the request answers, with enough work, a live challenge of this subject not answered before; otherwise
 * throws 4028 with a new challenge of `bits` (a challenge made when the counters were cooler is not enough).
 */
export async function requireChallenge(context: AppContext, subject: ChallengeSubject, bits: number, answer: ChallengeAnswer, now: Date): Promise<void> {
  const policy = context.config.lockout.challenge;
  const challenge = answer.challenge ?? '';
  const parts = challenge.split('.');
  const solution = answer.challenge_answer ?? '';
  if (parts.length === 5 && parts[0] === 'c1' && solution.length > 0 && solution.length <= 64) {
    const [, nonce, bitsText, expiresText, mac] = parts as [string, string, string, string, string];
    const signed = `${nonce}.${bitsText}.${expiresText}`;
    const expected = createHmac('sha256', await challengeKey(context, now)).update(`${subjectText(subject)}|${signed}`).digest('base64url');
    const expires = new Date(Number(expiresText) * 1000);
    if (
      sameText(mac, expected) &&
      Number(bitsText) >= bits &&
      expires.getTime() > now.getTime() &&
      provesWork(challenge, solution, Number(bitsText)) &&
      (await markOnce(context.db, `${subject.scope.name}:challenge:${nonce}`, now, expires))
    ) {
      return;
    }
  }
  throw await challengeRequired(context, subject, bits, now, policy);
}
