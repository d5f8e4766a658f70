import { announcements } from './announcements';
import { platformAuditLog } from './auditLog';
import { merchants } from './merchants';
import { walletUsers } from './walletUsers';
import { usdtRechargeReviews } from './usdtRechargeReviews';
import { usdtWithdrawalReviews } from './usdtWithdrawalReviews';
import { fiatWithdrawalReviews } from './fiatWithdrawalReviews';
import { kycReviews } from './kycReviews';
import { fourEyesThresholds } from './fourEyesThresholds';
import { depositAddresses } from './depositAddresses';
import { ruleChanges } from './ruleChanges';
import { staff } from './staff';
import { supportTickets } from './supportTickets';
import { helpArticles } from './helpArticles';

/**
 * Every record screen of the platform console (/platform/), one declaration each (resources/platform/<name>/):
 * the platform console's composition root (consoles/platformConsole.ts) takes them from here.
 */
export const platformResourceConfigs = [
  merchants,
  walletUsers,
  usdtRechargeReviews,
  usdtWithdrawalReviews,
  fiatWithdrawalReviews,
  kycReviews,
  fourEyesThresholds,
  ruleChanges,
  announcements,
  supportTickets,
  helpArticles,
  staff,
  platformAuditLog,
  depositAddresses,
] as const;

export type PlatformResourceName = (typeof platformResourceConfigs)[number]['name'];
