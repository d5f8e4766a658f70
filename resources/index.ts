import { accountAdjustments } from './accountAdjustments';
import { assets } from './assets';
import { auditLog } from './auditLog';
import { fiatWithdrawal } from './fiatWithdrawal';
import { fundFlow } from './fundFlow';
import { loginRecords } from './loginRecords';
import { paymentMethods } from './paymentMethods';
import { rechargeRecords } from './rechargeRecords';
import { transfers } from './transfers';
import { usdtRecharge } from './usdtRecharge';
import { usdtWithdrawal } from './usdtWithdrawal';
import { webhookDeliveries } from './webhookDeliveries';
import { whitelist } from './whitelist';
import { withdrawalRecords } from './withdrawalRecords';

/**
 * Every record screen, one declaration each, in menu order: the menu pages, then those shown inside a bespoke
 * page (`shownIn`).
 */
export const resourceConfigs = [
  paymentMethods,
  transfers,
  rechargeRecords,
  accountAdjustments,
  withdrawalRecords,
  assets,
  fundFlow,
  usdtRecharge,
  usdtWithdrawal,
  fiatWithdrawal,
  loginRecords,
  whitelist,
  webhookDeliveries,
  auditLog,
] as const;

export type ResourceName = (typeof resourceConfigs)[number]['name'];
