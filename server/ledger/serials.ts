import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serialNumberSequence } from '../db/schema';

/** What a serial or order number starts with: the kind of record, readable at a glance. */
export const serialPrefixes = {
  transfer: 'TF',
  recharge: 'RC',
  withdrawalOrder: 'WD',
  withdrawalSerial: 'WS',
  adjustment: 'AJ',
  usdtRecharge: 'UR',
  usdtWithdrawal: 'UW',
  fiatWithdrawal: 'FW',
  topUp: 'TU',
  /** Merchant order numbers of demo orders made by the seed and `npm run ops`. */
  demoOrder: 'ORD',
  /** Merchant order numbers of payments to a merchant's receiving code from the wallet. */
  scanOrder: 'SC',
} as const;

function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The next value of the serial sequence, as SQL: for a caller that reads it along with other things. */
export const nextSerialValue = sql<string>`nextval(${sql.raw(`'${serialNumberSequence.seqName}'`)})`;

/**
 * A number: prefix, UTC date, and 10 digits of a value of the serial sequence, e.g. TF202506020000000042.
 * The sequence makes it unique across every process sharing the database; the date makes it readable.
 */
export function serialOf(prefix: string, at: Date, value: string | number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits)) throw new Error('serial sequence answered nothing');
  return `${prefix}${utcDate(at)}${digits.padStart(10, '0')}`;
}

/** A new number (see serialOf) as SQL, for a row that takes it as it is written. */
export function nextSerialSql(prefix: string, at: Date) {
  return sql<string>`${prefix + utcDate(at)} || lpad(${nextSerialValue}::text, 10, '0')`;
}

/** A new number (see serialOf). */
export async function nextSerial(db: Executor, prefix: string, at: Date): Promise<string> {
  const result = (await db.execute(sql`select ${nextSerialValue} as value`)) as unknown as { rows: { value: string | number }[] };
  return serialOf(prefix, at, result.rows[0]?.value ?? '');
}
