import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { exportPathOf } from '../../openapi/listExport';
import { isSealed } from '../crypto/secretBox';
import { pdfBytes, pngBytes, uploadFile } from '../testing/files';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { newStaffMember } from '../testing/staff';
import { sealPlainRepresentativeIdNumbers } from './kyc';

const server = useTestServer();

type Detail = ResponseOf<'kycDetail'>;

const form = {
  company_name: 'Demo Trading Co., Ltd.',
  registration_number: '91310000MA1K3XYZ7Q',
  country: 'Vietnam',
  company_address: '12 Le Loi, District 1, Ho Chi Minh City',
  representative_name: 'Nguyen Van An',
  representative_id_number: '079085001234',
  contact_email: 'finance@demo.example',
  contact_phone: '84901234567',
};

async function upload(token: string, bytes = pngBytes, name = 'licence.png') {
  const answer = await uploadFile(server, token, bytes, name);
  expect(answer.body.code).toBe(200);
  return answer.body.data.file_id;
}

async function detail(token: string) {
  return (await server.call<Detail>(endpoints.kycDetail.path, {}, { token })).body.data;
}

describe('merchant verification', () => {
  let merchant: TestMerchant;
  let token: string;

  it('starts unverified with no submission, and refuses a form without documents or with someone else’s', async () => {
    merchant = await server.createMerchant();
    token = await server.signIn(merchant);
    expect(await detail(token)).toEqual({ kyc_status: 'unverified', submission: null });

    const noDocuments = await server.call(endpoints.kycSubmit.path, { ...form, document_ids: [] }, { token });
    expect(noDocuments.body).toMatchObject({ code: 4000, detail: 'This field is required', data: { field: 'document_ids' } });
    const badEmail = await server.call(endpoints.kycSubmit.path, { ...form, contact_email: 'finance', document_ids: [await upload(token)] }, { token });
    expect(badEmail.body).toMatchObject({ code: 4000, detail: 'Invalid email format', data: { field: 'contact_email' } });

    const otherToken = await server.signIn(await server.createMerchant());
    const theirs = await upload(otherToken);
    const answer = await server.call(endpoints.kycSubmit.path, { ...form, document_ids: [theirs] }, { token });
    expect(answer.body).toMatchObject({ code: 4000, detail: 'A document of the form does not exist or is not yours. Upload it again.', data: { field: 'document_ids' } });
    expect((await detail(token)).kyc_status).toBe('unverified');
  });

  it('is pending once submitted with documents; the account changes (check_update_mch); a second submission waits', async () => {
    const before = await server.call<{ update_time: string }>(endpoints.checkUpdateMch.path, {}, { token });
    server.clock.advance(1000);
    const licence = await upload(token);
    const idCard = await upload(token, pdfBytes, 'representative-id.pdf');
    const submitted = await server.call<ResponseOf<'kycSubmit'>>(endpoints.kycSubmit.path, { ...form, document_ids: [licence, idCard] }, { token, ip: '198.51.100.7' });
    expect(submitted.body).toMatchObject({ code: 200, data: { status: 'pending', ...form, reason: null, review_time: null } });
    expect(submitted.body.data.documents.map((document) => [document.file_id, document.file_name, document.content_type])).toEqual([
      [licence, 'licence.png', 'image/png'],
      [idCard, 'representative-id.pdf', 'application/pdf'],
    ]);
    expect(await detail(token)).toMatchObject({ kyc_status: 'pending', submission: { id: submitted.body.data.id, status: 'pending' } });
    const check = await server.call<{ changed: boolean }>(endpoints.checkUpdateMch.path, { update_time: before.body.data.update_time }, { token });
    expect(check.body.data.changed).toBe(true);

    const again = await server.call(endpoints.kycSubmit.path, { ...form, document_ids: [licence] }, { token });
    expect(again.body).toMatchObject({ code: 4009, detail: 'Your verification is already under review. You will be able to submit again if it is rejected.' });
    const audit = await server.call<ResponseOf<'auditLogQuery'>>(endpoints.auditLogQuery.path, { action: 'kyc_submit' }, { token });
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({ ip: '198.51.100.7', target: String(submitted.body.data.id), before: { kyc_status: 'unverified' }, after: { kyc_status: 'pending', submission: String(submitted.body.data.id) } }),
    ]);
  });

  it('is rejected by staff with a reason the merchant reads, and may be submitted again; approval verifies and allows the API key', async () => {
    const listed = await server.ops<Record<string, string>>('kyc-submissions');
    const pendingId = (await detail(token)).submission!.id;
    expect(listed.body.data[`submission ${pendingId}`]).toContain(`merchant ${merchant.merchantId}: ${form.company_name}`);

    const apiKeyRefused = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.10', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(apiKeyRefused.body).toMatchObject({ code: 4003, detail: 'Cannot create an API without completing KYC' });

    const rejected = await server.ops('reject-kyc', [String(pendingId)], { reason: 'The licence is unreadable' });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', kyc_status: 'rejected' } });
    expect(await detail(token)).toMatchObject({ kyc_status: 'rejected', submission: { status: 'rejected', reason: 'The licence is unreadable' } });
    expect((await server.ops('approve-kyc', [String(pendingId)])).body).toMatchObject({ code: 4009, detail: `The verification submission ${pendingId} has already been reviewed.` });

    const resubmitted = await server.call<ResponseOf<'kycSubmit'>>(endpoints.kycSubmit.path, { ...form, document_ids: [await upload(token)] }, { token });
    expect(resubmitted.body.data.status).toBe('pending');
    const approved = await server.ops('approve-kyc', [String(resubmitted.body.data.id)]);
    expect(approved.body).toMatchObject({ code: 200, data: { status: 'approved', kyc_status: 'verified' } });
    expect(await detail(token)).toMatchObject({ kyc_status: 'verified', submission: { id: resubmitted.body.data.id, status: 'approved', reason: null } });
    const account = await server.call<ResponseOf<'accountDetail'>>(endpoints.accountDetail.path, {}, { token });
    expect(account.body.data.kyc_status).toBe('verified');

    const apiKey = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.10', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(apiKey.body.code).toBe(200);
    const verifiedAgain = await server.call(endpoints.kycSubmit.path, { ...form, document_ids: [await upload(token)] }, { token });
    expect(verifiedAgain.body).toMatchObject({ code: 4009, detail: 'Your account is already verified.' });

    const log = await server.call<ResponseOf<'auditLogQuery'>>(endpoints.auditLogQuery.path, { page_size: 100 }, { token });
    const staff = log.body.data.list.filter((entry) => entry.operator === 'platform').map((entry) => [entry.action, entry.after]);
    expect(staff).toEqual([
      ['kyc_approve', { kyc_status: 'verified' }],
      ['kyc_reject', { kyc_status: 'rejected', remark: 'The licence is unreadable' }],
    ]);
    expect((await server.ops('approve-kyc', ['999999'])).body).toMatchObject({ code: 4004 });
  });
});

describe('the representative’s ID number at rest', () => {
  /** The ID number exactly as the database holds it (raw SQL, no mapping). */
  async function storedIdNumber(id: number): Promise<string> {
    const result = (await server.db.execute(sql`select representative_id_number from kyc_submissions where id = ${id}`)) as unknown as { rows: { representative_id_number: string }[] };
    return result.rows[0]!.representative_id_number;
  }

  it('is stored sealed, and shown to the merchant and to reviewers (list, export) in clear', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const submitted = await server.call<ResponseOf<'kycSubmit'>>(endpoints.kycSubmit.path, { ...form, document_ids: [await upload(token)] }, { token });
    expect(submitted.body.data.representative_id_number).toBe(form.representative_id_number);
    const id = submitted.body.data.id;
    const stored = await storedIdNumber(id);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(form.representative_id_number);

    expect((await detail(token)).submission?.representative_id_number).toBe(form.representative_id_number);
    const reviewer = await newStaffMember(server, 'kim', 'reviewer');
    const headers = { 'x-staff-token': reviewer.token };
    const queue = await server.call<{ list: { id: number; representative_id_number: string }[] }>(endpoints.reviewKycQuery.path, { merchant_id: String(merchant.merchantId) }, { headers });
    expect(queue.body.data.list).toEqual([expect.objectContaining({ id, representative_id_number: form.representative_id_number })]);
    const exported = await server.app.inject({
      method: 'POST',
      url: exportPathOf(endpoints.reviewKycQuery),
      headers,
      payload: { merchant_id: String(merchant.merchantId), columns: [{ field: 'representative_id_number', header: 'ID number' }] },
    });
    expect(exported.body).toContain(form.representative_id_number);
  });

  it('left in plain text by an earlier version is sealed once at start (sealPlainRepresentativeIdNumbers)', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const submitted = await server.call<ResponseOf<'kycSubmit'>>(endpoints.kycSubmit.path, { ...form, document_ids: [await upload(token)] }, { token });
    const id = submitted.body.data.id;
    await server.db.execute(sql`update kyc_submissions set representative_id_number = ${'B9876543'} where id = ${id}`);

    expect(await sealPlainRepresentativeIdNumbers(server.db, server.config.secretBox)).toBe(1);
    const sealed = await storedIdNumber(id);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('B9876543');
    expect((await detail(token)).submission?.representative_id_number).toBe('B9876543');

    // Idempotent: a second pass changes nothing.
    expect(await sealPlainRepresentativeIdNumbers(server.db, server.config.secretBox)).toBe(0);
    expect(await storedIdNumber(id)).toBe(sealed);
  });
});
