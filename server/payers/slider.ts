/**
 * Slide-to-verify (spec section 5: "the slider must be completed"). Starting to slide opens a challenge (2 minutes,
 * one verification); a slide that reached the end (position ≥ 0.97) in a human time (300 ms to 60 s) earns a token
 * (2 minutes, one sign-in) bound to the order, or to none for a wallet sign-in. The slider is a speed bump against scripted sign-ins, not a proof of
 * humanity: the lockout (signIn.ts) is what stops guessing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { hashToken } from '../auth/sessions';
import type { Executor } from '../db/client';
import { sliderChallenges } from '../db/schema';
import { invalidInput } from '../http/errors';

export const sliderRules = {
  challengeMs: 2 * 60_000,
  tokenMs: 2 * 60_000,
  /** Where the handle must end, of 1 (the end of the bar). */
  minPosition: 0.97,
  minElapsedMs: 300,
  maxElapsedMs: 60_000,
} as const;

const expired = (field: string) => invalidInput(field, 'kassa.server.sliderExpired');

/**
 * Opens a challenge for the order (which the caller has checked exists and can be paid), or with `orderPublicId` null
 * for a wallet sign-in.
 */
export async function startSlider(db: Executor, orderPublicId: string | null, now: Date): Promise<ResponseOf<'checkoutSliderStart'>> {
  // Spent and stale challenges (and their tokens, which end within 4 minutes of the start) are swept on the way.
  await db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, new Date(now.getTime() - 10 * 60_000)));
  const id = `sc_${randomBytes(16).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + sliderRules.challengeMs);
  await db.insert(sliderChallenges).values({ id, orderPublicId, createdAt: now, expiresAt });
  return { challenge_id: id, expire_time: expiresAt.toISOString() };
}

/**
 * Spends the challenge (one verification, passed or not) and, when the slide was complete and human-timed, answers a
 * single-use token. 4000 on `position` ('Please slide the bar first') for a slide that stopped short, on `elapsed_ms`
 * for one too fast or too slow, on `challenge_id` for a challenge unknown, expired or spent.
 */
export async function verifySlider(db: Executor, body: RequestOf<'checkoutSliderVerify'>, now: Date): Promise<ResponseOf<'checkoutSliderVerify'>> {
  const [challenge] = await db
    .update(sliderChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(sliderChallenges.id, body.challenge_id), isNull(sliderChallenges.verifiedAt), gt(sliderChallenges.expiresAt, now)))
    .returning();
  if (!challenge) throw expired('challenge_id');
  if (body.position < sliderRules.minPosition) throw invalidInput('position', 'kassa.validation.slider_required');
  if (body.elapsed_ms < sliderRules.minElapsedMs) throw invalidInput('elapsed_ms', 'kassa.server.sliderTooFast');
  if (body.elapsed_ms > sliderRules.maxElapsedMs) throw invalidInput('elapsed_ms', 'kassa.server.sliderTooSlow');

  const token = `st_${randomBytes(32).toString('base64url')}`;
  const tokenExpiresAt = new Date(now.getTime() + sliderRules.tokenMs);
  await db.update(sliderChallenges).set({ tokenHash: hashToken(token), tokenExpiresAt }).where(eq(sliderChallenges.id, challenge.id));
  return { slider_token: token, expire_time: tokenExpiresAt.toISOString() };
}

/**
 * Spends a slider token for a sign-in to `orderPublicId` (null: a wallet sign-in), in one conditional update so two
 * sign-ins cannot share it. False when it is unknown, of another order (or of an order, for the wallet), expired or
 * already spent.
 */
export async function spendSliderToken(db: Executor, token: string, orderPublicId: string | null, now: Date): Promise<boolean> {
  const spent = await db
    .update(sliderChallenges)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(sliderChallenges.tokenHash, hashToken(token)),
        orderPublicId === null ? isNull(sliderChallenges.orderPublicId) : eq(sliderChallenges.orderPublicId, orderPublicId),
        isNull(sliderChallenges.tokenUsedAt),
        gt(sliderChallenges.tokenExpiresAt, now),
      ),
    )
    .returning({ id: sliderChallenges.id });
  return spent.length === 1;
}
