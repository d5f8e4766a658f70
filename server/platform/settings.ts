/**
 * Platform-wide settings in the database, so every server process sees the same value
 * (maintenance switched by `npm run ops` holds for all of them and across restarts).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { platformSettings } from '../db/schema';

export interface SupportContact {
  type: 'email' | 'telegram' | 'whatsapp' | 'phone' | 'url';
  label: string;
  value: string;
}

interface Settings {
  maintenance: boolean;
  support_contacts: SupportContact[];
}

const defaults: Settings = {
  maintenance: false,
  support_contacts: [],
};

export async function readSetting<K extends keyof Settings>(db: Executor, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  return row ? (row.value as Settings[K]) : defaults[key];
}

export async function writeSetting<K extends keyof Settings>(db: Executor, key: K, value: Settings[K], now: Date): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now } });
}
