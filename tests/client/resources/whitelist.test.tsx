import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt } from '../pages/console';
import { stubWithdrawals } from './harness';

const entries = [
  { id: 2, ip: '203.0.113.7', create_time: '2025-06-01T10:00:00.000Z' },
  { id: 1, ip: '198.51.100.0', create_time: '2025-05-30T09:30:00.000Z' },
];

const lockOutWarning =
  'This is the IP address you signed in from (203.0.113.7). If you remove it while other addresses remain on the whitelist, you can lock yourself out: your next sign-in from this address will be refused.';

/** A time as the console writes it in English (the operator's locale and time zone). */
const medium = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

function stubList(list = entries) {
  return stubOk('/v1/merchant/login_ip_white/list', { list, total: list.length });
}

function rowOf(ip: string): HTMLElement {
  const row = screen.getByText(ip).closest('tr');
  if (!row) throw new Error(`no row shows ${ip}`);
  return row;
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Create' }));
  return screen.findByRole('dialog', { name: 'Add an IP address to the whitelist' });
}

// The whitelist is declared in resources/whitelist/ and shown by the generic layer, in the whole console
// (the sign-in IP comes from the stored account detail, as after a real sign-in): slower than a unit test.
describe('Whitelist (white/WhiteList)', () => {
  // The menu's pending-review badge reads the user withdrawals: none here.
  beforeEach(() => void stubWithdrawals(() => []));

  it('lists the entries with their IP and the time they were added, and marks the sign-in IP', async () => {
    const calls = stubList();
    await renderConsoleAt('/white/WhiteList');

    await screen.findByText('198.51.100.0');
    expect(screen.getByText(/While the whitelist is empty, you can sign in from any IP address/)).toBeInTheDocument();
    expect(within(rowOf('203.0.113.7')).getByText('Your sign-in IP')).toBeInTheDocument();
    expect(within(rowOf('198.51.100.0')).queryByText('Your sign-in IP')).toBeNull();
    expect(within(rowOf('198.51.100.0')).getByText(medium('2025-05-30T09:30:00.000Z'))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
  });

  it('keeps the list, its explanation and the add button while the whitelist is empty', async () => {
    stubList([]);
    await renderConsoleAt('/white/WhiteList');

    expect(await screen.findByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByText(/While the whitelist is empty, you can sign in from any IP address/)).toBeInTheDocument();
  });

  it("refuses a malformed address with 'IP format is incorrect' and sends nothing", async () => {
    const user = userEvent.setup();
    stubList();
    const adds = stubOk('/v1/merchant/login_ip_white/add', { id: 3, ip: '203.0.113.9', create_time: '2025-06-02T08:00:00.000Z' });
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');

    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/IP address/), '203.0.113.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('IP format is incorrect')).toBeInTheDocument();
    expect(adds).toHaveLength(0);
  });

  it('adds a valid address, says so, and shows the list again', async () => {
    const user = userEvent.setup();
    let list = entries;
    stubEndpoint('/v1/merchant/login_ip_white/list', () => ok({ list, total: list.length }));
    const added = { id: 3, ip: '203.0.113.9', create_time: '2025-06-02T08:00:00.000Z' };
    const adds = stubEndpoint('/v1/merchant/login_ip_white/add', () => {
      list = [added, ...entries];
      return ok(added);
    });
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');

    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/IP address/), ' 203.0.113.9 ');
    // A whitelist change takes the step-up: the code, while the window is closed.
    await user.type(within(dialog).getByLabelText(/Authenticator code/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([{ ip: '203.0.113.9', google_code: '135790' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();

    // The next opening is a new, empty form.
    const again = await openAddDialog(user);
    expect(within(again).getByLabelText(/IP address/)).toHaveValue('');
  });

  it('warns, before saving, that adding an address while the sign-in IP is not listed signs the operator out', async () => {
    const user = userEvent.setup();
    const list = stubList([]);
    await renderConsoleAt('/white/WhiteList');
    const dialog = await openAddDialog(user);
    const warning =
      'Your sign-in IP (203.0.113.7) is not on the whitelist. Adding another address signs you out at once, and you can then sign in only from the addresses on the list. Add 203.0.113.7 first to stay signed in.';
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    // The list is asked for the sign-in IP itself, not only for its first page.
    expect(list.some((call) => (call.body as { keyword?: string }).keyword === '203.0.113.7')).toBe(true);
    const ip = within(dialog).getByLabelText(/IP address/);
    await user.type(ip, '203.0.113.7');
    await waitFor(() => expect(within(dialog).queryByText(warning)).toBeNull());
    await user.clear(ip);
    await user.type(ip, '198.51.100.4');
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
  });

  it('says nothing of signing out when the sign-in IP is on the whitelist already', async () => {
    const user = userEvent.setup();
    const list = stubList();
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');
    const dialog = await openAddDialog(user);
    // The dialog has asked for the sign-in IP before the operator types (its answer lands while they do).
    await waitFor(() => expect(list.some((call) => (call.body as { keyword?: string }).keyword === '203.0.113.7')).toBe(true));
    await user.type(within(dialog).getByLabelText(/IP address/), '198.51.100.4');
    expect(within(dialog).queryByText(/signs you out/)).toBeNull();
  });

  it("shows the server's refusal of the address on the field", async () => {
    const user = userEvent.setup();
    stubList();
    stubEndpoint(
      '/v1/merchant/login_ip_white/add',
      refusal(4000, 'IP format is incorrect', { field: 'ip', key: 'kassa.validation.ip_format' }),
    );
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');

    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/IP address/), '203.0.113.9');
    await user.type(within(dialog).getByLabelText(/Authenticator code/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('IP format is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/IP address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns that removing the IP the operator signed in from can lock them out, then removes it', async () => {
    const user = userEvent.setup();
    let list = entries;
    stubEndpoint('/v1/merchant/login_ip_white/list', () => ok({ list, total: list.length }));
    const deletes = stubEndpoint('/v1/merchant/login_ip_white/delete', (call) => {
      list = list.filter((entry) => entry.id !== call.body.id);
      return ok(null);
    });
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');

    await user.click(within(rowOf('203.0.113.7')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Whitelist entry 203.0.113.7' });
    expect(within(dialog).getByText(lockOutWarning)).toBeInTheDocument();
    expect(deletes).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Authenticator code/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deletes.map((call) => call.body)).toEqual([{ id: 2, google_code: '135790' }]);
    await waitFor(() => expect(screen.queryByText('203.0.113.7')).toBeNull());
  });

  it('asks for a plain confirmation, without the lock-out warning, for another address', async () => {
    const user = userEvent.setup();
    stubList();
    const deletes = stubOk('/v1/merchant/login_ip_white/delete', null);
    await renderConsoleAt('/white/WhiteList');
    await screen.findByText('198.51.100.0');

    await user.click(within(rowOf('198.51.100.0')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Whitelist entry 198.51.100.0' });
    expect(within(dialog).getByText(/will no longer be allowed while other addresses remain/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/lock yourself out/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toHaveLength(0);
  });

  it('recognises the sign-in IP written another way (IPv6 forms, IPv4-mapped)', async () => {
    const user = userEvent.setup();
    stubList([
      { id: 5, ip: '2001:db8::1', create_time: '2025-06-01T10:00:00.000Z' },
      { id: 6, ip: '192.0.2.10', create_time: '2025-06-01T09:00:00.000Z' },
    ]);
    await renderConsoleAt('/white/WhiteList', { ...account, last_login_ip: '2001:DB8:0:0::1' });
    await screen.findByText('2001:db8::1');

    expect(within(rowOf('2001:db8::1')).getByText('Your sign-in IP')).toBeInTheDocument();
    await user.click(within(rowOf('2001:db8::1')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/lock yourself out/)).toBeInTheDocument();
  });

  it('recognises an IPv4 sign-in IP reported as IPv4-mapped IPv6', async () => {
    stubList([{ id: 6, ip: '192.0.2.10', create_time: '2025-06-01T09:00:00.000Z' }]);
    await renderConsoleAt('/white/WhiteList', { ...account, last_login_ip: '::ffff:192.0.2.10' });
    await screen.findByText('192.0.2.10');

    expect(within(rowOf('192.0.2.10')).getByText('Your sign-in IP')).toBeInTheDocument();
  });
});
