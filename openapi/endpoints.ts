import type { z } from 'zod';
import { accessKeyCalls } from './accessKeys';
import { accountCalls } from './account';
import { adjustmentCalls } from './adjustments';
import { announcementCalls } from './announcements';
import { assetCalls } from './assets';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { checkoutCalls } from './checkout';
import { coinCalls } from './coins';
import { contentCalls } from './content';
import { dashboardCalls } from './dashboard';
import { depositAddressCalls } from './depositAddresses';
import { fiatCalls } from './fiat';
import { fileCalls } from './files';
import { fundFlowCalls } from './fundFlow';
import { healthCalls } from './health';
import { helpCalls } from './help';
import { kycCalls } from './kyc';
import { loginLogCalls } from './loginLog';
import { merchantApiCalls } from './merchantApi';
import { passkeyCalls } from './passkeys';
import { payerPasskeyCalls } from './payerPasskeys';
import { staffPasskeyCalls } from './staffPasskeys';
import { paymentMethodCalls } from './paymentMethods';
import { platformContentCalls } from './platformContent';
import { platformMerchantCalls } from './platformMerchants';
import { platformReviewCalls } from './platformReviews';
import { platformRuleChangeCalls } from './platformRuleChanges';
import { platformSettingCalls } from './platformSettings';
import { platformStaffCalls } from './platformStaff';
import { rechargeCalls } from './recharges';
import { transferCalls } from './transfers';
import { usdtCalls } from './usdt';
import { userConfigCalls } from './userConfig';
import { walletCalls } from './wallet';
import { webhookCalls } from './webhooks';
import { whitelistCalls } from './whitelist';
import { withdrawalCalls } from './withdrawals';
import type { Endpoint, Tag } from './endpoint';

/*
 * Every call of the API, composed from the domains. A domain's calls live in its own slice, `openapi/<domain>.ts`
 * (named like its folder under server/), beside its entities, its rules and the helpers only it uses; what several
 * domains share is in common.ts and sharedRules.ts. To add a call, add an `endpoint({ … })` entry to its domain's
 * `…Calls` table (a new domain: a new slice with its table, spread below; its calls carry its tag).
 * The server registers a route per entry and `npm run gen:api` publishes it in openapi.json. Calls, fields and
 * schemas the spec does not name are marked "(added)" and recorded in docs/decisions/.
 */

export type { Endpoint, Tag } from './endpoint';

export const endpoints = {
  ...authCalls,
  ...accountCalls,
  ...passkeyCalls,
  ...payerPasskeyCalls,
  ...staffPasskeyCalls,
  ...usdtCalls,
  ...transferCalls,
  ...coinCalls,
  ...fundFlowCalls,
  ...accessKeyCalls,
  ...webhookCalls,
  ...merchantApiCalls,
  ...assetCalls,
  ...rechargeCalls,
  ...whitelistCalls,
  ...userConfigCalls,
  ...loginLogCalls,
  ...withdrawalCalls,
  ...fiatCalls,
  ...adjustmentCalls,
  ...paymentMethodCalls,
  ...fileCalls,
  ...checkoutCalls,
  ...walletCalls,
  ...dashboardCalls,
  ...auditCalls,
  ...kycCalls,
  ...contentCalls,
  ...helpCalls,
  ...announcementCalls,
  ...platformStaffCalls,
  ...platformReviewCalls,
  ...platformSettingCalls,
  ...depositAddressCalls,
  ...platformContentCalls,
  ...platformMerchantCalls,
  ...platformRuleChangeCalls,
  ...healthCalls,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The document's tags: each domain's, in the order its calls first come above. */
export const tags: Tag[] = [...new Set(Object.values(endpoints).map((endpoint) => endpoint.tag))];

/** The validated body of an endpoint, as the server's handler receives it. */
export type RequestOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['request']>;

/** The body the console sends (defaults may be left out). */
export type RequestInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['request']>;

/** The `data` of an endpoint's answer. */
export type ResponseOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;
