import type { PlatformCommand } from './command';
import { maintenanceCommand } from './maintenanceCommand';
import {
  createMerchantCommand,
  resetAuthenticatorCommand,
  resumeCommand,
  setKycCommand,
  suspendCommand,
} from './merchantCommands';

/** Every platform command, in the order the help lists them. A new command is one more entry. */
export const platformCommands: PlatformCommand[] = [
  createMerchantCommand,
  resetAuthenticatorCommand,
  suspendCommand,
  resumeCommand,
  setKycCommand,
  maintenanceCommand,
] as PlatformCommand[];
