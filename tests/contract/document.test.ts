import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import { buildDocument, listExports } from '../../openapi/document';
import { endpoints } from '../../openapi/endpoints';
import { OpenOrder, OpenPayout, WebhookEventType } from '../../openapi/entities';

type Json = Record<string, any>;

const document = buildDocument() as Json;

/** Every path of spec section 7, written out as the spec gives them. */
const section7Paths = [
  // Auth
  '/v1/merchant/auth/get_pub_key',
  '/v1/merchant/auth/get_google_secret',
  '/v1/merchant/auth/login',
  '/v1/merchant/common/logout',
  '/v2/merchant/common/check_update_mch',
  // Account
  '/v1/merchant/account/detail',
  '/v1/merchant/account/reset_self_password',
  '/v1/merchant/account/update_google_secret',
  // USDT trade
  '/v1/merchant/usdt_trade/extract/query',
  '/v1/merchant/usdt_trade/extract/add',
  '/v1/merchant/usdt_trade/asses/query',
  '/v1/merchant/usdt_trade/charge/add',
  '/v1/merchant/usdt_trade/charge/query',
  '/v1/merchant/usdt_trade/setting/query',
  // Transfers
  '/v1/merchant/transfer/query',
  '/v1/merchant/transfer/add',
  '/v1/merchant/transfer/query_balance',
  '/v1/merchant/transfer/recipient/get',
  '/v1/merchant/coin/list',
  '/v1/system/coin/query',
  // Fund flow
  '/v1/merchant/asset_flow/query',
  '/v1/merchant/asset_flow/export',
  '/v1/merchant/asset_flow/stats',
  // Access keys
  '/v1/merchant/access_key/detail',
  '/v1/merchant/access_key/add',
  '/v1/merchant/access_key/delete',
  '/v1/merchant/access_key/update',
  // Assets
  '/v1/merchant/asset/query',
  // Charge records
  '/v1/merchant/charge_record/query',
  // Login IP whitelist
  '/v1/merchant/login_ip_white/list',
  '/v1/merchant/login_ip_white/delete',
  '/v1/merchant/login_ip_white/add',
  // User config
  '/v1/user/config/get',
  // Login log
  '/v1/merchant/login_log/list',
  // Withdrawal records
  '/v1/merchant/withdrawal_record/query',
  '/v1/merchant/withdrawal_record/approval',
  '/v1/merchant/withdrawal_record/reject',
  '/v1/merchant/withdrawal_record/batch_approval',
  '/v1/merchant/withdrawal_record/batch_reject',
  // Review-free limit
  '/v1/merchant/withdrawal_limit/query',
  '/v1/merchant/withdrawal_limit/update',
  // Fiat trade
  '/v1/merchant/currency_trade/extract/query',
  '/v1/merchant/currency_trade/extract/add',
  // Adjustment
  '/v1/merchant/pay_record/query',
  '/v1/merchant/pay_record/user/get',
  '/v1/merchant/pay_record/plus',
  // File
  '/v1/system/file/upload',
  '/v1/system/file/download',
  '/v1/system/file/preview',
];

/** Paths the brief adds: payment methods (in the spec's menu), webhooks, the merchant order API, and the health check. */
/** The export of every paged list, beside its list call (openapi/listExport.ts). */
const exportPaths = [
  '/v1/merchant/usdt_trade/extract/export',
  '/v1/merchant/usdt_trade/charge/export',
  '/v1/merchant/transfer/export',
  '/v1/merchant/webhook/delivery/export',
  '/v1/merchant/charge_record/export',
  '/v1/merchant/login_ip_white/list/export',
  '/v1/merchant/login_log/list/export',
  '/v1/merchant/withdrawal_record/export',
  '/v1/merchant/currency_trade/extract/export',
  '/v1/merchant/pay_record/export',
  '/v1/merchant/payment_method/export',
  '/v1/merchant/audit_log/export',
  '/v1/help/ticket/export',
  '/v1/announcement/export',
];

const addedPaths = [
  '/v1/merchant/account/step_up',
  '/v1/merchant/payment_method/query',
  '/v1/merchant/payment_method/add',
  '/v1/merchant/payment_method/update',
  '/v1/merchant/payment_method/delete',
  '/v1/merchant/webhook/endpoint/update',
  '/v1/merchant/webhook/delivery/query',
  '/v1/merchant/webhook/delivery/resend',
  '/v1/merchant/webhook/test',
  // The console's remaining pages: dashboard, market switch, audit log.
  '/v1/merchant/dashboard/stats',
  '/v1/merchant/market/switch',
  '/v1/merchant/audit_log/query',
  // The notice of coming fee changes, on the dashboard and the forms that charge them.
  '/v1/merchant/coin/fee_notice',
  '/v1/merchant/kyc/detail',
  '/v1/merchant/kyc/submit',
  '/v1/help/articles',
  '/v1/help/article',
  '/v1/help/ticket/submit',
  '/v1/help/ticket/query',
  '/v1/announcement/query',
  '/v1/announcement/unread',
  '/v1/announcement/detail',
  // Sessions under control.
  '/v1/merchant/enrol/detail',
  '/v1/merchant/enrol/complete',
  '/v1/merchant/session/query',
  '/v1/merchant/session/revoke',
  '/v1/merchant/session/revoke_others',
  // Passkeys.
  '/v1/merchant/auth/passkey/options',
  '/v1/merchant/auth/passkey/login',
  '/v1/merchant/passkey/register/options',
  '/v1/merchant/passkey/register',
  '/v1/merchant/passkey/list',
  '/v1/merchant/passkey/rename',
  '/v1/merchant/passkey/delete',
  '/v1/merchant/passkey/requirement',
  '/v1/merchant/passkey/step_up/options',
  '/v1/merchant/passkey/step_up',
];

/** The content pages: open, read without signing in. */
const contentPaths = ['/v1/content/document'];

/** The merchant API: called by the merchant's server, signed with its API key instead of a token. */
const signedPaths = ['/v1/open/order/create', '/v1/open/order/query', '/v1/open/order/close', '/v1/open/payout/create', '/v1/open/payout/query'];

/** The hosted checkout: open per order (its id is unguessable), the payer's session token where marked. */
const checkoutPaths = ['/v1/checkout/order', '/v1/checkout/order/events', '/v1/checkout/slider/start', '/v1/checkout/slider/verify', '/v1/checkout/login'];
const payerPaths = ['/v1/checkout/payer', '/v1/checkout/identity/send_code', '/v1/checkout/identity/submit', '/v1/checkout/payment_password/set', '/v1/checkout/pay', '/v1/checkout/passkey/pay/options'];

/** The payer's wallet: signing up and in are open, every other call takes the wallet session token. */
const walletOpenPaths = ['/v1/wallet/slider/start', '/v1/wallet/slider/verify', '/v1/wallet/sign_up/send_code', '/v1/wallet/sign_up', '/v1/wallet/sign_in'];
const staffOpenPaths = ['/v1/platform/auth/sign_in', '/v1/platform/auth/passkey/options', '/v1/platform/auth/passkey/login', '/v1/platform/enrol/detail', '/v1/platform/enrol/complete'];
const staffPaths = [
  '/v1/platform/auth/sign_out',
  '/v1/platform/passkey/register/options',
  '/v1/platform/passkey/register',
  '/v1/platform/passkey/list',
  '/v1/platform/passkey/delete',
  '/v1/platform/passkey/requirement',
  '/v1/platform/passkey/step_up/options',
  '/v1/platform/passkey/step_up',
  '/v1/platform/me',
  '/v1/platform/step_up',
  '/v1/platform/session/query',
  '/v1/platform/session/revoke',
  '/v1/platform/staff/query',
  '/v1/platform/staff/export',
  '/v1/platform/staff/create',
  '/v1/platform/staff/reset',
  '/v1/platform/staff/role',
  '/v1/platform/staff/suspend',
  '/v1/platform/staff/resume',
  '/v1/platform/audit_log/query',
  '/v1/platform/audit_log/export',
  '/v1/platform/review/pending_counts',
  '/v1/platform/review/usdt_recharge/query',
  '/v1/platform/review/usdt_recharge/export',
  '/v1/platform/review/usdt_recharge/approve',
  '/v1/platform/review/usdt_recharge/reject',
  '/v1/platform/review/usdt_recharge/batch_approve',
  '/v1/platform/review/usdt_recharge/batch_reject',
  '/v1/platform/review/usdt_withdrawal/query',
  '/v1/platform/review/usdt_withdrawal/export',
  '/v1/platform/review/usdt_withdrawal/approve',
  '/v1/platform/review/usdt_withdrawal/reject',
  '/v1/platform/review/fiat_withdrawal/query',
  '/v1/platform/review/fiat_withdrawal/export',
  '/v1/platform/review/fiat_withdrawal/approve',
  '/v1/platform/review/fiat_withdrawal/reject',
  '/v1/platform/review/kyc/query',
  '/v1/platform/review/kyc/export',
  '/v1/platform/review/kyc/approve',
  '/v1/platform/review/kyc/reject',
  '/v1/platform/review/kyc/document',
  '/v1/platform/review/threshold/query',
  '/v1/platform/review/threshold/set',
  '/v1/platform/settings/query',
  '/v1/platform/settings/deposit_address/query',
  '/v1/platform/settings/deposit_address/export',
  '/v1/platform/settings/deposit_address/counts',
  '/v1/platform/settings/deposit_address/add',
  '/v1/platform/settings/usdt_rate/set',
  '/v1/platform/settings/usdt_minimums/set',
  '/v1/platform/settings/coin_minimums/set',
  '/v1/platform/settings/fee_rates/set',
  '/v1/platform/maintenance/set',
  '/v1/platform/announcement/query',
  '/v1/platform/announcement/export',
  '/v1/platform/announcement/publish',
  '/v1/platform/announcement/detail',
  '/v1/platform/announcement/update',
  '/v1/platform/announcement/withdraw',
  '/v1/platform/help/article/query',
  '/v1/platform/help/article/export',
  '/v1/platform/help/article/detail',
  '/v1/platform/help/article/create',
  '/v1/platform/help/article/update',
  '/v1/platform/help/article/delete',
  '/v1/platform/support/ticket/query',
  '/v1/platform/support/ticket/export',
  '/v1/platform/support/ticket/detail',
  '/v1/platform/support/ticket/attachment',
  '/v1/platform/support/ticket/reply',
  '/v1/platform/merchant/query',
  '/v1/platform/merchant/export',
  '/v1/platform/merchant/detail',
  '/v1/platform/merchant/create',
  '/v1/platform/merchant/suspend',
  '/v1/platform/merchant/resume',
  '/v1/platform/merchant/fee/query',
  '/v1/platform/merchant/fee/set',
  '/v1/platform/wallet_user/query',
  '/v1/platform/wallet_user/export',
  '/v1/platform/wallet_user/detail',
  '/v1/platform/wallet_user/suspend',
  '/v1/platform/wallet_user/resume',
  '/v1/platform/rule_change/query',
  '/v1/platform/rule_change/export',
  '/v1/platform/rule_change/detail',
  '/v1/platform/rule_change/pending_count',
  '/v1/platform/rule_change/approve',
  '/v1/platform/rule_change/reject',
];
const walletPaths = [
  '/v1/wallet/sign_out',
  '/v1/wallet/passkey/register/options',
  '/v1/wallet/passkey/register',
  '/v1/wallet/passkey/list',
  '/v1/wallet/passkey/delete',
  '/v1/wallet/passkey/pay/options',
  '/v1/wallet/session/query',
  '/v1/wallet/session/revoke',
  '/v1/wallet/session/revoke_others',
  '/v1/wallet/me',
  '/v1/wallet/history',
  '/v1/wallet/phone/send_code',
  '/v1/wallet/phone/bind',
  '/v1/wallet/identity/submit',
  '/v1/wallet/bank_card/bind',
  '/v1/wallet/payment_password/set',
  '/v1/wallet/payment_password/change',
  '/v1/wallet/order/resolve',
  '/v1/wallet/order/pay',
  '/v1/wallet/merchant/resolve',
  '/v1/wallet/merchant/pay',
  '/v1/wallet/withdrawal/merchants',
  '/v1/wallet/withdrawal/claim',
  '/v1/wallet/withdrawal/create',
  '/v1/wallet/withdrawal/query',
];

const operations = Object.values(endpoints).map((endpoint) => ({ endpoint, operation: document.paths[endpoint.path][endpoint.method] as Json }));

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers.length).toBeGreaterThan(0);
  });

  it.each(section7Paths)('has %s as POST with a JSON body', (path) => {
    const operation = document.paths[path]?.post as Json | undefined;
    expect(operation, path).toBeDefined();
    const content = operation?.requestBody.content;
    expect(Object.keys(content)).toEqual([path === '/v1/system/file/upload' ? 'multipart/form-data' : 'application/json']);
  });

  it.each(addedPaths)('has %s as POST', (path) => {
    expect(document.paths[path]?.post).toBeDefined();
  });

  it('has GET /healthy without a body or a token', () => {
    const operation = document.paths['/healthy'].get as Json;
    expect(operation.requestBody).toBeUndefined();
    expect(operation.security).toEqual([]);
  });

  it('has no path besides those', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [...section7Paths, ...addedPaths, ...exportPaths, ...signedPaths, ...checkoutPaths, ...payerPaths, ...walletOpenPaths, ...walletPaths, ...staffOpenPaths, ...staffPaths, ...contentPaths, '/healthy'].sort(),
    );
  });

  it('lists each tag once, in the order of the calls, and files every operation under one of them', () => {
    const listed = (document.tags as Array<{ name: string }>).map((tag) => tag.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed[0]).toBe('Auth');
    expect(listed).toEqual(expect.arrayContaining(['Merchant order API', 'Checkout', 'Webhooks']));
    for (const { operation } of operations) expect(listed).toContain((operation.tags as string[])[0]);
  });

  it('requires the Authorization header exactly where the endpoint says so, and the four signature headers on the order API', () => {
    const signatureHeaders = { AccessKey: [], Timestamp: [], Nonce: [], Signature: [] };
    for (const { endpoint, operation } of operations) {
      const expected = endpoint.auth
        ? [{ Authorization: [] }]
        : endpoint.signed
          ? [signatureHeaders]
          : endpoint.payer
            ? [{ PayerToken: [] }]
            : endpoint.wallet
              ? [{ WalletToken: [] }]
              : endpoint.staff
                ? [{ StaffToken: [] }]
                : [];
      expect(operation.security, endpoint.path).toEqual(expected);
      expect(operation['x-staff-roles'], endpoint.path).toEqual(endpoint.staff ? [...endpoint.staff] : undefined);
    }
    const open = Object.values(endpoints).filter((endpoint) => !endpoint.auth && !endpoint.signed && !endpoint.payer && !endpoint.wallet && !endpoint.staff).map((endpoint) => endpoint.path);
    expect(open.sort()).toEqual(['/healthy', '/v1/merchant/auth/get_pub_key', '/v1/merchant/auth/login', '/v1/merchant/auth/passkey/options', '/v1/merchant/auth/passkey/login', '/v1/merchant/enrol/detail', '/v1/merchant/enrol/complete', ...checkoutPaths, ...walletOpenPaths, ...staffOpenPaths, ...contentPaths].sort());
    const staff = Object.values({ ...endpoints, ...listExports }).filter((endpoint) => endpoint.staff).map((endpoint) => endpoint.path);
    expect(staff.sort()).toEqual([...staffPaths].sort());
    expect(document.components.securitySchemes.StaffToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Staff-Token' });
    const payer = Object.values(endpoints).filter((endpoint) => endpoint.payer).map((endpoint) => endpoint.path);
    expect(payer.sort()).toEqual([...payerPaths].sort());
    const wallet = Object.values(endpoints).filter((endpoint) => endpoint.wallet).map((endpoint) => endpoint.path);
    expect(wallet.sort()).toEqual([...walletPaths].sort());
    expect(document.components.securitySchemes.WalletToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Wallet-Token' });
    const signed = Object.values(endpoints).filter((endpoint) => endpoint.signed).map((endpoint) => endpoint.path);
    expect(signed.sort()).toEqual([...signedPaths].sort());
    expect(document.components.securitySchemes.Signature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Signature' });
    expect(document.components.securitySchemes.Authorization).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });

  it('sends Language and Accept-Language on every call', () => {
    for (const { endpoint, operation } of operations) {
      const refs = operation.parameters.map((parameter: Json) => parameter.$ref);
      expect(refs, endpoint.path).toEqual(expect.arrayContaining(['#/components/parameters/Language', '#/components/parameters/AcceptLanguage']));
    }
    expect(document.components.parameters.Language).toMatchObject({ name: 'Language', in: 'header' });
    expect(document.components.parameters.AcceptLanguage).toMatchObject({ name: 'Accept-Language', in: 'header' });
  });

  it('requires Idempotency-Key exactly on the money-moving calls', () => {
    const idempotent = operations
      .filter(({ operation }) => operation.parameters.some((parameter: Json) => parameter.$ref === '#/components/parameters/IdempotencyKey'))
      .map(({ endpoint }) => endpoint.path)
      .sort();
    expect(idempotent).toEqual(
      [
        '/v1/merchant/usdt_trade/extract/add',
        '/v1/merchant/usdt_trade/charge/add',
        '/v1/merchant/transfer/add',
        '/v1/merchant/withdrawal_record/approval',
        '/v1/merchant/withdrawal_record/reject',
        '/v1/merchant/withdrawal_record/batch_approval',
        '/v1/merchant/withdrawal_record/batch_reject',
        '/v1/merchant/currency_trade/extract/add',
        '/v1/merchant/pay_record/plus',
        '/v1/wallet/merchant/pay',
        '/v1/wallet/withdrawal/create',
      ].sort(),
    );
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: true });
  });

  it('wraps every JSON answer in the envelope with data of the endpoint', () => {
    for (const { endpoint, operation } of operations) {
      if (endpoint.file || endpoint.stream) continue;
      const schema = operation.responses['200'].content['application/json'].schema;
      expect(schema.required, endpoint.path).toEqual(['code', 'msg', 'detail', 'data']);
      expect(schema.properties.code).toEqual({ $ref: '#/components/schemas/ResultCode' });
      expect(schema.properties.data.$ref, endpoint.path).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(operation.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    }
  });

  it('answers the fund-flow export as a CSV file, download and preview as binary files', () => {
    expect(Object.keys(document.paths['/v1/merchant/asset_flow/export'].post.responses['200'].content)).toEqual(['text/csv']);
    for (const path of ['/v1/system/file/download', '/v1/system/file/preview']) {
      expect(Object.keys(document.paths[path].post.responses['200'].content)).toEqual(['application/octet-stream']);
    }
  });

  it('describes every result code of openapi/codes.ts', () => {
    const catalogue = document['x-result-codes'];
    for (const [name, code] of Object.entries(ResultCode)) {
      expect(catalogue[String(code)]?.name).toBe(name);
      expect(document.info.description).toContain(`${code} (${name})`);
    }
    expect(document.components.schemas.ResultCode['x-result-codes']).toEqual(catalogue);
  });

  it('names every entity of spec section 3 as a component', () => {
    for (const id of [
      'MenuItem',
      'TransferRecord',
      'RechargeRecord',
      'AdjustmentRecord',
      'WithdrawalRecord',
      'Assets',
      'FundFlow',
      'UsdtRechargeOrder',
      'UsdtWithdrawOrder',
      'FiatWithdrawOrder',
      'LoginRecord',
      'WhitelistEntry',
      'AccessKey',
      'AccessKeyCreated',
      'ReviewFreeLimit',
      'AccountDetail',
      'Coin',
      'PaymentMethod',
      'UserConfig',
      'Money',
      'Timestamp',
      'OrderStatus',
      'RechargeStatus',
    ]) {
      expect(document.components.schemas[id], id).toBeDefined();
    }
  });

  it('names as a component every schema with an id that a domain slice exports (entities.ts re-exports them)', () => {
    const slices = import.meta.glob<Record<string, unknown>>('../../openapi/*.ts', { eager: true });
    const named: string[] = [];
    for (const [file, exports] of Object.entries(slices)) {
      for (const [name, value] of Object.entries(exports)) {
        const id = value instanceof z.ZodType ? z.globalRegistry.get(value)?.id : undefined;
        if (typeof id !== 'string') continue;
        named.push(id);
        expect(document.components.schemas[id], `${file}: ${name}`).toBeDefined();
      }
    }
    expect(named).toContain('WithdrawalListRow');
  });

  it('keeps refs inside the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const target = /"\$ref":"#\/components\/(schemas|parameters)\/(\w+)"/.exec(ref);
      expect(target, ref).not.toBeNull();
      expect(document.components[target![1]!][target![2]!], ref).toBeDefined();
    }
  });

  it('types money as decimal strings, never numbers', () => {
    expect(document.components.schemas.Money).toMatchObject({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' });
    const assets = document.components.schemas.Assets.properties;
    for (const field of ['available_asset', 'freeze_asset', 'total_asset']) expect(JSON.stringify(assets[field])).toContain('Money');
  });

  it('describes every webhook but the test event, with an example body its schema accepts', () => {
    const webhooks = document.webhooks as Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: { data: { $ref: string } } }; example: { type: string; data: unknown } } } } } }>;
    expect(Object.keys(webhooks).sort()).toEqual(WebhookEventType.options.filter((type) => type !== 'test').sort());
    const schemaOf = { '#/components/schemas/OpenOrder': OpenOrder, '#/components/schemas/OpenPayout': OpenPayout } as Record<string, z.ZodType>;
    for (const [type, webhook] of Object.entries(webhooks)) {
      const body = webhook.post.requestBody.content['application/json'];
      expect(body.example.type).toBe(type);
      const schema = schemaOf[body.schema.properties.data.$ref];
      expect(schema, type).toBeDefined();
      expect(schema!.safeParse(body.example.data).success, type).toBe(true);
    }
  });
});
