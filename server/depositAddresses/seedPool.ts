/**
 * Made-up deposit addresses for a pool nobody sends real USDT to: the demo's (server/demo/seed.ts) and the tests'
 * (server/testing/harness.ts). Each is in its network's form, and says what it is: TRC20 `TKassaDemo…`, ERC20
 * `0xde90…` (demo) or `0x7e57…` (tests), then its number.
 */
import type { Executor } from '../db/client';
import { depositAddresses, usdtNetworks, type UsdtNetwork } from '../db/schema';

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function inBase58(value: number): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 58)) text = base58[rest % 58] + text;
  return text || '1';
}

const prefixes = { demo: { TRC20: 'TKassaDemo', ERC20: '0xde90' }, test: { TRC20: 'TKassaTest', ERC20: '0x7e57' } } as const;

/** The `index`-th made-up address of `network` (from 1). */
export function madeUpDepositAddress(kind: keyof typeof prefixes, network: UsdtNetwork, index: number): string {
  const prefix = prefixes[kind][network];
  return network === 'TRC20' ? prefix + inBase58(index).padStart(34 - prefix.length, '1') : prefix + index.toString(16).padStart(42 - prefix.length, '0');
}

/** Puts `count` made-up addresses of each network in the pool, free, as if `addedBy` had added them. */
export async function seedMadeUpPool(db: Executor, kind: keyof typeof prefixes, count: number, addedBy: string, now: Date): Promise<void> {
  const rows = usdtNetworks.flatMap((network) =>
    Array.from({ length: count }, (_, index) => ({ network, address: madeUpDepositAddress(kind, network, index + 1), addedBy, addedAt: now })),
  );
  await db.insert(depositAddresses).values(rows).onConflictDoNothing({ target: depositAddresses.address });
}
