import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

export const kycSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

/** A merchant's verification (KYC) submission, reviewed by platform staff; at most one pending per merchant. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    companyName: text('company_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    country: text('country').notNull(),
    companyAddress: text('company_address').notNull(),
    representativeName: text('representative_name').notNull(),
    /** Sealed under the server key (server/crypto/secretBox.ts, purpose `kyc_submission.representative_id_number`), never in plain text. */
    representativeIdNumber: text('representative_id_number').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The merchant's own files (stored_files ids). */
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    status: text('status').$type<KycSubmissionStatus>().notNull(),
    /** The rejection reason. */
    reason: text('reason'),
    /** Who reviewed it: a staff member's username, or `ops`; null while pending and on submissions reviewed before it was kept. */
    reviewer: text('reviewer'),
    createdAt: time('created_at').notNull(),
    reviewedAt: time('reviewed_at'),
  },
  (table) => [
    index('kyc_submissions_merchant_idx').on(table.merchantId, table.createdAt),
    uniqueIndex('kyc_submissions_one_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
    index('kyc_submissions_pending_idx').on(table.createdAt).where(sql`status = 'pending'`),
  ],
);
