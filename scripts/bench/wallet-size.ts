/**
 * The wallet app's first load, in gzip bytes of JavaScript (at most 120 KB); how it is measured: pageSize.ts. The
 * screens are loaded as the payer opens them and do not count.
 *
 *   npm run build && npx tsx scripts/bench/wallet-size.ts      (or npm run bench:wallet-size)
 *
 * Exits 1 over the budget, 2 when the build is missing.
 */
import { measurePageSize } from './pageSize';

export const budgetBytes = 120 * 1000;

process.exitCode = measurePageSize('wallet', 'Wallet app', budgetBytes);
