import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { totpCode, useTestServer, type TestMerchant } from '../testing/harness';

const server = useTestServer();

describe('account/detail', () => {
  it('answers the own account with type, status, KYC state and the last sign-in', async () => {
    const merchant = await server.createMerchant({ accountType: 'advanced' });
    const token = await server.signIn(merchant, { ip: '198.51.100.3' });
    const answer = await server.call(endpoints.accountDetail.path, {}, { token });
    expect(answer.body).toEqual({
      code: 200,
      msg: 'ok',
      detail: '',
      data: {
        merchant_id: String(merchant.merchantId),
        username: merchant.username,
        name: expect.any(String),
        account_type: 'advanced',
        status: 'normal',
        kyc_status: 'unverified',
        google_bound: true,
        create_time: expect.any(String),
        update_time: expect.any(String),
        last_login_time: server.clock.now().toISOString(),
        last_login_ip: '198.51.100.3',
      },
    });
  });

  it("lets an agent read its sub-merchants and nobody else's, which answers 4004", async () => {
    const agent = await server.createMerchant({ accountType: 'agent' });
    const sub = await server.createMerchant({ agentId: agent.merchantId });
    const stranger = await server.createMerchant();
    const agentToken = await server.signIn(agent);
    const subToken = await server.signIn(sub);

    const ofSub = await server.call<{ merchant_id: string }>(endpoints.accountDetail.path, { merchant_id: String(sub.merchantId) }, { token: agentToken });
    expect(ofSub.body.data.merchant_id).toBe(String(sub.merchantId));

    const notFound = {
      code: 4004,
      msg: 'not_found',
      detail: 'This merchant does not exist or is not yours to view.',
      data: null,
    };
    for (const [merchantId, token] of [
      [String(stranger.merchantId), agentToken],
      [String(agent.merchantId), subToken],
      ['999999', agentToken],
      ['ABC1', agentToken],
    ] as const) {
      expect((await server.call(endpoints.accountDetail.path, { merchant_id: merchantId }, { token })).body).toEqual(notFound);
    }
  });
});

describe('reset_self_password', () => {
  async function change(merchant: TestMerchant, token: string, fields: { old: string; new: string; confirm?: string }, language?: string) {
    const body = {
      old_password: await server.encryptPassword(fields.old),
      new_password: await server.encryptPassword(fields.new),
      confirm_password: await server.encryptPassword(fields.confirm ?? fields.new),
    };
    return server.call(endpoints.resetSelfPassword.path, body, { token, ...(language ? { language } : {}) });
  }

  it('changes the password and ends every other session of the merchant, keeping this one', async () => {
    const merchant = await server.createMerchant();
    const other = await server.signIn(merchant);
    const current = await server.signIn(merchant);

    const answer = await change(merchant, current, { old: merchant.password, new: 'Brand-new-pass-2', confirm: 'Brand-new-pass-2' });
    expect(answer.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });

    expect((await server.call(endpoints.accountDetail.path, {}, { token: other })).status).toBe(401);
    expect((await server.call(endpoints.accountDetail.path, {}, { token: current })).body.code).toBe(200);
    expect((await server.login(merchant)).body.code).toBe(4001);
    expect((await server.login({ ...merchant, password: 'Brand-new-pass-2' })).body.code).toBe(200);
  });

  it('says what is wrong with the new password, field by field', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const cases = [
      [{ old: merchant.password, new: 'Short-1' }, 'new_password', 'The password must be at least 8 characters'],
      [{ old: merchant.password, new: 'with space 123' }, 'new_password', 'Only digits, letters or punctuation are allowed'],
      [{ old: merchant.password, new: 'mật-khẩu-123' }, 'new_password', 'Only digits, letters or punctuation are allowed'],
      [{ old: merchant.password, new: 'Good-pass-123', confirm: 'Good-pass-124' }, 'confirm_password', 'Passwords do not match'],
      [{ old: 'Wrong-old-pass', new: 'Good-pass-123' }, 'old_password', 'The current password is incorrect.'],
      [{ old: merchant.password, new: merchant.password }, 'new_password', 'The new password must differ from the old one'],
    ] as const;
    for (const [fields, field, text] of cases) {
      const answer = await change(merchant, token, fields);
      expect(answer.body).toMatchObject({ code: 4000, detail: text, data: { field } });
    }
    const inChinese = await change(merchant, token, { old: merchant.password, new: 'Good-pass-123', confirm: 'other-pass-12' }, 'zh_Hans');
    expect(inChinese.body).toMatchObject({ code: 4000, detail: '两次输入的密码不一致', data: { field: 'confirm_password' } });
    // Nothing changed along the way.
    expect((await server.login(merchant)).body.code).toBe(200);
  });
});

describe('authenticator rebinding', () => {
  it('binds the new secret only with a code of the current and of the new authenticator', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const offered = await server.call<{ secret: string; otpauth_url: string }>(endpoints.getGoogleSecret.path, {}, { token });
    expect(offered.body.code).toBe(200);
    const { secret, otpauth_url: uri } = offered.body.data;
    expect(uri).toBe(`otpauth://totp/Kassa:${merchant.username}?secret=${secret}&issuer=Kassa&algorithm=SHA1&digits=6&period=30`);

    const bind = (fields: { secret?: string; google_code: string; new_google_code: string }) =>
      server.call(endpoints.updateGoogleSecret.path, { secret, ...fields }, { token });
    server.clock.advance(30_000);
    const now = server.clock.now();
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
    const currentCode = totpCode(merchant.totpSecret, now);
    const newCode = totpCode(secret, now);

    expect((await bind({ google_code: wrongCode(currentCode), new_google_code: newCode })).body).toMatchObject({
      code: 4000,
      detail: 'The code of your current authenticator is incorrect.',
      data: { field: 'google_code' },
    });
    server.clock.advance(30_000);
    const later = server.clock.now();
    expect((await bind({ google_code: totpCode(merchant.totpSecret, later), new_google_code: wrongCode(totpCode(secret, later)) })).body).toMatchObject({
      code: 4000,
      detail: 'The code of the new authenticator key is incorrect.',
      data: { field: 'new_google_code' },
    });
    expect((await bind({ secret: 'JBSWY3DPEHPK3PXP', google_code: currentCode, new_google_code: newCode })).body).toMatchObject({
      code: 4000,
      data: { field: 'secret' },
    });

    server.clock.advance(30_000);
    const final = server.clock.now();
    const bound = await bind({ google_code: totpCode(merchant.totpSecret, final), new_google_code: totpCode(secret, final) });
    expect(bound.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });

    expect((await server.login(merchant)).body.code).toBe(4001);
    expect((await server.login({ ...merchant, totpSecret: secret })).body.code).toBe(200);
  });
});
