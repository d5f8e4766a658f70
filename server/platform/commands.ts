import { backupCommand } from './backup';
import { lastCodeCommand } from './checkoutCommands';
import type { PlatformCommand } from './command';
import { addDepositAddressesCommand, depositAddressCountsCommand } from './depositAddressCommands';
import {
  approveFiatWithdrawalCommand,
  approveUsdtRechargeCommand,
  approveUsdtWithdrawalCommand,
  createPaidOrderCommand,
  createUserWithdrawalCommand,
  createWalletUserCommand,
  pendingReviewsCommand,
  purgeIdempotencyKeysCommand,
  rejectFiatWithdrawalCommand,
  rejectUsdtRechargeCommand,
  rejectUsdtWithdrawalCommand,
  setUsdtRateCommand,
  topUpUserCommand,
} from './ledgerCommands';
import {
  approveKycCommand,
  kycSubmissionsCommand,
  publishAnnouncementCommand,
  rejectKycCommand,
  replyTicketCommand,
  setTimeZoneCommand,
  supportTicketsCommand,
} from './consoleCommands';
import { maintenanceCommand } from './maintenanceCommand';
import { payOrderCommand, scanOrderCommand } from './orderCommands';
import { createStaffCommand, resetStaffCommand, setStaffContactCommand } from './staffCommands';
import {
  createMerchantCommand,
  inviteOperatorCommand,
  resetAuthenticatorCommand,
  resetPasswordCommand,
  resumeCommand,
  setKycCommand,
  suspendCommand,
} from './merchantCommands';

/** Every platform command, in the order the help lists them. A new command is one more entry. */
export const platformCommands: PlatformCommand[] = [
  createMerchantCommand,
  inviteOperatorCommand,
  resetPasswordCommand,
  resetAuthenticatorCommand,
  suspendCommand,
  resumeCommand,
  setKycCommand,
  setTimeZoneCommand,
  createStaffCommand,
  resetStaffCommand,
  setStaffContactCommand,
  kycSubmissionsCommand,
  approveKycCommand,
  rejectKycCommand,
  publishAnnouncementCommand,
  supportTicketsCommand,
  replyTicketCommand,
  maintenanceCommand,
  pendingReviewsCommand,
  approveUsdtRechargeCommand,
  rejectUsdtRechargeCommand,
  approveUsdtWithdrawalCommand,
  rejectUsdtWithdrawalCommand,
  approveFiatWithdrawalCommand,
  rejectFiatWithdrawalCommand,
  createWalletUserCommand,
  topUpUserCommand,
  createPaidOrderCommand,
  payOrderCommand,
  scanOrderCommand,
  lastCodeCommand,
  createUserWithdrawalCommand,
  setUsdtRateCommand,
  addDepositAddressesCommand,
  depositAddressCountsCommand,
  purgeIdempotencyKeysCommand,
  backupCommand,
] as PlatformCommand[];
