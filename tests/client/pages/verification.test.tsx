import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt } from './console';

type Submission = components['schemas']['KycSubmission'];

const details = {
  company_name: 'Demo Trading Co., Ltd.',
  registration_number: '91310000MA1K3XYZ7Q',
  country: 'Vietnam',
  company_address: '12 Le Loi, District 1',
  representative_name: 'Nguyen Van An',
  representative_id_number: '079085001234',
  contact_email: 'finance@demo.example',
  contact_phone: '84901234567',
};

const licence = { file_id: 'file_0123456789abcdef0123456789abcdef', file_name: 'licence.png', content_type: 'image/png', size: 2048, create_time: '2025-07-01T08:00:00.000Z' };

function submission(overrides: Partial<Submission> = {}): Submission {
  return { id: 7, status: 'pending', ...details, documents: [licence], reason: null, create_time: '2025-07-01T08:00:00.000Z', review_time: null, ...overrides };
}

const labels: Record<keyof typeof details, string> = {
  company_name: 'Company name *',
  registration_number: 'Registration number *',
  country: 'Country or region *',
  company_address: 'Company address *',
  representative_name: 'Legal representative *',
  representative_id_number: "Representative's ID number *",
  contact_email: 'Contact email *',
  contact_phone: 'Contact phone *',
};

describe('Merchant verification (/system/Verification)', () => {
  it('checks the form, uploads a document, and submits the details with its file_id; then shows the submission under review', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/kyc/detail', { kyc_status: 'unverified', submission: null });
    const uploads = stubOk('/v1/system/file/upload', licence);
    const submits = stubEndpoint('/v1/merchant/kyc/submit', () => ({ code: 200, msg: 'ok', detail: 'ok', data: submission() }));
    await renderConsoleAt('/system/Verification', { ...account, kyc_status: 'unverified' });

    expect(await screen.findByText('Your business is not verified yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(5);
    expect(submits).toHaveLength(0);

    for (const [source, value] of Object.entries(details)) await user.type(screen.getByLabelText(labels[source as keyof typeof details]), value);
    await user.clear(screen.getByLabelText('Contact email *'));
    await user.type(screen.getByLabelText('Contact email *'), 'finance');
    await user.upload(screen.getByTestId('document_ids-picker'), new File([new Uint8Array([137, 80, 78, 71])], 'licence.png', { type: 'image/png' }));
    expect(await screen.findByText('licence.png')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]?.body as unknown as FormData).get('file')).toMatchObject({ size: 4, type: 'image/png' });

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Contact email *'));
    await user.type(screen.getByLabelText('Contact email *'), details.contact_email);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.body).toEqual({ ...details, document_ids: [licence.file_id] });
    expect(await screen.findByText('Your verification was submitted and is under review.')).toBeInTheDocument();
    const sent = await screen.findByRole('region', { name: 'Your submission' });
    expect(within(sent).getByText('Under review')).toBeInTheDocument();
    expect(within(sent).getByText('Demo Trading Co., Ltd.')).toBeInTheDocument();
  });

  it('does not upload a file over the size limit or of another type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubOk('/v1/merchant/kyc/detail', { kyc_status: 'unverified', submission: null });
    const uploads = stubOk('/v1/system/file/upload', licence);
    await renderConsoleAt('/system/Verification', { ...account, kyc_status: 'unverified' });
    await screen.findByText('Your business is not verified yet.');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('document_ids-picker'), big);
    expect(await screen.findByText('The file cannot be larger than 10 MB')).toBeInTheDocument();
    await user.upload(screen.getByTestId('document_ids-picker'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('This file type is not supported')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('shows the reason of a rejection and the form again, filled with what was sent', async () => {
    stubOk('/v1/merchant/kyc/detail', { kyc_status: 'rejected', submission: submission({ status: 'rejected', reason: 'The licence is unreadable.' }) });
    await renderConsoleAt('/system/Verification', { ...account, kyc_status: 'rejected' });
    expect(await screen.findByText('Your verification was rejected: The licence is unreadable. Correct what is asked and submit again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name *')).toHaveValue('Demo Trading Co., Ltd.');
    expect(screen.getByText('No document yet.')).toBeInTheDocument();
  });

  it('shows the KYC state on Account and security, with the way to the form', async () => {
    stubOk('/v1/merchant/account/detail', { ...account, kyc_status: 'pending' });
    stubOk('/v1/merchant/kyc/detail', { kyc_status: 'pending', submission: submission() });
    await renderConsoleAt('/system/AccountSecurity', { ...account, kyc_status: 'pending' });
    const card = await screen.findByRole('region', { name: 'Verification (KYC)' });
    expect(within(card).getByTestId('kyc-chip')).toHaveTextContent('Under review');
    expect(within(card).getByRole('link', { name: 'View your submission' })).toHaveAttribute('href', '/system/Verification');
  });
});
