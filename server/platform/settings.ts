/**
 * Platform-wide settings in the database, so every server process sees the same value
 * (maintenance switched by `npm run ops` holds for all of them and across restarts).
 */
import { eq, sql } from 'drizzle-orm';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { Executor } from '../db/client';
import { platformSettings } from '../db/schema';
import { settingsChannel, settingWritten } from './settingsWatch';

export interface SupportContact {
  type: 'email' | 'telegram' | 'whatsapp' | 'phone' | 'url';
  label: string;
  value: string;
}

/**
 * What the USDT forms offer (the contract's UsdtSetting without `abbreviation`, which is always USDT, and without the
 * networks' deposit addresses: each merchant has its own, from the pool of server/depositAddresses/pool.ts).
 */
export interface UsdtTradeSettings {
  /** Units of each coin per 1 USDT: credited on a recharge, debited on a withdrawal. */
  rates: { coin_name: string; recharge_rate: string; withdrawal_rate: string }[];
  usdt_recharge_fee: string;
  usdt_withdrawal_fee: string;
  min_recharge: string;
  min_withdrawal: string;
}

/**
 * Per coin, the amount from which a USDT or fiat withdrawal (its `count`, in the coin debited) takes the approvals of
 * two different staff members; a coin not named needs one.
 */
export type FourEyesThresholds = Record<string, string>;

/** What merchants read while maintenance is on, in each language; null: the standard sentence. */
export type MaintenanceMessage = Record<ApiLanguage, string> | null;

interface Settings {
  maintenance: boolean;
  /** Wrapped, since a stored value is never JSON null. */
  maintenance_message: { text: MaintenanceMessage };
  support_contacts: SupportContact[];
  usdt_trade: UsdtTradeSettings;
  four_eyes_thresholds: FourEyesThresholds;
}

/** Until platform staff change them (platform/settings/*, npm run ops -- set-usdt-rate), USDT trade uses these demo figures. */
export const defaultUsdtTradeSettings: UsdtTradeSettings = {
  rates: [
    { coin_name: 'USDT', recharge_rate: '1', withdrawal_rate: '1' },
    { coin_name: 'CNY', recharge_rate: '7.1', withdrawal_rate: '7.3' },
    { coin_name: 'USD', recharge_rate: '0.99', withdrawal_rate: '1.01' },
    { coin_name: 'VND', recharge_rate: '25000', withdrawal_rate: '25600' },
  ],
  usdt_recharge_fee: '0.005',
  usdt_withdrawal_fee: '0.01',
  min_recharge: '100',
  min_withdrawal: '100',
};

const defaults: Settings = {
  maintenance: false,
  maintenance_message: { text: null },
  support_contacts: [],
  usdt_trade: defaultUsdtTradeSettings,
  four_eyes_thresholds: {},
};

/**
 * What a stored value keeps that no longer belongs to its setting, left out when it is read (and so when it is next
 * written): `usdt_trade` once held the one deposit address per network that every merchant shared.
 */
const storedOnly: Partial<Record<keyof Settings, readonly string[]>> = { usdt_trade: ['networks'] };

export async function readSetting<K extends keyof Settings>(db: Executor, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  if (!row) return defaults[key];
  const dropped = storedOnly[key];
  if (!dropped || typeof row.value !== 'object' || row.value === null) return row.value as Settings[K];
  return Object.fromEntries(Object.entries(row.value).filter(([name]) => !dropped.includes(name))) as Settings[K];
}

export async function writeSetting<K extends keyof Settings>(db: Executor, key: K, value: Settings[K], now: Date): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now } });
  // Every process drops its copy: this one now, the others when PostgreSQL delivers the notification at commit.
  await db.execute(sql`select pg_notify(${settingsChannel}, ${key})`);
  settingWritten();
}
