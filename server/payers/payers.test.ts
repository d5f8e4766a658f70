import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { isSealed } from '../crypto/secretBox';
import { useTestServer, type CallOptions } from '../testing/harness';
import { newStaffMember } from '../testing/staff';
import { newPayer, walletCall, walletSignIn } from '../wallet/testHelpers';
import { payerIdNumberOf, sealPlainPayerIdNumbers } from './payers';

const server = useTestServer();

/** The ID number exactly as the database holds it (raw SQL, no mapping). */
async function storedIdNumber(uid: string): Promise<string | null> {
  const result = (await server.db.execute(sql`select id_number from wallet_users where uid = ${uid}`)) as unknown as { rows: { id_number: string | null }[] };
  return result.rows[0]?.id_number ?? null;
}

const staffCall = <T>(path: string, token: string, body: unknown, options: CallOptions = {}) =>
  server.call<T>(path, body, { ...options, headers: { ...options.headers, 'x-staff-token': token } });

describe('payers’ ID numbers at rest', () => {
  it('are stored sealed, whether given in the wallet or at the checkout; the identity step still shows done', async () => {
    const payer = await newPayer(server, { ready: false });
    const token = await walletSignIn(server, payer);
    const identified = await walletCall<ResponseOf<'walletMe'>>(server, endpoints.walletIdentitySubmit.path, token, { name: 'Lê Văn Minh', id_number: 'A1234567', email: 'minh@example.com' });
    expect(identified.body.data.identity.id_number).toBe(true);
    const stored = await storedIdNumber(payer.uid);
    expect(isSealed(stored ?? '')).toBe(true);
    expect(stored).not.toContain('A1234567');
    expect(payerIdNumberOf(server.config.secretBox, { idNumber: stored })).toBe('A1234567');

    // The checkout's identity step (storeIdentity, as the test payers are made ready).
    const ready = await newPayer(server);
    const readyStored = await storedIdNumber(ready.uid);
    expect(isSealed(readyStored ?? '')).toBe(true);
    expect(payerIdNumberOf(server.config.secretBox, { idNumber: readyStored })).toBe('ID123456');

    // Staff see the step done, as before.
    const support = await newStaffMember(server, 'sue', 'support');
    const detail = await staffCall<ResponseOf<'platformWalletUserDetail'>>(endpoints.platformWalletUserDetail.path, support.token, { uid: payer.uid });
    expect(detail.body.data.profile.identity).toMatchObject({ real_name: true, id_number: true, email: true });
  });

  it('left in plain text by an earlier version are sealed once at start (sealPlainPayerIdNumbers)', async () => {
    const payer = await newPayer(server);
    await server.db.execute(sql`update wallet_users set id_number = ${'E12345678'} where uid = ${payer.uid}`);
    expect(await sealPlainPayerIdNumbers(server.db, server.config.secretBox)).toBe(1);
    const sealed = await storedIdNumber(payer.uid);
    expect(isSealed(sealed ?? '')).toBe(true);
    expect(sealed).not.toContain('E12345678');
    expect(payerIdNumberOf(server.config.secretBox, { idNumber: sealed })).toBe('E12345678');

    // Idempotent: a second pass changes nothing, and a payer without the step keeps none.
    const unidentified = await newPayer(server, { ready: false });
    expect(await sealPlainPayerIdNumbers(server.db, server.config.secretBox)).toBe(0);
    expect(await storedIdNumber(payer.uid)).toBe(sealed);
    expect(await storedIdNumber(unidentified.uid)).toBeNull();
    expect((await walletCall<ResponseOf<'walletMe'>>(server, endpoints.walletMe.path, await walletSignIn(server, payer))).body.data.ready).toBe(true);
  });
});
