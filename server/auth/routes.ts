import { endpoints } from '../../openapi/endpoints';
import { findMerchant } from '../account/repository';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import type { Routes } from '../http/route';
import { bindNewSecret, offerNewSecret } from './authenticator';
import { signIn } from './login';
import { loginKeyPair } from './rsaKeys';
import { revokeSession } from './sessions';

export function registerAuthRoutes(routes: Routes, context: AppContext) {
  routes.open(endpoints.getPubKey, async ({ now }) => ({
    pub_key: (await loginKeyPair(context.db, now)).publicKeyPem,
    algorithm: 'RSA-OAEP-256' as const,
  }));

  routes.open(endpoints.login, ({ body, ip, now }) => signIn(context, body, ip, now));

  routes.signedIn(endpoints.logout, async ({ signedIn, now }) => {
    await revokeSession(context.db, signedIn.tokenHash, now);
    return null;
  });

  routes.signedIn(endpoints.getGoogleSecret, ({ signedIn }) => offerNewSecret(context, signedIn));

  routes.signedIn(endpoints.updateGoogleSecret, ({ signedIn, body, ip, now }) => bindNewSecret(context, signedIn, body, ip, now));

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
