/**
 * The hosted checkout's first load, in gzip bytes of JavaScript (at most 100 KB); how it is measured: pageSize.ts.
 *
 *   npm run build && npx tsx scripts/bench/checkout-size.ts      (or npm run bench:checkout-size)
 *
 * Exits 1 over the budget, 2 when the build is missing.
 */
import { measurePageSize } from './pageSize';

export const budgetBytes = 100 * 1000;

process.exitCode = measurePageSize('checkout', 'Checkout', budgetBytes);
