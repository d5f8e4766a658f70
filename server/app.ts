/**
 * The app factory: the one way a Kassa server is made, by `npm start` and by the tests (`app.inject`).
 * Each domain registers its routes from the contract; the HTTP layer adds the envelope, the error
 * handler, authentication and the maintenance guard around them.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { limits } from '../openapi/rules';
import { registerAccessKeyRoutes } from './accessKeys/routes';
import { registerAccountRoutes } from './account/routes';
import { registerAnnouncementRoutes } from './announcements/routes';
import { registerAdjustmentRoutes } from './adjustments/routes';
import { registerAssetRoutes } from './assets/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerCoinRoutes } from './coins/routes';
import { registerContentRoutes } from './content/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerDepositAddressRoutes } from './depositAddresses/routes';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { isDatabaseUnreachable } from './db/transaction';
import { registerFiatRoutes } from './fiat/routes';
import { registerFileRoutes } from './files/routes';
import { registerHelpRoutes } from './help/routes';
import { registerKycRoutes } from './kyc/routes';
import { registerFundFlowRoutes } from './fundFlow/routes';
import { registerCors } from './http/cors';
import { registerSessionCache } from './http/authenticate';
import { registerErrorHandler } from './http/errorHandler';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerRateLimits } from './http/rateLimit';
import { loggerOptions } from './http/logging';
import { registerHealth } from './http/health';
import { registerGracefulClose } from './http/gracefulClose';
import { registerApiDocs, registerConsole } from './http/publicSite';
import { routesFor } from './http/route';
import { bodyTooDeep, nestsDeeperThan } from './http/nesting';
import { startBackgroundWork } from './background';
import { registerLoginLogRoutes } from './loginLog/routes';
import { registerDemoMailbox } from './mail/demoMailbox';
import { registerMerchantApiRoutes } from './merchantApi/routes';
import { registerPasskeyRoutes } from './passkeys/routes';
import { registerPaymentMethodRoutes } from './paymentMethods/routes';
import { registerMaintenanceGuard } from './platform/maintenance';
import { registerPlatformRoutes } from './platform/routes';
import { registerRechargeRoutes } from './recharges/routes';
import { registerPlatformMerchantRoutes } from './platformMerchants/routes';
import { registerPlatformReviewRoutes } from './platformReviews/routes';
import { registerPlatformSettingRoutes } from './platformSettings/routes';
import { registerRuleChangeRoutes } from './ruleChanges/routes';
import { registerStaffRoutes } from './staff/routes';
import { registerTransferRoutes } from './transfers/routes';
import { registerUsdtRoutes } from './usdt/routes';
import { registerUserConfigRoutes } from './userConfig/routes';
import { registerWalletRoutes } from './wallet/routes';
import { registerWebhookRoutes } from './webhooks/routes';
import { registerWhitelistRoutes } from './whitelist/routes';
import { registerWithdrawalRoutes } from './withdrawals/routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as received (empty when there was none). */
    rawBody: string;
  }
}

export async function buildApp({ db, config }: { db: Database; config: ServerConfig }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logger),
    trustProxy: config.trustProxy,
    // A random id per request: the reference a 500 answer gives is unique in the logs.
    genReqId: () => randomUUID(),
    // Named here (it is Fastify's default) because the answer to a larger body names it (server/http/bodyRefusals.ts).
    bodyLimit: limits.bodyMaxBytes,
  });
  const context: AppContext = { db, config };

  // POST calls without a body (or with an empty one) count as `{}`: the contract's EmptyBody.
  // The raw text is kept: a signed call's signature covers the body exactly as it was sent.
  // A body nested deeper than the contract ever needs is refused here, for every path (server/http/nesting.ts).
  // Bodies are JSON, or multipart for the upload: Fastify's default text/plain parser goes, so a text body answers 415
  // (server/http/bodyRefusals.ts) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawBody', '');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    if (text.trim() === '') done(null, {});
    else if (nestsDeeperThan(text, limits.bodyMaxNesting)) done(bodyTooDeep(), undefined);
    else parseJson(request, text, done);
  });

  // multipart/form-data, read only by the upload endpoint (server/files/multipart.ts), one file up to the limit.
  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 10, parts: 11 } });

  await registerSecurityHeaders(app, config.publicUrl, config.apiOrigins);
  await registerRateLimits(app, context);
  registerGracefulClose(app);

  let consoleFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
  if (config.consoleDir) consoleFallback = await registerConsole(app, config.consoleDir);
  if (config.openapiDocument) await registerApiDocs(app, config.openapiDocument);
  registerErrorHandler(app, consoleFallback);
  registerCors(app);
  registerMaintenanceGuard(app, context);
  registerSessionCache(app, context);

  const routes = routesFor(app, context);
  registerHealth(routes, context);
  registerAuthRoutes(routes, context);
  registerAccountRoutes(routes, context);
  registerPasskeyRoutes(routes, context);
  registerLoginLogRoutes(routes, context);
  registerWhitelistRoutes(routes, context);
  registerAccessKeyRoutes(routes, context);
  registerUserConfigRoutes(routes, context);
  // The ledger's paths.
  registerCoinRoutes(routes, context);
  registerAssetRoutes(routes, context);
  registerFundFlowRoutes(routes, context);
  registerPaymentMethodRoutes(routes, context);
  registerTransferRoutes(routes, context);
  registerRechargeRoutes(routes, context);
  registerWithdrawalRoutes(routes, context);
  registerAdjustmentRoutes(routes, context);
  registerUsdtRoutes(routes, context);
  registerFiatRoutes(routes, context);
  // The merchant's side of a payment: the signed order API and its webhooks.
  registerMerchantApiRoutes(routes, context);
  registerWebhookRoutes(routes, context);
  // The console's remaining pages: dashboard and market switch, audit log.
  registerDashboardRoutes(routes, context);
  registerFileRoutes(routes, context);
  registerKycRoutes(routes, context);
  registerContentRoutes(routes, context);
  registerHelpRoutes(routes, context);
  registerAnnouncementRoutes(routes, context);
  registerCheckoutRoutes(routes, context);
  registerWalletRoutes(routes, context);
  // The platform's own staff (/v1/platform/*), apart from the loopback ops endpoint below.
  registerStaffRoutes(routes, context);
  registerPlatformReviewRoutes(routes, context);
  registerDepositAddressRoutes(routes, context);
  registerPlatformSettingRoutes(routes, context);
  registerRuleChangeRoutes(routes, context);
  registerPlatformMerchantRoutes(routes, context);
  registerPlatformRoutes(app, context);
  // The demo's mailbox of sign-up links (GET /demo/mailbox); 404 outside demo mode.
  registerDemoMailbox(app, context);

  if (config.backgroundIntervalMs !== null) {
    const interval = config.backgroundIntervalMs;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startBackgroundWork(context, interval, (error) => {
        // A round the database failed is tried again at the next one; its events and orders wait in the database.
        if (isDatabaseUnreachable(error)) app.log.warn('background work: the database cannot be reached; the next round tries again');
        else app.log.error({ err: error }, 'background work failed');
      });
    });
    app.addHook('onClose', async () => stop?.());
  }

  return app;
}
