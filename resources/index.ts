import { accountAdjustments } from './accountAdjustments';
import { assets } from './assets';
import { fiatWithdrawal } from './fiatWithdrawal';
import { fundFlow } from './fundFlow';
import { loginRecords } from './loginRecords';
import { paymentMethods } from './paymentMethods';
import { rechargeRecords } from './rechargeRecords';
import { transfers } from './transfers';
import { usdtRecharge } from './usdtRecharge';
import { usdtWithdrawal } from './usdtWithdrawal';
import { whitelist } from './whitelist';
import { withdrawalRecords } from './withdrawalRecords';

/** Every record screen of the menu, one declaration each, in menu order. */
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
] as const;

export type ResourceName = (typeof resourceConfigs)[number]['name'];
