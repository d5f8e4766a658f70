/**
 * The database schema (drizzle-orm, PostgreSQL dialect: the same tables on PGlite and on PostgreSQL), one file per
 * domain, named like the domain's folder in server/. Migrations come from this folder: `npm run db:generate` reads
 * every file in it and writes them into server/db/migrations. Money is `numeric`, never a float.
 *
 * Code imports the tables from here (`../db/schema`); a new record type is a new file and a line below.
 */
export { orderStatuses, type OrderStatus } from './columns';
export * from './accessKeys';
export * from './account';
export * from './adjustments';
export * from './announcements';
export * from './audit';
export * from './auth';
export * from './checkout';
export * from './coins';
export * from './crypto';
export * from './fiat';
export * from './files';
export * from './help';
export * from './http';
export * from './kyc';
export * from './ledger';
export * from './loginLog';
export * from './mail';
export * from './merchantApi';
export * from './passkeys';
export * from './paymentMethods';
export * from './platform';
export * from './platformMerchants';
export * from './recharges';
export * from './ruleChanges';
export * from './staff';
export * from './transfers';
export * from './usdt';
export * from './wallet';
export * from './walletUsers';
export * from './webhooks';
export * from './whitelist';
export * from './withdrawals';
