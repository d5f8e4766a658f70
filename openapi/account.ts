import { z } from 'zod';
import { MerchantId, NoData, Timestamp, describe, typeError, vkey } from './common';
import { encryptedPassword, googleCode, loginPassword, newPassword, requiredText } from './sharedRules';
import { KycStatus } from './kyc';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant account (the console's userInfo), its password, its authenticator and the step-up window of
 * protected changes.
 */

// ---------- entities ----------

export const AccountType = z.enum(['regular', 'advanced', 'agent']).meta({ id: 'AccountType' });

export const AccountStatus = z.enum(['normal', 'suspended']).meta({ id: 'AccountStatus' });

export const AccountDetail = z
  .object({
    merchant_id: MerchantId,
    username: describe(z.string(), 'Login name.'),
    name: describe(z.string(), 'Display name of the merchant.'),
    account_type: AccountType,
    status: AccountStatus,
    kyc_status: KycStatus,
    google_bound: describe(z.boolean(), 'Whether a Google authenticator secret is bound.'),
    create_time: Timestamp,
    update_time: describe(Timestamp, 'Last change of any field here; see check_update_mch.'),
    last_login_time: Timestamp.nullable(),
    last_login_ip: z.string().nullable(),
  })
  .meta({ id: 'AccountDetail', description: 'The merchant account; the console stores it as userInfo.' });

/** The step-up window a code (or a passkey, openapi/passkeys.ts) opens. */
export const StepUpWindow = z
  .object({ step_up_until: Timestamp.meta({ description: 'When the window closes; every signed-in answer also says so in the X-Step-Up-Until header.' }) })
  .meta({ id: 'StepUpWindow' });

// ---------- rules ----------

/** Change password (spec section 5): old, new and confirmation required; 'Passwords do not match'. */
export const passwordChangeForm = z
  .object({
    old_password: loginPassword,
    new_password: newPassword,
    confirm_password: z.string(typeError()).min(1, { error: vkey('required') }),
  })
  .refine((value) => !value.confirm_password || value.confirm_password === value.new_password, {
    error: vkey('passwords_mismatch'),
    path: ['confirm_password'],
  })
  .refine((value) => !value.new_password || value.new_password !== value.old_password, {
    error: vkey('password_unchanged'),
    path: ['new_password'],
  });

/** Replace the authenticator: the code of the current one, and a code of the new secret to prove it was scanned. */
export const googleSecretForm = z.object({
  google_code: googleCode,
  new_google_code: googleCode,
});

// ---------- calls ----------

export const accountCalls = {
  accountDetail: endpoint({
    path: '/v1/merchant/account/detail',
    method: 'post',
    tag: 'Account',
    summary: 'The merchant account (userInfo)',
    auth: true,
    request: z.object({
      merchant_id: MerchantId.optional().meta({ description: 'Absent: the logged-in merchant. Another merchant answers 4004.' }),
    }),
    response: AccountDetail,
  }),
  resetSelfPassword: endpoint({
    path: '/v1/merchant/account/reset_self_password',
    method: 'post',
    tag: 'Account',
    summary: 'Change the login password; every other session of the merchant is revoked, the caller\'s stays',
    auth: true,
    request: z.object({
      old_password: encryptedPassword,
      new_password: encryptedPassword.meta({
        description: 'Encrypted like old_password; once decrypted it must pass the new password rule (8–64 digits, letters or punctuation).',
      }),
      confirm_password: encryptedPassword.meta({
        description: 'The new password typed again, encrypted like new_password; once decrypted it must equal it (\'Passwords do not match\').',
      }),
    }),
    response: NoData,
  }),
  updateGoogleSecret: endpoint({
    path: '/v1/merchant/account/update_google_secret',
    method: 'post',
    tag: 'Account',
    summary: 'Bind the secret of get_google_secret, proven by a code of the current and of the new authenticator; every other session of the merchant is revoked, the caller\'s stays',
    auth: true,
    request: z.object({
      secret: requiredText(64).regex(/^[A-Z2-7]+=*$/, { error: vkey('invalid') }).meta({ description: 'The base32 secret of get_google_secret.' }),
      google_code: googleCode.meta({ description: 'Code of the authenticator bound now (ignored when none is bound).' }),
      new_google_code: googleCode.meta({ description: 'Code of the new secret.' }),
    }),
    response: NoData,
  }),
  stepUpOpen: endpoint({
    path: '/v1/merchant/account/step_up',
    method: 'post',
    tag: 'Account',
    summary:
      '(added) Prove a code of the authenticator to open the session’s step-up window: protected changes need no code until step_up_until (KASSA_STEP_UP_SECONDS after). A wrong code closes the window and counts towards the operator’s step-up lockout.',
    auth: true,
    request: z.object({ google_code: googleCode }),
    response: StepUpWindow,
  }),
} satisfies Record<string, Endpoint>;
