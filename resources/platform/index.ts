import { announcements } from './announcements';
import { platformAuditLog } from './auditLog';
import { merchants } from './merchants';
import { staff } from './staff';
import { supportTickets } from './supportTickets';

/**
 * Every record screen of the platform console (/platform/), one declaration each (resources/platform/<name>/):
 * the platform console's composition root (src/platformConsole.ts) takes them from here.
 */
export const platformResourceConfigs = [merchants, announcements, supportTickets, staff, platformAuditLog] as const;

export type PlatformResourceName = (typeof platformResourceConfigs)[number]['name'];
