import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt, testKeyPair } from './console';

let serverKey: Awaited<ReturnType<typeof testKeyPair>>;

beforeAll(async () => {
  serverKey = await testKeyPair();
});

function stubAccount(detail = account) {
  return stubOk('/v1/merchant/account/detail', detail);
}

function stubPublicKey() {
  return stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
}

function section(title: string): HTMLElement {
  const card = screen.getByRole('heading', { name: title, level: 2 }).closest<HTMLElement>('.MuiCard-root');
  if (!card) throw new Error(`no card titled ${title}`);
  return card;
}

const otpauthUrl = 'otpauth://totp/Kassa:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Kassa&algorithm=SHA1&digits=6&period=30';
const newKey = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: otpauthUrl };

/** The drawing of a QR code: the `d` of its paths. */
function qrPaths(svg: Element): string[] {
  return [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
}

describe('Account and security (/system/AccountSecurity)', () => {
  it('shows the account detail: merchant ID, username, account type, status and KYC state', async () => {
    stubAccount({ ...account, kyc_status: 'pending' });
    await renderConsoleAt('/system/AccountSecurity');

    const details = within(await screen.findByRole('heading', { name: 'Account details' }).then((heading) => heading.closest<HTMLElement>('.MuiCard-root')!));
    expect(await details.findByText('1001')).toBeInTheDocument();
    expect(details.getByText('Merchant ID')).toBeInTheDocument();
    expect(details.getByText('demo')).toBeInTheDocument();
    expect(details.getByText('Demo Shop')).toBeInTheDocument();
    expect(details.getByText('Agent user')).toBeInTheDocument();
    expect(details.getByText('Normal')).toBeInTheDocument();
    expect(details.getByText('Under review')).toBeInTheDocument();
    expect(details.getByText('KYC state')).toBeInTheDocument();
  });

  describe('change password', () => {
    it("refuses a confirmation that differs with 'Passwords do not match' and sends nothing", async () => {
      const user = userEvent.setup();
      stubAccount();
      const keyCalls = stubPublicKey();
      const changes = stubOk('/v1/merchant/account/reset_self_password', null);
      await renderConsoleAt('/system/AccountSecurity');
      const form = within(section('Change password'));

      await user.type(form.getByLabelText('Current password'), 'Old-pass-1');
      await user.type(form.getByLabelText('New password'), 'New-pass-22');
      await user.type(form.getByLabelText('Confirm new password'), 'New-pass-23');
      await user.click(form.getByRole('button', { name: 'Change password' }));

      expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
      expect(keyCalls).toHaveLength(0);
      expect(changes).toHaveLength(0);
    });

    it('refuses a new password of fewer than 8 characters or with spaces', async () => {
      const user = userEvent.setup();
      stubAccount();
      const changes = stubOk('/v1/merchant/account/reset_self_password', null);
      await renderConsoleAt('/system/AccountSecurity');
      const form = within(section('Change password'));

      await user.type(form.getByLabelText('Current password'), 'Old-pass-1');
      await user.type(form.getByLabelText('New password'), 'short 1');
      await user.type(form.getByLabelText('Confirm new password'), 'short 1');
      await user.click(form.getByRole('button', { name: 'Change password' }));

      expect(await form.findByText('Only digits, letters or punctuation are allowed')).toBeInTheDocument();
      expect(changes).toHaveLength(0);
    });

    it('sends the old password, the new one and its confirmation, each encrypted with the server key', async () => {
      const user = userEvent.setup();
      stubAccount();
      stubPublicKey();
      const changes = stubOk('/v1/merchant/account/reset_self_password', null);
      await renderConsoleAt('/system/AccountSecurity');
      const form = within(section('Change password'));

      await user.type(form.getByLabelText('Current password'), 'Old-pass-1');
      await user.type(form.getByLabelText('New password'), 'New-pass-22!');
      await user.type(form.getByLabelText('Confirm new password'), 'New-pass-22!');
      await user.click(form.getByRole('button', { name: 'Change password' }));

      expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
      expect(changes).toHaveLength(1);
      const sent = changes[0]!.body;
      expect(Object.keys(sent).sort()).toEqual(['confirm_password', 'new_password', 'old_password']);
      expect(sent.old_password).not.toContain('Old-pass');
      expect(sent.new_password).not.toBe(sent.confirm_password);
      expect(await serverKey.decrypt(sent.old_password)).toBe('Old-pass-1');
      expect(await serverKey.decrypt(sent.new_password)).toBe('New-pass-22!');
      expect(await serverKey.decrypt(sent.confirm_password)).toBe('New-pass-22!');
      // The form is empty again.
      await waitFor(() => expect(form.getByLabelText('Current password')).toHaveValue(''));
    });

    it("shows the server's refusal of the current password on that field, in the console's language", async () => {
      const user = userEvent.setup();
      stubAccount();
      stubPublicKey();
      // The answer's detail is in the language of the request headers; the field speaks the console's.
      stubEndpoint(
        '/v1/merchant/account/reset_self_password',
        refusal(4000, '当前密码错误。', { field: 'old_password', key: 'kassa.server.wrongPassword' }),
      );
      await renderConsoleAt('/system/AccountSecurity');
      const form = within(section('Change password'));

      await user.type(form.getByLabelText('Current password'), 'Wrong-pass-1');
      await user.type(form.getByLabelText('New password'), 'New-pass-22!');
      await user.type(form.getByLabelText('Confirm new password'), 'New-pass-22!');
      await user.click(form.getByRole('button', { name: 'Change password' }));

      expect(await form.findByText('The current password is incorrect.')).toBeInTheDocument();
      expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('rebind the authenticator', () => {
    it('shows the new key as a QR code of its otpauth URI and as text', async () => {
      const user = userEvent.setup();
      stubAccount();
      const keyCalls = stubOk('/v1/merchant/auth/get_google_secret', newKey);
      await renderConsoleAt('/system/AccountSecurity');
      const card = within(section('Authenticator'));
      expect(keyCalls).toHaveLength(0);

      await user.click(card.getByRole('button', { name: 'Get a new authenticator key' }));

      const qr = await card.findByRole('img', { name: 'QR code of the new authenticator key' });
      const expected = render(<QRCodeSVG value={otpauthUrl} />).container.querySelector('svg')!;
      const other = render(<QRCodeSVG value={otpauthUrl.replace('demo', 'other')} />).container.querySelector('svg')!;
      expect(qrPaths(qr)).toEqual(qrPaths(expected));
      expect(qrPaths(qr)).not.toEqual(qrPaths(other));
      expect(card.getByText(newKey.secret)).toBeInTheDocument();
      expect(keyCalls).toHaveLength(1);
    });

    it("copies the key, or says 'Copy failed, please copy manually'", async () => {
      const user = userEvent.setup();
      stubAccount();
      stubOk('/v1/merchant/auth/get_google_secret', newKey);
      await renderConsoleAt('/system/AccountSecurity');
      const card = within(section('Authenticator'));
      await user.click(card.getByRole('button', { name: 'Get a new authenticator key' }));
      await card.findByText(newKey.secret);

      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(card.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('The key was copied')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(newKey.secret);

      writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
      await user.click(card.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Copy failed, please copy manually')).toBeInTheDocument();
    });

    it('binds the key with the current code and a code of the new key', async () => {
      const user = userEvent.setup();
      stubAccount();
      stubOk('/v1/merchant/auth/get_google_secret', newKey);
      const binds = stubOk('/v1/merchant/account/update_google_secret', null);
      await renderConsoleAt('/system/AccountSecurity');
      const card = within(section('Authenticator'));
      await user.click(card.getByRole('button', { name: 'Get a new authenticator key' }));
      await card.findByText(newKey.secret);

      await user.type(card.getByLabelText('Code of your current authenticator'), '123456');
      await user.click(card.getByRole('button', { name: 'Bind the new key' }));
      expect(await card.findByText('Verification code cannot be empty')).toBeInTheDocument();
      expect(binds).toHaveLength(0);

      await user.type(card.getByLabelText('Code of the new key'), '654321');
      await user.click(card.getByRole('button', { name: 'Bind the new key' }));

      expect(await screen.findByText('Your new authenticator key is bound. Use its codes from now on.')).toBeInTheDocument();
      expect(binds.map((call) => call.body)).toEqual([{ secret: newKey.secret, google_code: '123456', new_google_code: '654321' }]);
      await waitFor(() => expect(card.queryByRole('img')).toBeNull());
    });

    it("shows the server's refusal of a code on that code's field", async () => {
      const user = userEvent.setup();
      stubAccount();
      stubOk('/v1/merchant/auth/get_google_secret', newKey);
      stubEndpoint(
        '/v1/merchant/account/update_google_secret',
        refusal(4000, 'The code of the new authenticator key is incorrect.', { field: 'new_google_code', key: 'kassa.server.wrongNewCode' }),
      );
      await renderConsoleAt('/system/AccountSecurity');
      const card = within(section('Authenticator'));
      await user.click(card.getByRole('button', { name: 'Get a new authenticator key' }));
      await card.findByText(newKey.secret);

      await user.type(card.getByLabelText('Code of your current authenticator'), '123456');
      await user.type(card.getByLabelText('Code of the new key'), '000000');
      await user.click(card.getByRole('button', { name: 'Bind the new key' }));

      expect(await card.findByText('The code of the new authenticator key is incorrect.')).toBeInTheDocument();
      expect(card.getByLabelText('Code of the new key')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
