import { endpoints } from '../../openapi/endpoints';
import { findMerchant } from '../account/repository';
import { actorOf } from '../audit/audit';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { notFound, unauthorized } from '../http/errors';
import type { Routes } from '../http/route';
import { bindNewSecret, offerNewSecret, requireStepUp } from './authenticator';
import { completeEnrolment, enrolmentDetail } from './enrolment';
import { signIn } from './login';
import { loginKeyPair } from './rsaKeys';
import { sessionRecords } from '../sessions/sessions';
import { endSessionsAudited, liveSessionsOf, revokeSession } from './sessions';
import { storedUserAgent } from './userAgent';

export function registerAuthRoutes(routes: Routes, context: AppContext) {
  routes.open(endpoints.getPubKey, async ({ now }) => ({
    pub_key: (await loginKeyPair(context.db, context.config.secretBox, now)).publicKeyPem,
    algorithm: 'RSA-OAEP-256' as const,
  }));

  routes.open(endpoints.login, ({ body, ip, now, request, reply }) => signIn(context, body, ip, now, storedUserAgent(request.headers['user-agent']), { request, reply }));

  // The one-time links of server/auth/enrolment.ts: before any sign-in, like login.
  routes.open(endpoints.enrolmentDetail, ({ body, now }) => enrolmentDetail(context, body, now));
  routes.open(endpoints.enrolmentComplete, ({ body, ip, now }) => completeEnrolment(context, body, ip, now));

  routes.signedIn(endpoints.logout, async ({ signedIn, now }) => {
    await revokeSession(context.db, signedIn.tokenHash, now);
    return null;
  });

  const sessionPolicy = { idleTimeoutMs: context.config.sessionIdleTimeoutMs, lifetimeMs: context.config.sessionLifetimeMs };

  routes.signedIn(endpoints.sessionQuery, async ({ signedIn, now }) => {
    const live = await liveSessionsOf(context.db, signedIn.merchantId, now, sessionPolicy);
    return sessionRecords(live, signedIn.tokenHash, (session) => ({ username: session.username }));
  });

  // One of the account's live sessions, as listed; an ended one (revoked, expired or idle), or another merchant's,
  // is the same "not found".
  routes.signedIn(endpoints.sessionRevoke, (call) =>
    runTransaction(context.db, async (tx) => {
      const live = await liveSessionsOf(tx, call.signedIn.merchantId, call.now, sessionPolicy);
      if (!live.some((session) => session.id === call.body.id)) throw notFound('kassa.server.sessionNotFound');
      await endSessionsAudited(tx, actorOf(call), { merchantId: call.signedIn.merchantId, id: call.body.id });
      return null;
    }),
  );

  routes.signedIn(endpoints.sessionRevokeOthers, (call) =>
    runTransaction(context.db, async (tx) => {
      const ended = await endSessionsAudited(tx, actorOf(call), { merchantId: call.signedIn.merchantId, exceptTokenHash: call.signedIn.tokenHash });
      return { count: ended.length };
    }),
  );

  // Opens the step-up window on its own, for a client that asks for the code before a protected change.
  routes.signedIn(endpoints.stepUpOpen, async (call) => {
    await requireStepUp(context, call, call.body.google_code);
    return { step_up_until: new Date(call.now.getTime() + context.config.stepUpMs).toISOString() };
  });

  routes.signedIn(endpoints.getGoogleSecret, ({ signedIn }) => offerNewSecret(context, signedIn));

  routes.signedIn(endpoints.updateGoogleSecret, ({ signedIn, body, ip, now, reply }) => bindNewSecret(context, signedIn, body, ip, now, reply));

  // Reading: the console sends the update_time of the userInfo it holds; `changed` says whether
  // account/detail would answer something else now (the merchant's updated_at moved since).
  routes.signedIn(endpoints.checkUpdateMch, async ({ signedIn, body }) => {
    const merchant = await findMerchant(context.db, signedIn.merchantId);
    if (!merchant) throw unauthorized();
    const updateTime = merchant.updatedAt.toISOString();
    const changed = body.update_time === undefined || new Date(body.update_time).getTime() !== merchant.updatedAt.getTime();
    return { changed, update_time: updateTime };
  });
}
