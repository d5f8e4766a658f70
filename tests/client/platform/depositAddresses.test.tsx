import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { stubOk } from '../msw';
import { pendingRuleChange, renderPlatformAt } from './harness';

type Address = ResponseData<'/v1/platform/settings/deposit_address/query'>['list'][number];

const address = (id: number, network: Address['network'], value: string, merchant: { id: string; name: string } | null): Address => ({
  id,
  network,
  address: value,
  state: merchant ? 'assigned' : 'free',
  merchant_id: merchant?.id ?? null,
  merchant_name: merchant?.name ?? null,
  added_by: 'ops',
  added_time: '2025-01-31T08:00:00.000Z',
  assigned_time: merchant ? '2025-02-01T09:00:00.000Z' : null,
});

const counts = { list: [{ network: 'TRC20' as const, free: 12, assigned: 3 }, { network: 'ERC20' as const, free: 0, assigned: 1 }] };

describe('the deposit address pool', () => {
  it('counts the free addresses per network, flags an empty one, and names whose each address is', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/settings/deposit_address/counts', counts);
    stubOk('/v1/platform/settings/deposit_address/query', {
      list: [address(2, 'TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', null), address(1, 'ERC20', '0xde90000000000000000000000000000000000001', { id: '100001', name: 'Demo Shop' })],
      total: 2,
    });
    await renderPlatformAt('/settings/deposit_address', 'reviewer');
    const region = await screen.findByRole('region', { name: 'Free addresses per network' });
    expect(await within(region).findByText('12 free')).toBeInTheDocument();
    expect(within(region).getByText('3 given to merchants')).toBeInTheDocument();
    expect(within(region).getByText('None left: merchants not given one yet cannot recharge on ERC20.')).toBeInTheDocument();
    expect(await screen.findByText('Demo Shop')).toBeInTheDocument();
    expect(screen.getAllByText('Unassigned').length).toBeGreaterThan(0);
    // A reviewer reads the pool; only administrators propose an address.
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('proposes an address with the contract’s rule on it, the code, and sends it to another administrator', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/settings/deposit_address/counts', counts);
    stubOk('/v1/platform/settings/deposit_address/query', { list: [], total: 0 });
    const sent = stubOk(
      '/v1/platform/settings/deposit_address/add',
      pendingRuleChange({
        id: 5,
        kind: 'deposit_address',
        target: 'TRC20',
        change: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        before: { network: 'TRC20', address: null },
        propose_time: '2025-02-01T08:00:00.000Z',
        approvable_time: '2025-02-02T08:00:00.000Z',
      }) as never,
    );
    await renderPlatformAt('/settings/deposit_address', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Propose a deposit address')).toBeInTheDocument();
    expect(within(dialog).getByText(/Another administrator approves the address before it enters the pool/)).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Network/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'TRC20' }));
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/A deposit address is a TRC20 address/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } });
    // The step-up window is closed: the code, then the proposal goes.
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]!.body).toEqual({ network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', google_code: '123456' });
  });
});
