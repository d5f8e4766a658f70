/**
 * Merchant verification (KYC): the merchant submits its company and legal representative with documents it
 * uploaded; the submission is `pending` (and so is the merchant's KYC) until platform staff approve it (KYC
 * `verified`, which the API key requires) or reject it with a reason (KYC `rejected`; the merchant may submit
 * again). Every step is in the audit log; changing the KYC state bumps the account's update_time, so the console
 * learns it from check_update_mch.
 */
import { and, desc, eq, not, like } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { findMerchant, setMerchantKyc } from '../account/repository';
import { audit, platformOperator, type Actor } from '../audit/audit';
import { sealedLikePattern, type SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { kycSubmissions } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound, unauthorized } from '../http/errors';
import { filesOfMerchant, uploadedFileView } from '../files/files';
import { platformAudit, type StaffActor } from '../staff/audit';

type SubmissionRow = typeof kycSubmissions.$inferSelect;

/**
 * The representative's ID number is stored sealed under the server key (server/crypto/secretBox.ts), as the other
 * secrets are: only the merchant and the reviewing staff read it, through the views below. This purpose is bound in,
 * so no other sealed column's value passes for it.
 */
export const representativeIdNumberPurpose = 'kyc_submission.representative_id_number';

export async function submissionView(db: Executor, box: SecretBox, row: SubmissionRow): Promise<ResponseOf<'kycSubmit'>> {
  const documents = await filesOfMerchant(db, row.merchantId, row.documentIds);
  return {
    id: row.id,
    status: row.status,
    company_name: row.companyName,
    registration_number: row.registrationNumber,
    country: row.country,
    company_address: row.companyAddress,
    representative_name: row.representativeName,
    representative_id_number: box.open(row.representativeIdNumber, representativeIdNumberPurpose),
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    documents: documents.map(uploadedFileView),
    reason: row.reason,
    create_time: row.createdAt.toISOString(),
    review_time: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function kycDetail(db: Executor, box: SecretBox, merchantId: number): Promise<ResponseOf<'kycDetail'>> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw unauthorized();
  const [latest] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.merchantId, merchantId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return { kyc_status: merchant.kycStatus, submission: latest ? await submissionView(db, box, latest) : null };
}

export async function submitKyc(db: Executor, box: SecretBox, body: RequestOf<'kycSubmit'>, actor: Actor): Promise<ResponseOf<'kycSubmit'>> {
  return runTransaction(db, async (tx) => {
    const merchant = await findMerchant(tx, actor.merchantId);
    if (!merchant) throw unauthorized();
    if (merchant.kycStatus === 'verified') throw conflict('kassa.server.kycAlreadyVerified');
    const documentIds = [...new Set(body.document_ids)];
    const documents = await filesOfMerchant(tx, actor.merchantId, documentIds);
    if (documents.length !== documentIds.length) throw invalidInput('document_ids', 'kassa.server.kycDocumentNotFound');
    // At most one pending submission per merchant: the unique partial index decides, also between two tabs.
    const [row] = await tx
      .insert(kycSubmissions)
      .values({
        merchantId: actor.merchantId,
        companyName: body.company_name,
        registrationNumber: body.registration_number,
        country: body.country,
        companyAddress: body.company_address,
        representativeName: body.representative_name,
        representativeIdNumber: box.seal(body.representative_id_number, representativeIdNumberPurpose),
        contactEmail: body.contact_email,
        contactPhone: body.contact_phone,
        documentIds,
        status: 'pending',
        createdAt: actor.at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('kassa.server.kycAlreadyPending');
    await setMerchantKyc(tx, actor.merchantId, 'pending', actor.at);
    await audit(tx, actor, 'kyc_submit', {
      target: String(row.id),
      before: { kyc_status: merchant.kycStatus },
      after: { kyc_status: 'pending', submission: String(row.id) },
    });
    return submissionView(tx, box, row);
  });
}

/**
 * Seals the representatives' ID numbers still stored in plain text (databases from before they were sealed), once,
 * at start. An ID number is digits and letters only, so a plain one never looks sealed. Idempotent: a sealed value is
 * left alone, and a row is rewritten only while it holds the plain value read, so two servers starting at once seal
 * it once. Answers how many it sealed.
 */
export async function sealPlainRepresentativeIdNumbers(db: Executor, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: kycSubmissions.id, idNumber: kycSubmissions.representativeIdNumber })
    .from(kycSubmissions)
    .where(not(like(kycSubmissions.representativeIdNumber, sealedLikePattern)));
  let sealed = 0;
  for (const { id, idNumber } of rows) {
    const updated = await db
      .update(kycSubmissions)
      .set({ representativeIdNumber: box.seal(idNumber, representativeIdNumberPurpose) })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.representativeIdNumber, idNumber)))
      .returning({ id: kycSubmissions.id });
    sealed += updated.length;
  }
  return sealed;
}

/**
 * A staff member's decision on a pending submission (platform/review/kyc/*, `npm run ops`): approval verifies the
 * merchant, rejection records the reason the merchant reads. The merchant's audit log says the platform decided; the
 * platform audit log says who.
 */
export async function reviewKyc(db: Executor, actor: StaffActor, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  return runTransaction(db, async (tx) => {
    const [row] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
    if (!row) throw notFound('kassa.server.kycSubmissionNotFound', { id });
    if (row.status !== 'pending') throw conflict('kassa.server.kycNotPending', { id });
    const status = decision.approve ? 'approved' : 'rejected';
    const kycStatus = decision.approve ? 'verified' : 'rejected';
    const [updated] = await tx
      .update(kycSubmissions)
      .set({ status, reason: decision.approve ? null : decision.reason, reviewedAt: actor.at, reviewer: actor.username })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning();
    await setMerchantKyc(tx, row.merchantId, kycStatus, actor.at);
    const after = { kyc_status: kycStatus, ...(decision.approve ? {} : { remark: decision.reason }) };
    await audit(tx, { merchantId: row.merchantId, operator: platformOperator, ip: actor.ip, at: actor.at }, decision.approve ? 'kyc_approve' : 'kyc_reject', {
      target: String(id),
      before: { kyc_status: 'pending' },
      after,
    });
    await platformAudit(tx, actor, decision.approve ? 'kyc_approve' : 'kyc_reject', {
      target: String(id),
      before: { merchant_id: String(row.merchantId), status: 'pending' },
      after: { merchant_id: String(row.merchantId), status, ...after },
    });
    return updated!;
  });
}
