/**
 * Passkeys in the console (jsdom): the Passkeys card of Account and security and "Use a passkey" where a code is asked.
 * The browser's part is a stand-in `navigator.credentials` answering as an authenticator would (the real ceremony runs in
 * tests/browser/passkeys.test.ts); the page counts as a secure context at http://localhost, where passkeys are offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt } from './console';

const passkey = {
  id: 7,
  name: 'Office laptop',
  transports: ['internal', 'hybrid'],
  synced: true,
  create_time: '2025-05-01T08:00:00.000Z',
  last_used_time: null as string | null,
};
const spare = { ...passkey, id: 8, name: 'YubiKey', synced: false, last_used_time: '2025-06-01T09:30:00.000Z' };

const requestOptions = { challenge: 'Y2hhbGxlbmdlLW9mLXRoZS10ZXN0', rpId: 'localhost', timeout: 120000, userVerification: 'required' };
const creationOptions = {
  challenge: 'Y2hhbGxlbmdlLW9mLXRoZS10ZXN0',
  rp: { name: 'Kassa', id: 'localhost' },
  user: { id: 'dXNlci1oYW5kbGU', name: 'demo', displayName: 'demo' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 120000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  attestation: 'none',
};

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What an authenticator hands the page, as the browser's PublicKeyCredential carries it. */
const fromDevice = {
  get: vi.fn(async () => ({
    id: 'Y3JlZGVudGlhbA',
    rawId: bytes('credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: bytes('{"type":"webauthn.get"}'), authenticatorData: bytes('authenticator-data'), signature: bytes('signature'), userHandle: bytes('user-handle') },
  })),
  create: vi.fn(async () => ({
    id: 'Y3JlZGVudGlhbA',
    rawId: bytes('credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({ credProps: { rk: true } }),
    response: { clientDataJSON: bytes('{"type":"webauthn.create"}'), attestationObject: bytes('attestation'), getTransports: () => ['internal'] },
  })),
};

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', class {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'credentials', { value: fromDevice, configurable: true });
  fromDevice.get.mockClear();
  fromDevice.create.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

function stubPasskeys(list: (typeof passkey)[], required = false) {
  return stubOk('/v1/merchant/passkey/list', { list, total: list.length, required });
}

async function passkeysCard() {
  stubOk('/v1/merchant/account/detail', account);
  await renderConsoleAt('/system/AccountSecurity');
  const heading = await screen.findByRole('heading', { name: 'Passkeys', level: 2 });
  return within(heading.closest<HTMLElement>('.MuiCard-root')!);
}

/** The window a confirmation opened, as the server says it on its answer. */
const stepUpAnswer = () =>
  HttpResponse.json(ok({ step_up_until: new Date(Date.now() + 300_000).toISOString() }), { headers: { 'X-Step-Up-Until': new Date(Date.now() + 300_000).toISOString() } });

describe('the Passkeys card', () => {
  it('lists the passkeys with when they were added and last used, and whether they are synced', async () => {
    stubPasskeys([passkey, spare]);
    const card = await passkeysCard();
    const laptop = within(await card.findByRole('listitem', { name: 'Office laptop' }));
    expect(laptop.getByText('Synced')).toBeInTheDocument();
    expect(laptop.getByText('Never')).toBeInTheDocument();
    const key = within(card.getByRole('listitem', { name: 'YubiKey' }));
    expect(key.queryByText('Synced')).toBeNull();
    expect(key.getByText(/Jun 1, 2025/)).toBeInTheDocument();
  });

  it('adds a passkey: the code goes with the options, the name with the authenticator’s answer', async () => {
    const user = userEvent.setup();
    const lists = stubPasskeys([]);
    const options = stubOk('/v1/merchant/passkey/register/options', creationOptions);
    const registered = stubOk('/v1/merchant/passkey/register', passkey);
    const card = await passkeysCard();
    await card.findByText('You have no passkey yet.');

    // Nothing is sent, nor asked of the authenticator, before the form is complete.
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));
    expect(await card.findByText('This field is required')).toBeInTheDocument();
    expect(options).toHaveLength(0);

    await user.type(card.getByLabelText(/Passkey name/), 'Office laptop');
    await user.type(card.getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Your passkey has been added')).toBeInTheDocument();
    expect(options.map((call) => call.body)).toEqual([{ google_code: '123456' }]);
    expect(fromDevice.create).toHaveBeenCalledTimes(1);
    expect(registered[0]?.body).toMatchObject({ name: 'Office laptop', credential: { id: 'Y3JlZGVudGlhbA', type: 'public-key', response: { transports: ['internal'] } } });
    await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2));
  });

  it('renames one', async () => {
    const user = userEvent.setup();
    stubPasskeys([passkey]);
    const renames = stubOk('/v1/merchant/passkey/rename', { ...passkey, name: 'Work laptop' });
    const card = await passkeysCard();
    await user.click(within(await card.findByRole('listitem', { name: 'Office laptop' })).getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename the passkey' }));
    await user.clear(dialog.getByLabelText(/Passkey name/));
    await user.type(dialog.getByLabelText(/Passkey name/), 'Work laptop');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passkey has been renamed')).toBeInTheDocument();
    expect(renames.map((call) => call.body)).toEqual([{ id: 7, name: 'Work laptop' }]);
  });

  it('removing the last passkey asks for the authenticator’s code, and sends it', async () => {
    const user = userEvent.setup();
    stubPasskeys([passkey]);
    const removals = stubOk('/v1/merchant/passkey/delete', null);
    const card = await passkeysCard();
    await user.click(within(await card.findByRole('listitem', { name: 'Office laptop' })).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(dialog.getByText(/It is your last passkey/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(removals).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Authenticator code' }), '654321');
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey has been removed')).toBeInTheDocument();
    expect(removals.map((call) => call.body)).toEqual([{ id: 7, google_code: '654321' }]);
  });

  it('offers the requirement only once the operator has a passkey', async () => {
    stubPasskeys([]);
    const card = await passkeysCard();
    await card.findByText('You have no passkey yet.');
    expect(card.getByRole('switch', { name: 'Require passkeys' })).toBeDisabled();
    expect(card.getByText(/Add a passkey of your own first/)).toBeInTheDocument();
  });

  it('requires passkeys, confirmed like any protected change', async () => {
    const user = userEvent.setup();
    stubPasskeys([passkey]);
    const changes = stubOk('/v1/merchant/passkey/requirement', { required: true });
    const card = await passkeysCard();
    await card.findByRole('listitem', { name: 'Office laptop' });
    await user.click(card.getByRole('switch', { name: 'Require passkeys' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Require passkeys?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Authenticator code' }), '112233');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passkeys are now required')).toBeInTheDocument();
    expect(changes.map((call) => call.body)).toEqual([{ required: true, google_code: '112233' }]);
  });
});

describe('"Use a passkey" where a code is asked', () => {
  it('confirms with the passkey: the window opens, the code field goes, and the change is sent without a code', async () => {
    const user = userEvent.setup();
    stubPasskeys([passkey, spare]);
    const options = stubOk('/v1/merchant/passkey/step_up/options', { ...requestOptions, allowCredentials: [{ id: 'Y3JlZGVudGlhbA', type: 'public-key' }] });
    const confirmations = stubEndpoint('/v1/merchant/passkey/step_up', stepUpAnswer);
    const removals = stubOk('/v1/merchant/passkey/delete', null);
    const card = await passkeysCard();
    await user.click(within(await card.findByRole('listitem', { name: 'YubiKey' })).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(dialog.getByRole('textbox', { name: 'Authenticator code' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Confirmed with your passkey. You can now send the change.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: 'Authenticator code' })).toBeNull());
    expect(options).toHaveLength(1);
    expect(fromDevice.get).toHaveBeenCalledTimes(1);
    expect(confirmations[0]?.body).toMatchObject({ credential: { id: 'Y3JlZGVudGlhbA', type: 'public-key' } });

    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey has been removed')).toBeInTheDocument();
    expect(removals.map((call) => call.body)).toEqual([{ id: 8 }]);
  });

  it('under the merchant’s requirement takes the code field’s place, and a change sent first asks for the passkey', async () => {
    const user = userEvent.setup();
    stubPasskeys([passkey, spare], true);
    const removals = stubOk('/v1/merchant/passkey/delete', null);
    const card = await passkeysCard();
    await user.click(within(await card.findByRole('listitem', { name: 'YubiKey' })).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(dialog.getByText('This account confirms changes with a passkey.')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'Authenticator code' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText('This account confirms changes with a passkey: choose “Use a passkey” first')).toBeInTheDocument();
    expect(removals).toHaveLength(0);
  });

  it('is not offered where the browser cannot use passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const user = userEvent.setup();
    stubPasskeys([passkey, spare]);
    const card = await passkeysCard();
    expect(await card.findByText(/This browser cannot use passkeys at this address/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    await user.click(within(await card.findByRole('listitem', { name: 'YubiKey' })).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this passkey?' }));
    expect(dialog.getByRole('textbox', { name: 'Authenticator code' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
