import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { ok, refusal, stubEndpoint } from '../msw';
import { renderPlatformAt } from './harness';

type Submission = components['schemas']['ReviewKycSubmission'];

const png = { file_id: `file_${'a'.repeat(32)}`, file_name: 'licence.png', content_type: 'image/png', size: 20480, create_time: '2025-06-01T08:00:00.000Z' };
const pdf = { file_id: `file_${'b'.repeat(32)}`, file_name: 'passport.pdf', content_type: 'application/pdf', size: 102400, create_time: '2025-06-01T08:00:00.000Z' };

const submission = (id: number, change: Partial<Submission> = {}): Submission => ({
  id,
  status: 'pending',
  merchant_id: 'M10001',
  name: 'Lotus Trading',
  company_name: 'Lotus Trading Ltd',
  registration_number: 'REG12345',
  country: 'Singapore',
  company_address: '1 Harbour Road',
  representative_name: 'Lan Nguyen',
  representative_id_number: 'E1234567',
  contact_email: 'lan@lotus.example',
  contact_phone: '+6591234567',
  documents: [png, pdf],
  reason: null,
  create_time: '2025-06-01T08:00:00.000Z',
  review_time: null,
  reviewer: null,
  ...change,
});

/** The bytes of each document, as the server answers them: inline, with their content type. */
function documentServer(failing: string[] = []) {
  return stubEndpoint('/v1/platform/review/kyc/document', (call) => {
    if (failing.includes(call.body.file_id)) return refusal(4004, 'This document is not among the submission’s documents');
    const type = call.body.file_id === png.file_id ? 'image/png' : 'application/pdf';
    return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': type, 'Content-Disposition': 'inline' } });
  });
}

describe('the merchant verification queue (review/kyc)', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    // jsdom has no blob URLs: each blob the preview shows gets a made-up one, recorded with the blob's type.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:kyc/${urls.length}/${(blob as Blob).type}`;
      urls.push(url);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the pending submissions with their company and representative', async () => {
    const reads = stubEndpoint('/v1/platform/review/kyc/query', () => ok({ list: [submission(1)], total: 1 }));
    await renderPlatformAt('/review/kyc', 'reviewer');

    const row = (await screen.findByText('Lotus Trading Ltd')).closest('tr')!;
    expect(within(row).getByText('Lan Nguyen')).toBeInTheDocument();
    expect(within(row).getByText('Pending review')).toBeInTheDocument();
    expect(reads.filter((call) => (call.body as { page_size?: number }).page_size === 20)[0]?.body).toMatchObject({ status: 'pending' });
  });

  it('previews the documents inline, fetched with the staff token: the image as an image, the PDF in a frame', async () => {
    stubEndpoint('/v1/platform/review/kyc/query', () => ok({ list: [submission(3)], total: 1 }));
    const documents = documentServer();
    await renderPlatformAt('/review/kyc/3/show', 'reviewer');

    const image = await screen.findByRole('img', { name: 'licence.png' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:kyc\/\d\/image\/png$/));
    const frame = await screen.findByTitle('passport.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:kyc\/\d\/application\/pdf$/));
    expect(documents.map((call) => call.body).sort((a, b) => a.file_id.localeCompare(b.file_id))).toEqual([
      { id: 3, file_id: png.file_id },
      { id: 3, file_id: pdf.file_id },
    ]);
    expect(documents[0]?.headers.get('X-Staff-Token')).toBe('staff-token-of-the-test');
    expect(screen.getAllByRole('link', { name: /Open in a new tab/ })).toHaveLength(2);
  });

  it('says when a document cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    stubEndpoint('/v1/platform/review/kyc/query', () => ok({ list: [submission(4, { documents: [png] })], total: 1 }));
    const failing = documentServer([png.file_id]);
    await renderPlatformAt('/review/kyc/4/show', 'reviewer');

    const alert = await screen.findByText(/This document could not be loaded/);
    expect(alert).toHaveTextContent('This document is not among the submission’s documents');
    expect(screen.queryByRole('img', { name: 'licence.png' })).toBeNull();

    documentServer();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('img', { name: 'licence.png' })).toBeInTheDocument();
    expect(failing.length).toBeGreaterThan(0);
  });

  it('says when a submission came without documents', async () => {
    stubEndpoint('/v1/platform/review/kyc/query', () => ok({ list: [submission(5, { documents: [] })], total: 1 }));
    await renderPlatformAt('/review/kyc/5/show', 'reviewer');
    expect(await screen.findByText('No document was sent with this submission.')).toBeInTheDocument();
  });

  it('approves without a code, and rejects only with the reason the merchant reads', async () => {
    const user = userEvent.setup();
    let rows = [submission(6, { documents: [] }), submission(7, { documents: [], company_name: 'Orchid Pay Ltd' })];
    stubEndpoint('/v1/platform/review/kyc/query', (call) => {
      const status = (call.body as { status?: string }).status ?? 'pending';
      const list = rows.filter((row) => status === 'all' || row.status === status);
      return ok({ list, total: list.length });
    });
    const review = (id: number, change: Partial<Submission>) => {
      rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row));
      return rows.find((row) => row.id === id)!;
    };
    const approvals = stubEndpoint('/v1/platform/review/kyc/approve', (call) => ok(review(call.body.id, { status: 'approved', reviewer: 'reviewer.lan' })));
    const rejections = stubEndpoint('/v1/platform/review/kyc/reject', (call) => ok(review(call.body.id, { status: 'rejected', reason: call.body.reason })));
    await renderPlatformAt('/review/kyc', 'reviewer');

    const rowOf = (company: string) => screen.getByText(company).closest('tr')!;
    await screen.findByText('Lotus Trading Ltd');
    await user.click(within(rowOf('Lotus Trading Ltd')).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The merchant becomes verified and may create API keys/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Authenticator code/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(approvals.map((call) => call.body)).toEqual([{ id: 6 }]);

    await user.click(within(rowOf('Orchid Pay Ltd')).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Orchid Pay Ltd' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'The licence has expired');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeInTheDocument();
    expect(rejections.map((call) => call.body)).toEqual([{ id: 7, reason: 'The licence has expired' }]);
    await waitFor(() => expect(screen.queryByText('Orchid Pay Ltd')).toBeNull());
  });
});
