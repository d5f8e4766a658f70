/**
 * Platform commands of the console's remaining pages (issue 12): the merchant's time zone, and the review of
 * merchant verifications.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isTimeZone } from '../dashboard/merchantDay';
import { merchants } from '../db/schema';
import { pendingSubmissions, reviewKyc } from '../kyc/kyc';
import { defineCommand } from './command';
import { merchantNamed } from './merchantCommands';

export const setTimeZoneCommand = defineCommand({
  name: 'set-time-zone',
  summary: "Set the time zone of a merchant's day (the dashboard's today and its daily charts)",
  positional: ['merchant', 'time_zone'],
  usage: '<merchant> <IANA time zone, e.g. Asia/Shanghai>',
  input: z.object({
    merchant: z.string().min(1),
    time_zone: z.string().refine(isTimeZone, 'time_zone: an IANA time zone such as Asia/Shanghai or UTC'),
  }),
  async run(context, input) {
    const merchant = await merchantNamed(context, input.merchant);
    await context.db.update(merchants).set({ timeZone: input.time_zone }).where(eq(merchants.id, merchant.id));
    return { merchant_id: String(merchant.id), time_zone: input.time_zone };
  },
});

export const kycSubmissionsCommand = defineCommand({
  name: 'kyc-submissions',
  summary: 'List the merchant verifications waiting for review',
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context) {
    const pending = await pendingSubmissions(context.db);
    if (pending.length === 0) return { pending: 'none' };
    return Object.fromEntries(
      pending.map((row) => [
        `submission ${row.id}`,
        `merchant ${row.merchantId}: ${row.companyName} (${row.registrationNumber}, ${row.country}), ${row.documentIds.length} document(s), ${row.createdAt.toISOString()}`,
      ]),
    );
  },
});

const submissionArgument = z.object({ submission: z.coerce.number().int().positive() });

export const approveKycCommand = defineCommand({
  name: 'approve-kyc',
  summary: "Approve a merchant verification: the merchant's KYC becomes verified",
  positional: ['submission'],
  usage: '<submission id>',
  input: submissionArgument,
  async run(context, input, now) {
    const row = await reviewKyc(context.db, input.submission, { approve: true }, now);
    return { submission: row.id, merchant_id: String(row.merchantId), status: row.status, kyc_status: 'verified' };
  },
});

export const rejectKycCommand = defineCommand({
  name: 'reject-kyc',
  summary: 'Reject a merchant verification with a reason the merchant reads; it may submit again',
  positional: ['submission'],
  usage: '<submission id> --reason <text>',
  input: submissionArgument.extend({ reason: z.string().trim().min(1).max(200) }),
  async run(context, input, now) {
    const row = await reviewKyc(context.db, input.submission, { approve: false, reason: input.reason }, now);
    return { submission: row.id, merchant_id: String(row.merchantId), status: row.status, kyc_status: 'rejected', reason: input.reason };
  },
});
