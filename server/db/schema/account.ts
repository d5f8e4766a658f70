import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/** Account types and statuses of spec section 3. */
export const accountTypes = ['regular', 'advanced', 'agent'] as const;
export type AccountType = (typeof accountTypes)[number];
export const merchantStatuses = ['normal', 'suspended'] as const;
export type MerchantStatus = (typeof merchantStatuses)[number];
export const kycStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

export const merchants = pgTable(
  'merchants',
  {
    /** The merchant ID operators see (and share for transfers); starts at 100001 so it looks like one. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    name: text('name').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull().default('regular'),
    status: text('status').$type<MerchantStatus>().notNull().default('normal'),
    /** Why the merchant was last suspended or resumed by the platform; null when it never was, or no reason was given. */
    statusReason: text('status_reason'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('unverified'),
    /** An agent's sub-merchants point at the agent; the agent may read their account detail. */
    agentId: integer('agent_id'),
    /** IANA time zone of the merchant's day: the dashboard's "today" and its daily charts. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: time('created_at').notNull(),
    /** Bumped on every change of what account/detail shows; check_update_mch compares against it. */
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('merchants_agent_idx').on(table.agentId)],
);
