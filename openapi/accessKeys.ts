import { z } from 'zod';
import { EmptyBody, NoData, Timestamp, describe, typeError, vkey } from './common';
import { isIpAddress, limits, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant's API key (one per account, KYC verified) and its IP permission.
 */

// ---------- entities ----------

export const AccessKey = z
  .object({
    access_key: describe(z.string(), 'The public key identifier sent with API calls (X-Access-Key).'),
    ip: describe(z.string(), 'The IP permission: addresses separated by commas; calls from any other address are refused.'),
    webhook_url: describe(z.string().nullable(), '(added) The default webhook endpoint, for orders created without notify_url; null for none.'),
    return_url: describe(z.string().nullable(), '(added) The default return URL, for orders created without return_url; null for none.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'AccessKey', description: 'The merchant’s API key. Its secrets are never returned after creation.' });

export const AccessKeyCreated = AccessKey.extend({
  secret_key: describe(z.string(), 'The HMAC-SHA256 signing secret, shown this once (stored encrypted, never shown again).'),
  webhook_secret: describe(
    z.string().regex(/^whsec_[A-Za-z0-9+/]+=*$/),
    '(added) The Standard Webhooks secret that signs the webhooks sent to you, shown this once.',
  ),
}).meta({ id: 'AccessKeyCreated', description: 'A new API key, with its secrets shown only once.' });

// ---------- rules ----------

function splitIpList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The API key's IP permission: one or more addresses separated by commas, normalised to 'a,b'. */
export const ipList = z
  .string(typeError('ip_format'))
  .overwrite((value) => splitIpList(value).join(','))
  .min(1, { error: vkey('required'), abort: true })
  .refine((value) => splitIpList(value).every(isIpAddress), { error: vkey('ip_format'), abort: true })
  .refine((value) => splitIpList(value).length <= limits.ipListMax, {
    error: vkey('too_many'),
    params: { max: limits.ipListMax },
  })
  .meta({
    description: `One or more IPv4/IPv6 addresses separated by commas (at most ${limits.ipListMax}); only these may call the API with the key.`,
    examples: ['203.0.113.7,198.51.100.0'],
  });

/** API key creation and IP permission change. */
export const accessKeyForm = z.object({ ip: ipList, google_code: stepUpCode });

/** Revoking the API key takes the authenticator code. */
export const accessKeyRevokeForm = z.object({ google_code: stepUpCode });

// ---------- calls ----------

/** Creating the API key and changing its IP permission take the same body. */
const accessKeyBody = accessKeyForm.meta({ id: 'AccessKeyRequest' });

export const accessKeyCalls = {
  accessKeyDetail: endpoint({
    path: '/v1/merchant/access_key/detail',
    method: 'post',
    tag: 'Access keys',
    summary: 'The merchant’s API key, without its secret; null when there is none',
    auth: true,
    request: EmptyBody,
    response: AccessKey.nullable(),
  }),
  accessKeyAdd: endpoint({
    path: '/v1/merchant/access_key/add',
    method: 'post',
    tag: 'Access keys',
    summary: 'Create the API key (one per account, KYC verified); the secret is answered only here',
    auth: true,
    request: accessKeyBody,
    response: AccessKeyCreated,
  }),
  accessKeyDelete: endpoint({
    path: '/v1/merchant/access_key/delete',
    method: 'post',
    tag: 'Access keys',
    summary: 'Revoke the API key (authenticator code required); calls signed with it are refused at once',
    auth: true,
    request: accessKeyRevokeForm.meta({ id: 'AccessKeyRevokeRequest' }),
    response: NoData,
  }),
  accessKeyUpdate: endpoint({
    path: '/v1/merchant/access_key/update',
    method: 'post',
    tag: 'Access keys',
    summary: 'Change the API key’s IP permission',
    auth: true,
    request: accessKeyBody,
    response: AccessKey,
  }),
} satisfies Record<string, Endpoint>;
