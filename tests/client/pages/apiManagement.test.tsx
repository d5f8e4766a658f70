import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { formatDateTime } from '../../../src/resourceLayer/format';
import { renderConsoleAt as renderConsoleIn } from '../resources/harness';
import { ok, stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt } from './console';

type AccessKey = components['schemas']['AccessKey'];
type AccessKeyCreated = components['schemas']['AccessKeyCreated'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];

const page = '/api/ManagementIndex';

const existingKey: AccessKey = {
  access_key: 'AK9f3c2e7b1d4a6c8e',
  ip: '203.0.113.7,198.51.100.0',
  webhook_url: 'https://shop.example/kassa/webhook',
  return_url: null,
  create_time: '2025-01-31T08:00:00.000Z',
  update_time: '2025-02-01T09:30:00.000Z',
};

const secretKey = 'sk_4f9a1c7e2b8d3f6a0c5e9b2d7f1a4c8e';
const webhookSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const createdKey: AccessKeyCreated = {
  access_key: 'AK1b2c3d4e5f6a7b8c',
  ip: '203.0.113.7,198.51.100.0',
  webhook_url: null,
  return_url: null,
  create_time: '2025-03-01T10:00:00.000Z',
  update_time: '2025-03-01T10:00:00.000Z',
  secret_key: secretKey,
  webhook_secret: webhookSecret,
};

function delivery(id: string, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id,
    event_type: 'order.paid',
    order_id: `ORD${id}`,
    url: 'https://shop.example/kassa/webhook',
    status: 'delivered',
    attempts: 1,
    last_http_status: 200,
    last_error: null,
    next_attempt_time: null,
    delivered_time: '2025-03-02T10:00:05.000Z',
    create_time: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const deliveredRow = delivery('evt_01');
const failedRow = delivery('evt_02', {
  event_type: 'order.cancelled',
  status: 'failed',
  attempts: 8,
  last_http_status: 503,
  last_error: 'Service Unavailable',
  delivered_time: null,
});

/**
 * The calls of the page, answered from state the test can change: the key (null for none), the account's KYC
 * state and the delivery log. Returns the recorded calls of each.
 */
function stubPage(options: { key?: AccessKey | null; kyc?: components['schemas']['AccountDetail']['kyc_status']; deliveries?: WebhookDelivery[] } = {}) {
  const state = { key: options.key === undefined ? existingKey : options.key };
  const accounts = stubOk('/v1/merchant/account/detail', { ...account, kyc_status: options.kyc ?? 'verified' });
  const keyReads = stubEndpoint('/v1/merchant/access_key/detail', () => ok(state.key));
  const rows = options.deliveries ?? [deliveredRow, failedRow];
  const logReads = stubEndpoint('/v1/merchant/webhook/delivery/query', (call) => {
    const list = rows.filter((row) => (!call.body.status || row.status === call.body.status) && (!call.body.event_type || row.event_type === call.body.event_type));
    return ok({ list, total: list.length });
  });
  return { state, accounts, keyReads, logReads };
}

function card(title: string): HTMLElement {
  const found = screen.getByRole('heading', { name: title, level: 2 }).closest<HTMLElement>('.MuiCard-root');
  if (!found) throw new Error(`no card titled ${title}`);
  return found;
}

async function keyCard() {
  await screen.findByRole('heading', { name: 'API key', level: 2 });
  return within(card('API key'));
}

describe('API management (/api/ManagementIndex)', () => {
  describe('the API key', () => {
    it('shows the access key (copyable), its IP permission and its times, never a secret, and links to the API reference', async () => {
      const user = userEvent.setup();
      const { state } = stubPage();
      // A server that sent a secret with the detail by mistake: the page keeps only the key's public fields.
      state.key = { ...existingKey, secret_key: secretKey } as AccessKey;
      await renderConsoleAt(page);
      const key = await keyCard();

      expect(await key.findByText(existingKey.access_key)).toBeInTheDocument();
      expect(key.getByText('Access key')).toBeInTheDocument();
      expect(key.getByText('IP permission')).toBeInTheDocument();
      expect(key.getByText('203.0.113.7, 198.51.100.0')).toBeInTheDocument();
      expect(key.getByText(formatDateTime(existingKey.create_time, 'us'))).toBeInTheDocument();
      expect(key.getByText(formatDateTime(existingKey.update_time, 'us'))).toBeInTheDocument();
      expect(document.body.textContent).not.toContain(secretKey);
      expect(screen.queryByText('Secret key')).toBeNull();
      expect(key.queryByRole('button', { name: 'Create API key' })).toBeNull();

      const docs = key.getByRole('link', { name: /API reference/ });
      expect(docs).toHaveAttribute('href', '/docs');
      expect(docs).toHaveAttribute('target', '_blank');
      expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));

      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(key.getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledWith(existingKey.access_key);
      expect(await screen.findByText('Copied')).toBeInTheDocument();
    });

    it('creates a key: checks the IP permission and the code with the exact messages, then sends what the rule outputs', async () => {
      const user = userEvent.setup();
      stubPage({ key: null });
      const adds = stubEndpoint('/v1/merchant/access_key/add', () => ok(createdKey));
      await renderConsoleAt(page);
      const key = await keyCard();

      expect(await key.findByText('You have no API key yet. An account has one key.')).toBeInTheDocument();
      const create = await key.findByRole('button', { name: 'Create API key' });
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);
      const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));

      await user.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText('This field is required')).toBeInTheDocument();
      expect(dialog.getByText('Verification code cannot be empty')).toBeInTheDocument();

      await user.type(dialog.getByLabelText(/IP permission/), '203.0.113.7, 999.1.1.1');
      await user.type(dialog.getByLabelText(/Authenticator code/), '123456');
      await user.click(dialog.getByRole('button', { name: 'Create' }));
      expect(await dialog.findByText('IP format is incorrect')).toBeInTheDocument();
      expect(adds).toHaveLength(0);

      await user.clear(dialog.getByLabelText(/IP permission/));
      await user.type(dialog.getByLabelText(/IP permission/), ' 203.0.113.7 , 198.51.100.0 ');
      await user.click(dialog.getByRole('button', { name: 'Create' }));

      await screen.findByRole('dialog', { name: 'Save your secrets now' });
      expect(adds.map((call) => call.body)).toEqual([{ ip: '203.0.113.7,198.51.100.0', google_code: '123456' }]);
      expect(screen.queryByRole('dialog', { name: 'Create an API key' })).toBeNull();
    });

    it('shows both secrets once, each with a copy button, warns they will not be shown again, and forgets them when closed', async () => {
      const user = userEvent.setup();
      const { state, keyReads } = stubPage({ key: null });
      stubEndpoint('/v1/merchant/access_key/add', () => {
        state.key = { access_key: createdKey.access_key, ip: createdKey.ip, webhook_url: null, return_url: null, create_time: createdKey.create_time, update_time: createdKey.update_time };
        return ok(createdKey);
      });
      await renderConsoleAt(page);
      const key = await keyCard();
      const create = await key.findByRole('button', { name: 'Create API key' });
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);
      const form = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
      await user.type(form.getByLabelText(/IP permission/), '203.0.113.7,198.51.100.0');
      await user.type(form.getByLabelText(/Authenticator code/), '123456');
      await user.click(form.getByRole('button', { name: 'Create' }));

      const secretsDialog = await screen.findByRole('dialog', { name: 'Save your secrets now' });
      const secrets = within(secretsDialog);
      expect(secretsDialog).toHaveAccessibleDescription(expect.stringContaining('will not be shown again'));
      expect(secrets.getByText(secretKey)).toBeInTheDocument();
      expect(secrets.getByText(webhookSecret)).toBeInTheDocument();

      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(within(secrets.getByRole('group', { name: 'Secret key' })).getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenLastCalledWith(secretKey);
      expect(await screen.findByText('Copied')).toBeInTheDocument();

      writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
      await user.click(within(secrets.getByRole('group', { name: 'Webhook signing secret' })).getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenLastCalledWith(webhookSecret);
      expect(await screen.findByText('Copy failed, please copy manually')).toBeInTheDocument();

      // Neither a click beside it nor Escape closes it: only its button.
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Save your secrets now' })).toBeInTheDocument();

      const readsBefore = keyReads.length;
      await user.click(secrets.getByRole('button', { name: 'I have saved them, close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your secrets now' })).toBeNull());
      expect(document.body.textContent).not.toContain(secretKey);
      expect(document.body.textContent).not.toContain(webhookSecret);
      // The key is read again, without its secrets.
      expect(await key.findByText(createdKey.access_key)).toBeInTheDocument();
      expect(keyReads.length).toBeGreaterThan(readsBefore);
      expect(document.body.innerHTML).not.toContain(secretKey);
    });

    it('without verified KYC, explains why creating is disabled and links to the account and security page', async () => {
      stubPage({ key: null, kyc: 'pending' });
      const adds = stubOk('/v1/merchant/access_key/add', createdKey);
      await renderConsoleAt(page);
      const key = await keyCard();

      expect(await key.findByText('Cannot create an API without completing KYC')).toBeInTheDocument();
      expect(key.getByText(/Your KYC state: Under review\./)).toBeInTheDocument();
      expect(key.getByRole('link', { name: 'Go to Account and security' })).toHaveAttribute('href', '/system/AccountSecurity');
      const create = key.getByRole('button', { name: 'Create API key' });
      expect(create).toBeDisabled();
      expect(create).toHaveAccessibleDescription(expect.stringContaining('Cannot create an API without completing KYC'));
      expect(adds).toHaveLength(0);
    });

    it('edits the IP permission with the authenticator code and shows the saved key', async () => {
      const user = userEvent.setup();
      stubPage();
      const updates = stubEndpoint('/v1/merchant/access_key/update', (call) =>
        ok({ ...existingKey, ip: call.body.ip, update_time: '2025-03-05T12:00:00.000Z' }),
      );
      await renderConsoleAt(page);
      const key = await keyCard();
      await key.findByText(existingKey.access_key);

      await user.click(key.getByRole('button', { name: 'Edit IP permission' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit the IP permission' }));
      const ip = dialog.getByLabelText(/IP permission/);
      expect(ip).toHaveValue(existingKey.ip);
      await user.clear(ip);
      await user.type(ip, '192.0.2.10');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await dialog.findByText('Verification code cannot be empty')).toBeInTheDocument();
      expect(updates).toHaveLength(0);

      await user.type(dialog.getByLabelText(/Authenticator code/), '654321');
      await user.click(dialog.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
      expect(updates.map((call) => call.body)).toEqual([{ ip: '192.0.2.10', google_code: '654321' }]);
      expect(await key.findByText('192.0.2.10')).toBeInTheDocument();
      expect(key.getByText(formatDateTime('2025-03-05T12:00:00.000Z', 'us'))).toBeInTheDocument();
    });

    it('revokes the key after stating the consequence and asking for the authenticator code', async () => {
      const user = userEvent.setup();
      stubPage();
      const deletes = stubOk('/v1/merchant/access_key/delete', null);
      await renderConsoleAt(page);
      const key = await keyCard();
      await key.findByText(existingKey.access_key);

      await user.click(key.getByRole('button', { name: 'Revoke' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Revoke the API key?' }));
      expect(dialog.getByText(/Calls signed with the key AK9f3c2e7b1d4a6c8e will be refused at once/)).toBeInTheDocument();

      await user.click(dialog.getByRole('button', { name: 'Revoke the key' }));
      expect(await dialog.findByText('Verification code cannot be empty')).toBeInTheDocument();
      expect(deletes).toHaveLength(0);

      await user.type(dialog.getByLabelText(/Authenticator code/), '123456');
      await user.click(dialog.getByRole('button', { name: 'Revoke the key' }));

      expect(await screen.findByText('The API key was revoked')).toBeInTheDocument();
      expect(deletes.map((call) => call.body)).toEqual([{ google_code: '123456' }]);
      expect(await key.findByText('You have no API key yet. An account has one key.')).toBeInTheDocument();
      expect(key.queryByText(existingKey.access_key)).toBeNull();
    });
  });

  describe('the webhook settings', () => {
    it('saves a default webhook URL checked by the callbackUrl rule, and clears it after a confirmation', async () => {
      const user = userEvent.setup();
      stubPage();
      const updates = stubEndpoint('/v1/merchant/webhook/endpoint/update', (call) =>
        HttpResponse.json(
          ok({ ...existingKey, webhook_url: call.body.webhook_url === undefined ? existingKey.webhook_url : call.body.webhook_url, update_time: '2025-03-05T12:00:00.000Z' }),
          { headers: { 'X-Step-Up-Until': new Date(Date.now() + 5 * 60_000).toISOString() } },
        ),
      );
      await renderConsoleAt(page);
      await screen.findByRole('heading', { name: 'Webhooks', level: 2 });
      const webhooks = within(card('Webhooks'));
      const url = await webhooks.findByLabelText('Default webhook URL');
      await waitFor(() => expect(url).toHaveValue(existingKey.webhook_url));

      await user.clear(url);
      await user.type(url, 'ftp://shop.example/hook');
      const webhookForm = within(url.closest('form')!);
      await user.click(webhookForm.getByRole('button', { name: 'Save' }));
      expect(await webhooks.findByText('Enter an absolute http or https URL')).toBeInTheDocument();
      expect(updates).toHaveLength(0);

      await user.clear(url);
      await user.type(url, 'https://new.example/kassa');
      // The step-up window is closed: the change asks for the code before anything is sent.
      await user.click(webhookForm.getByRole('button', { name: 'Save' }));
      expect(await webhookForm.findByText('Verification code cannot be empty')).toBeInTheDocument();
      expect(updates).toHaveLength(0);
      await user.type(webhookForm.getByLabelText(/Authenticator code/), '135246');
      await user.click(webhookForm.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
      expect(updates.map((call) => call.body)).toEqual([{ webhook_url: 'https://new.example/kassa', google_code: '135246' }]);
      await waitFor(() => expect(webhooks.getByLabelText('Default webhook URL')).toHaveValue('https://new.example/kassa'));
      // The code opened the window (the answer's X-Step-Up-Until): the next change asks for none.
      await waitFor(() => expect(webhooks.queryByLabelText(/Authenticator code/)).toBeNull());

      await user.click(webhooks.getByRole('button', { name: 'Clear' }));
      const confirm = within(await screen.findByRole('dialog', { name: 'Clear the default webhook URL?' }));
      expect(confirm.getByText('Orders and payouts created without a notify_url will no longer send webhooks.')).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Clear' }));

      expect(await screen.findByText('The default webhook URL was cleared')).toBeInTheDocument();
      expect(updates.map((call) => call.body)).toEqual([{ webhook_url: 'https://new.example/kassa', google_code: '135246' }, { webhook_url: null }]);
      await waitFor(() => expect(webhooks.getByLabelText('Default webhook URL')).toHaveValue(''));
      expect(webhooks.getByText('No default webhook URL is set.')).toBeInTheDocument();
      expect(webhooks.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    });

    it('sets the default return URL alone (the cut-in setting), checked by the same rule', async () => {
      const user = userEvent.setup();
      stubPage();
      const updates = stubEndpoint('/v1/merchant/webhook/endpoint/update', (call) =>
        ok({ ...existingKey, return_url: call.body.return_url ?? null, update_time: '2025-03-05T12:00:00.000Z' }),
      );
      await renderConsoleAt(page);
      const webhooks = within(await screen.findByRole('heading', { name: 'Webhooks', level: 2 }).then(() => card('Webhooks')));
      expect(await webhooks.findByText('Where the checkout sends the payer after paying, for orders created without a return_url.')).toBeInTheDocument();
      expect(webhooks.getByText('No default return URL is set: payers see a back-to-merchant button instead.')).toBeInTheDocument();
      const url = webhooks.getByLabelText('Default return URL');
      const form = within(url.closest('form')!);
      await user.type(url, 'javascript:alert(1)');
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(await form.findByText('Enter an absolute http or https URL')).toBeInTheDocument();
      await user.clear(url);
      await user.type(url, 'https://shop.example/thanks');
      await user.type(form.getByLabelText(/Authenticator code/), '135246');
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
      expect(updates.map((call) => call.body)).toEqual([{ return_url: 'https://shop.example/thanks', google_code: '135246' }]);
      await waitFor(() => expect(webhooks.getByLabelText('Default return URL')).toHaveValue('https://shop.example/thanks'));
      expect(webhooks.getByLabelText('Default webhook URL')).toHaveValue(existingKey.webhook_url);
    });

    it('sends a test event, says it was delivered and reads the delivery log again', async () => {
      const user = userEvent.setup();
      const { logReads } = stubPage();
      const tests = stubEndpoint('/v1/merchant/webhook/test', () => ok(delivery('evt_test', { event_type: 'test', order_id: null })));
      await renderConsoleAt(page);
      await screen.findByRole('heading', { name: 'Webhooks', level: 2 });
      const webhooks = within(card('Webhooks'));
      await screen.findByText('ORDevt_01');
      const readsBefore = logReads.length;

      await user.click(await webhooks.findByRole('button', { name: 'Send test event' }));

      expect(await screen.findByText('The test event was delivered')).toBeInTheDocument();
      expect(tests.map((call) => call.body)).toEqual([{}]);
      await waitFor(() => expect(logReads.length).toBeGreaterThan(readsBefore));
    });

    it('says when the test event was not delivered yet', async () => {
      const user = userEvent.setup();
      stubPage();
      stubEndpoint('/v1/merchant/webhook/test', () =>
        ok(delivery('evt_test', { event_type: 'test', order_id: null, status: 'pending', last_http_status: 500, last_error: 'Internal Server Error', delivered_time: null, next_attempt_time: '2025-03-02T10:01:00.000Z' })),
      );
      await renderConsoleAt(page);
      await screen.findByRole('heading', { name: 'Webhooks', level: 2 });
      await user.click(await within(card('Webhooks')).findByRole('button', { name: 'Send test event' }));
      expect(await screen.findByText('The test event was sent but not delivered yet. Its attempts are in the delivery log below.')).toBeInTheDocument();
    });

    it('without a key, says the webhook settings need one', async () => {
      stubPage({ key: null });
      await renderConsoleAt(page);
      await screen.findByRole('heading', { name: 'Webhooks', level: 2 });
      expect(await within(card('Webhooks')).findByText('Create an API key first: the webhook settings belong to it.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
    });
  });

  describe('what the signed API offers', () => {
    it('names the order calls and the payout calls, each with the webhooks it sends', async () => {
      stubPage();
      await renderConsoleAt(page);
      const calls = within(await screen.findByRole('heading', { name: 'What your server can call', level: 2 }).then((heading) => heading.closest<HTMLElement>('.MuiCard-root')!));
      const orders = within(calls.getByRole('region', { name: 'Take payments' }));
      for (const name of ['/v1/open/order/create', '/v1/open/order/query', '/v1/open/order/close', 'order.paid', 'order.cancelled', 'order.expired']) {
        expect(orders.getByText(name)).toBeInTheDocument();
      }
      const payouts = within(calls.getByRole('region', { name: 'Pay your users' }));
      for (const name of ['/v1/open/payout/create', '/v1/open/payout/query', 'payout.approved', 'payout.paid', 'payout.rejected']) {
        expect(payouts.getByText(name)).toBeInTheDocument();
      }
      // Where a payout above the limit is reviewed, by the menu title the operator sees.
      expect(payouts.getByText(/above it, it waits for your review in User withdrawal records\./)).toBeInTheDocument();
      expect(payouts.getByText('Approved, by you or under the review-free limit.')).toBeInTheDocument();
      // The webhook settings say payouts' events go to the default URL too.
      expect(
        within(card('Webhooks')).getByText(
          'Kassa sends order events (paid, cancelled, expired) and payout events (approved, paid, rejected) to this URL for orders and payouts created without a notify_url.',
        ),
      ).toBeInTheDocument();
    });
  });

  describe('the webhook delivery log', () => {
    it('names the payout events in the log', async () => {
      stubPage({
        deliveries: [
          delivery('evt_11', { event_type: 'payout.approved', order_id: 'UW0001' }),
          delivery('evt_12', { event_type: 'payout.paid', order_id: 'UW0001' }),
          delivery('evt_13', { event_type: 'payout.rejected', order_id: 'UW0002' }),
        ],
      });
      await renderConsoleAt(page);
      const log = within(await screen.findByRole('region', { name: 'Webhook delivery log' }));
      const table = within(await log.findByRole('table'));
      expect(await table.findByText('Payout approved')).toBeInTheDocument();
      expect(table.getByText('Payout paid')).toBeInTheDocument();
      expect(table.getByText('Payout rejected')).toBeInTheDocument();
      expect(table.getByRole('columnheader', { name: /Order or payout/ })).toBeInTheDocument();
    });

    it('lists the deliveries with their state, filters them, and resends one with its id', async () => {
      const user = userEvent.setup();
      const { logReads } = stubPage();
      const resends = stubEndpoint('/v1/merchant/webhook/delivery/resend', (call) =>
        ok(delivery(call.body.id, { ...failedRow, id: call.body.id, status: 'pending', attempts: 9 })),
      );
      await renderConsoleAt(page);

      const log = within(await screen.findByRole('region', { name: 'Webhook delivery log' }));
      const table = within(await log.findByRole('table'));
      for (const header of ['Event', 'Order', 'URL', 'Status', 'Attempts', 'Last HTTP status', 'Last error', 'Next attempt', 'Delivered at', 'Created at']) {
        expect(table.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
      }
      const failed = within((await table.findByText('ORDevt_02')).closest('tr')!);
      expect(failed.getByText('Order cancelled')).toBeInTheDocument();
      expect(failed.getByText('Failed')).toBeInTheDocument();
      expect(failed.getByText('8')).toBeInTheDocument();
      expect(failed.getByText('503')).toBeInTheDocument();
      expect(failed.getByText('Service Unavailable')).toBeInTheDocument();
      const delivered = within(table.getByText('ORDevt_01').closest('tr')!);
      expect(delivered.getByText('Order paid')).toBeInTheDocument();
      expect(delivered.getByText('Delivered')).toBeInTheDocument();
      expect(delivered.getByText(formatDateTime(deliveredRow.delivered_time!, 'us'))).toBeInTheDocument();
      expect(logReads[0]!.body).toMatchObject({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });

      const readsBefore = logReads.length;
      await user.click(failed.getByRole('button', { name: 'Resend' }));
      expect(await screen.findByText('The event was sent again')).toBeInTheDocument();
      expect(resends.map((call) => call.body)).toEqual([{ id: 'evt_02' }]);
      await waitFor(() => expect(logReads.length).toBeGreaterThan(readsBefore));

      // Filters: status, event type, day range and the event or order id.
      expect(log.getByLabelText('Event ID, order ID or payout ID')).toBeInTheDocument();
      await user.click(log.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: 'Failed' }));
      await waitFor(() => expect(logReads.at(-1)!.body).toMatchObject({ status: 'failed' }));
      await waitFor(() => expect(table.queryByText('ORDevt_01')).toBeNull());
    });
  });

  it('speaks the operator’s language: Vietnamese labels for the key, the webhooks and the delivery log', async () => {
    stubPage();
    stubOk('/v1/merchant/withdrawal_record/query', { list: [], total: 0 });
    await renderConsoleIn(page, 'vi');

    expect(await screen.findByRole('heading', { name: 'Khóa API', level: 2 })).toBeInTheDocument();
    const key = within(card('Khóa API'));
    expect(await key.findByText('Khóa truy cập (Access key)')).toBeInTheDocument();
    expect(key.getByText('Quyền IP')).toBeInTheDocument();
    expect(key.getByRole('button', { name: 'Thu hồi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhook', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi sự kiện thử nghiệm' })).toBeInTheDocument();
    const log = within(screen.getByRole('region', { name: 'Nhật ký gửi webhook' }));
    expect(await log.findByText('Đơn hàng đã thanh toán')).toBeInTheDocument();
    expect(log.getByText('Gửi thất bại')).toBeInTheDocument();
    expect(log.getAllByRole('button', { name: 'Gửi lại' })).toHaveLength(2);
    expect(log.getByRole('columnheader', { name: /Số lần thử/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Những lệnh gọi máy chủ của bạn có thể dùng', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chi trả cho người dùng' })).toBeInTheDocument();
  });
});
