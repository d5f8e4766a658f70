/**
 * The step-up window ("sudo mode"): a verified authenticator code lets the session that sent it make protected
 * changes without another code for `config.stepUpMs` (KASSA_STEP_UP_SECONDS). Signing in does not open it (the
 * sign-in's code proves who signs in, not a wish to move money). It ends with the session, on a password or
 * authenticator change (every session of the operator), and on a step-up failure of the session (a wrong code).
 *
 * It is kept on the session row (`sessions.step_up_until`), so every server process sees it: opening or closing it
 * drops the session from every process's kept copy (`sessionsChanged`, server/auth/sessionCache.ts), so the next call
 * reads it again. A protected call inside the window reads nothing more than the session it already has.
 *
 * The console learns the window's state from the `X-Step-Up-Until` header of every signed-in answer (the end of the
 * window, or empty when closed), and asks for a code only when it is closed; a call refused for want of a code answers
 * 4000 on `google_code` (`kassa.server.stepUpRequired`), which shows the code field with that message.
 */
import type { FastifyReply } from 'fastify';
import type { Executor } from '../db/client';
import { notifyAtEnd, writeAtEnd, writesAtEnd } from '../db/trailingWrites';
import { setStepUpWindow, stepUpWindowWrite } from '../sessions/sessions';
import { forgetSessionsHere, sessionsChannel } from './sessionCache';
import { anyOperatorSessions, type SignedIn } from './sessions';

export const stepUpHeader = 'x-step-up-until';

/** The header's value for a window ending at `until` (empty when closed at `now`). */
export function stepUpHeaderValue(until: Date | null, now: Date): string {
  return until && until.getTime() > now.getTime() ? until.toISOString() : '';
}

/** Whether the session's window is open at `now`. */
export function stepUpOpen(signedIn: Pick<SignedIn, 'stepUpUntil'>, now: Date): boolean {
  return signedIn.stepUpUntil !== null && signedIn.stepUpUntil.getTime() > now.getTime();
}

/**
 * Opens (or extends) the session's window until `until`, with the transaction's last writes when `db` is one (a
 * refused change then opens nothing), at once otherwise. `reply` learns the new state once the write has run.
 */
export async function openStepUp(db: Executor, tokenHash: string, until: Date, reply?: FastifyReply): Promise<void> {
  if (writesAtEnd(db)) {
    forgetSessionsHere([tokenHash]);
    await writeAtEnd(db, stepUpWindowWrite(anyOperatorSessions, db, { tokenHash, notEnded: true }, until), () => void reply?.header(stepUpHeader, until.toISOString()));
    await notifyAtEnd(db, sessionsChannel, tokenHash);
    return;
  }
  await setStepUpWindow(anyOperatorSessions, db, { tokenHash, notEnded: true }, until);
  reply?.header(stepUpHeader, until.toISOString());
}

/** Closes the session's window at once (a step-up failure). */
export async function closeStepUp(db: Executor, tokenHash: string, reply?: FastifyReply): Promise<void> {
  await setStepUpWindow(anyOperatorSessions, db, { tokenHash }, null);
  reply?.header(stepUpHeader, '');
}

/** Closes the windows of every session of the operator (a password or authenticator change), in `db`'s transaction. */
export async function closeStepUpsOf(db: Executor, merchantUserId: number, reply?: FastifyReply): Promise<void> {
  await setStepUpWindow(anyOperatorSessions, db, { owner: merchantUserId, notEnded: true }, null);
  reply?.header(stepUpHeader, '');
}
