import { z } from 'zod';
import { EmptyBody, Id, Timestamp, describe, typeError, vkey } from './common';
import { email, idNumber, personName, phone, requiredText } from './sharedRules';
import { UploadedFile, fileId } from './files';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Merchant verification (KYC, added): the form, its documents and its review by platform staff.
 */

// ---------- entities ----------

export const KycStatus = z.enum(['unverified', 'pending', 'verified', 'rejected']).meta({
  id: 'KycStatus',
  description: 'Identity verification state. Creating an API key requires verified.',
});

export const KycSubmissionStatus = z.enum(['pending', 'approved', 'rejected']).meta({
  id: 'KycSubmissionStatus',
  description: '(added) A verification submission: pending until platform staff approve or reject it.',
});

export const KycSubmission = z
  .object({
    id: Id,
    status: KycSubmissionStatus,
    company_name: z.string(),
    registration_number: describe(z.string(), 'The company’s registration (business licence) number.'),
    country: z.string(),
    company_address: z.string(),
    representative_name: describe(z.string(), 'The legal representative.'),
    representative_id_number: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    documents: describe(z.array(UploadedFile), 'The documents sent with it (preview and download with their file_id).'),
    reason: describe(z.string().nullable(), 'Why platform staff rejected it; null otherwise.'),
    create_time: Timestamp,
    review_time: Timestamp.nullable(),
  })
  .meta({ id: 'KycSubmission', description: '(added) The spec’s verification form as submitted, and its review.' });

export const KycDetail = z
  .object({
    kyc_status: KycStatus,
    submission: describe(KycSubmission.nullable(), 'The latest submission; null before the first.'),
  })
  .meta({ id: 'KycDetail', description: '(added) The merchant’s KYC state and its latest submission (the spec’s data info).' });

// ---------- rules ----------

/** At most this many documents in a verification submission. */
export const kycDocumentsMax = 5;

/**
 * The merchant verification (KYC) form: the company and its legal representative, and the documents
 * (business registration, the representative's ID…) uploaded first with /v1/system/file/upload.
 */
export const kycForm = z.object({
  company_name: requiredText(100),
  registration_number: requiredText(64, 'id_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') }),
  country: requiredText(64),
  company_address: requiredText(200),
  representative_name: personName,
  representative_id_number: idNumber,
  contact_email: email,
  contact_phone: phone,
  document_ids: z
    .array(fileId, typeError())
    .min(1, { error: vkey('required') })
    .max(kycDocumentsMax, { error: vkey('too_many') }),
});

// ---------- calls ----------

export const kycCalls = {
  kycDetail: endpoint({
    path: '/v1/merchant/kyc/detail',
    method: 'post',
    tag: 'Verification',
    summary: 'The KYC state and the latest verification submission with its review',
    auth: true,
    request: EmptyBody,
    response: KycDetail,
  }),
  kycSubmit: endpoint({
    path: '/v1/merchant/kyc/submit',
    method: 'post',
    tag: 'Verification',
    summary: 'Submit the verification form with its documents (uploaded first); KYC is pending until platform staff review it',
    auth: true,
    request: kycForm.meta({ id: 'KycSubmitRequest' }),
    response: KycSubmission,
  }),
} satisfies Record<string, Endpoint>;
