import { z } from 'zod';
import {
  CoinName,
  EmptyBody,
  Id,
  MerchantId,
  Money,
  NoData,
  OrderStatus,
  Rate,
  RechargeStatus,
  Timestamp,
  commonFilters,
  filterRequest,
  listRequest,
  listResponse,
  typeError,
  vkey,
} from './common';
import {
  AccessKey,
  ActiveSession,
  AccessKeyCreated,
  AccountDetail,
  CheckoutOrder,
  OpenOrder,
  PayerProfile,
  PayerSession,
  SliderChallenge,
  SliderToken,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEventType,
  AdjustmentRecord,
  Assets,
  AuditAction,
  AuditLogEntry,
  DashboardStats,
  Announcement,
  AnnouncementDetail,
  ContentDocument,
  ContentSlug,
  HelpArticle,
  HelpArticles,
  HelpTopic,
  SupportTicket,
  SupportTicketStatus,
  KycDetail,
  KycSubmission,
  MarketSwitch,
  BalanceType,
  Coin,
  CoinType,
  FiatWithdrawOrder,
  FundFlow,
  FundFlowStats,
  LoginRecord,
  LoginResult,
  OrderFrom,
  PaymentMethod,
  PaymentMethodType,
  RechargeRecord,
  ReviewFreeLimit,
  TransactionType,
  TransferRecord,
  TransferType,
  UploadedFile,
  UsdtNetwork,
  UsdtRechargeOrder,
  UsdtSetting,
  UsdtWithdrawOrder,
  UserConfig,
  WhitelistEntry,
  WithdrawalBatchResult,
  WithdrawalListRow,
  WithdrawalRecord,
} from './entities';
import {
  accessKeyForm,
  accessKeyRevokeForm,
  callbackUrl,
  checkoutIdentitySubmitForm,
  checkoutLoginForm,
  checkoutPayForm,
  checkoutPhone,
  checkoutSetPaymentPasswordForm,
  merchantOrderNo,
  webhookEndpointForm,
  kycForm,
  supportTicketForm,
  adjustmentAmount,
  batchOrderIds,
  chainAddress,
  encryptedPassword,
  enrolmentToken,
  googleCode,
  stepUpCode,
  ipAddress,
  limits,
  nonNegativeAmount,
  optionalText,
  orderId,
  paymentMethodForm,
  positiveAmount,
  rejectionReason,
  requiredText,
  txid,
  usdtAmount,
  userId,
  username,
} from './rules';

/**
 * One call of the API (spec section 7). The server registers a route per entry, validates `request`
 * and answers `envelope(response)`; the console's data provider posts to `path` and reads `data`.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  /** POST with a JSON body for all of section 7; GET only for /healthy. */
  method: 'post' | 'get';
  tag: string;
  summary: string;
  /** Requires the Authorization token. */
  auth: boolean;
  /** The JSON body (EmptyBody when there is none). */
  request: Req;
  /** The schema of `data` inside the envelope (or of the file, when `file` is set). */
  response: Res;
  /** The response is a file, not the envelope (errors still answer the envelope). */
  file?: 'csv' | 'binary';
  /** Money-moving: takes the Idempotency-Key header. */
  idempotent?: boolean;
  /** (added) The request is multipart/form-data, not JSON: only /v1/system/file/upload. */
  multipart?: boolean;
  /**
   * (added) Called by the merchant's own server, signed with its API key (X-Access-Key, X-Timestamp, X-Nonce,
   * X-Signature) instead of a console token: the merchant order API under /v1/open/.
   */
  signed?: boolean;
  /**
   * (added) Called by the hosted checkout for a signed-in payer: the payer session token travels as X-Payer-Token,
   * never the console's Authorization.
   */
  payer?: boolean;
  /** (added) GET answering server-sent events (text/event-stream), each event's data one `response`. */
  stream?: boolean;
}

/** The tags of the document, in display order. */
export const tags = [
  'Auth',
  'Account',
  'USDT trade',
  'Transfers',
  'Fund flow',
  'Access keys',
  'Assets',
  'Charge records',
  'Login IP whitelist',
  'Sessions',
  'User config',
  'Login log',
  'Withdrawal records',
  'Withdrawal limit',
  'Fiat trade',
  'Adjustment',
  'Payment methods',
  'File',
  'System',
  'Webhooks',
  'Merchant order API',
  'Checkout',
  'Dashboard',
  'Audit log',
  'Verification',
  'Content',
  'Help center',
  'Announcements',
] as const;

export type Tag = (typeof tags)[number];

function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: Endpoint<Req, Res> & { tag: Tag },
): Endpoint<Req, Res> & { tag: Tag } {
  return definition;
}

// ---------- shared request pieces ----------

const describeMoney = (description: string) => Money.meta({ description });

const orderReference = z.object({ order_id: orderId });

const fileReference = z
  .object({ file_id: requiredText(64).meta({ description: 'The file_id answered by upload; only the merchant who uploaded it may read it.' }) })
  .meta({ id: 'FileReference' });

/** An order of the merchant order API, by Kassa's id or the merchant's own number (exactly one). */
const openOrderReference = z
  .object({ order_id: orderId.optional(), merchant_order_no: merchantOrderNo.optional() })
  .refine((body) => (body.order_id === undefined) !== (body.merchant_order_no === undefined), {
    error: vkey('one_reference'),
    path: ['order_id'],
  })
  .meta({ id: 'OpenOrderReference' });

/** A checkout call names its order by the public id of the checkout URL. */
const checkoutOrderReference = z.object({ order_id: orderId }).meta({ id: 'CheckoutOrderReference' });

/** Creating the API key and changing its IP permission take the same body. */
const accessKeyBody = accessKeyForm.meta({ id: 'AccessKeyRequest' });

const usdtOrderFilters = {
  status: OrderStatus.optional(),
  network: UsdtNetwork.optional(),
  start_time: commonFilters.start_time,
  end_time: commonFilters.end_time,
  keyword: commonFilters.keyword.meta({ description: 'Order number, matched exactly or as a prefix.' }),
};

const fundFlowFilters = {
  ...commonFilters,
  transaction_type: TransactionType.optional(),
  keyword: commonFilters.keyword.meta({ description: 'Serial number, matched exactly or as a prefix.' }),
};

const fundFlowSortFields = ['time', 'transaction_number'] as const;

const uploadMimeTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

const uploadBody = z.object({
  file: z
    .file({ error: (issue) => (issue.input == null ? vkey('required') : vkey('invalid')) })
    .max(limits.uploadMaxBytes, { error: vkey('file_too_large') })
    .mime([...uploadMimeTypes], { error: vkey('file_type') })
    .meta({ description: `The file: PNG, JPEG, WebP or PDF, at most ${limits.uploadMaxLabel}.` }),
});

// ---------- the registry ----------

export const endpoints = {
  // Auth
  getPubKey: endpoint({
    path: '/v1/merchant/auth/get_pub_key',
    method: 'post',
    tag: 'Auth',
    summary: 'Public key that encrypts passwords before they are sent',
    auth: false,
    request: EmptyBody,
    response: z
      .object({
        pub_key: z.string().meta({ description: 'RSA public key, PEM (SPKI).' }),
        algorithm: z.literal('RSA-OAEP-256').meta({ description: 'Encrypt with RSA-OAEP and SHA-256, then base64.' }),
      })
      .meta({ id: 'PublicKey' }),
  }),
  getGoogleSecret: endpoint({
    path: '/v1/merchant/auth/get_google_secret',
    method: 'post',
    tag: 'Auth',
    summary: 'New authenticator secret to scan, before update_google_secret binds it',
    auth: true,
    request: EmptyBody,
    response: z
      .object({
        secret: z.string().meta({ description: 'Base32 TOTP secret (SHA-1, 6 digits, 30 s).' }),
        otpauth_url: z.string().meta({ description: 'otpauth:// URL to show as a QR code.' }),
      })
      .meta({ id: 'GoogleSecret' }),
  }),
  login: endpoint({
    path: '/v1/merchant/auth/login',
    method: 'post',
    tag: 'Auth',
    summary: 'Log in with username, encrypted password and authenticator code',
    auth: false,
    request: z.object({
      username,
      password: encryptedPassword,
      google_code: googleCode,
    }),
    response: z
      .object({
        token: z.string().meta({ description: 'Send as is in the Authorization header.' }),
        expire_time: Timestamp,
      })
      .meta({ id: 'LoginSession' }),
  }),
  enrolmentDetail: endpoint({
    path: '/v1/merchant/enrol/detail',
    method: 'post',
    tag: 'Auth',
    summary:
      'What a one-time link (24 hours, single use, the newest of its operator) is for: the operator, its merchant and the authenticator to scan; any other token answers 4000',
    auth: false,
    request: z.object({ token: enrolmentToken }),
    response: z
      .object({
        username: z.string().meta({ description: 'The operator the link is for.' }),
        merchant_name: z.string(),
        purpose: z.enum(['enrol', 'reset']).meta({ description: 'enrol: a new operator; reset: replaces the password and authenticator it has.' }),
        secret: z.string().meta({ description: 'Base32 TOTP secret of the authenticator to bind (SHA-1, 6 digits, 30 s), for manual entry.' }),
        otpauth_url: z.string().meta({ description: 'otpauth:// URL of the same secret, to show as a QR code.' }),
        expire_time: Timestamp,
      })
      .meta({ id: 'EnrolmentDetail' }),
  }),
  enrolmentComplete: endpoint({
    path: '/v1/merchant/enrol/complete',
    method: 'post',
    tag: 'Auth',
    summary:
      'Use a one-time link: set the password and bind the authenticator it offers (a code proves it); the link is spent and every session of the operator ends',
    auth: false,
    request: z.object({
      token: enrolmentToken,
      password: encryptedPassword.meta({ description: 'The new password, encrypted like at login; once decrypted 8–64 digits, letters or punctuation.' }),
      confirm_password: encryptedPassword.meta({ description: 'The new password typed again, encrypted the same way.' }),
      google_code: googleCode.meta({ description: 'A code of the authenticator the link offers, proving it was scanned.' }),
    }),
    response: z.object({ username: z.string() }).meta({ id: 'EnrolmentDone' }),
  }),
  logout: endpoint({
    path: '/v1/merchant/common/logout',
    method: 'post',
    tag: 'Auth',
    summary: 'Revoke the current token',
    auth: true,
    request: EmptyBody,
    response: NoData,
  }),
  checkUpdateMch: endpoint({
    path: '/v2/merchant/common/check_update_mch',
    method: 'post',
    tag: 'Auth',
    summary: 'Whether the stored userInfo is stale (the account changed since update_time)',
    auth: true,
    request: z.object({
      update_time: Timestamp.optional().meta({ description: 'update_time of the userInfo the console holds; absent means unknown.' }),
    }),
    response: z
      .object({
        changed: z.boolean().meta({ description: 'True when account/detail should be read again.' }),
        update_time: Timestamp,
      })
      .meta({ id: 'MerchantUpdateCheck' }),
  }),

  // Account
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
    response: z
      .object({ step_up_until: Timestamp.meta({ description: 'When the window closes; every signed-in answer also says so in the X-Step-Up-Until header.' }) })
      .meta({ id: 'StepUpWindow' }),
  }),

  // USDT trade
  usdtWithdrawQuery: endpoint({
    path: '/v1/merchant/usdt_trade/extract/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'USDT withdrawal requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: { ...usdtOrderFilters, out_abbreviation: CoinName.optional() },
    }),
    response: listResponse(UsdtWithdrawOrder),
  }),
  usdtWithdrawAdd: endpoint({
    path: '/v1/merchant/usdt_trade/extract/add',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Request a USDT withdrawal (the amount is frozen until review)',
    auth: true,
    idempotent: true,
    request: z.object({
      out_abbreviation: CoinName.meta({ description: 'The coin debited from the balance.' }),
      trade_count: usdtAmount,
      network: UsdtNetwork,
      address: chainAddress,
      google_code: stepUpCode,
    }),
    response: UsdtWithdrawOrder,
  }),
  usdtAssetsQuery: endpoint({
    path: '/v1/merchant/usdt_trade/asses/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Balances of the coins that can be exchanged against USDT',
    auth: true,
    request: z.object({ coin_name: CoinName.optional() }),
    response: listResponse(Assets),
  }),
  usdtRechargeAdd: endpoint({
    path: '/v1/merchant/usdt_trade/charge/add',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Declare a USDT recharge sent on chain (credited on approval)',
    auth: true,
    idempotent: true,
    request: z.object({
      in_abbreviation: CoinName.meta({ description: 'The coin to credit.' }),
      trade_count: usdtAmount,
      network: UsdtNetwork,
      address: chainAddress.meta({ description: 'The platform address it was sent to (from setting/query).' }),
      sender_address: chainAddress.meta({ description: '(added) The address the USDT was sent from, which the platform matches on chain.' }),
      txid,
      rate: nonNegativeAmount.meta({ description: 'The rate the form showed; a different current rate answers 4000 quote_changed.' }),
      usdt_recharge_fee: nonNegativeAmount.meta({ description: 'The fee rate the form showed; checked like rate.' }),
    }),
    response: UsdtRechargeOrder,
  }),
  usdtRechargeQuery: endpoint({
    path: '/v1/merchant/usdt_trade/charge/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'USDT recharge requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: { ...usdtOrderFilters, in_abbreviation: CoinName.optional() },
    }),
    response: listResponse(UsdtRechargeOrder),
  }),
  usdtSettingQuery: endpoint({
    path: '/v1/merchant/usdt_trade/setting/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Networks, addresses, rates, fees and minimums of USDT trade',
    auth: true,
    request: EmptyBody,
    response: UsdtSetting,
  }),

  // Transfers
  transferQuery: endpoint({
    path: '/v1/merchant/transfer/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Transfers paid and received',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'transfer_amount'],
      filters: {
        ...commonFilters,
        transfer_type: TransferType.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Serial number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(TransferRecord),
  }),
  transferAdd: endpoint({
    path: '/v1/merchant/transfer/add',
    method: 'post',
    tag: 'Transfers',
    summary: 'Transfer to another merchant',
    auth: true,
    idempotent: true,
    request: z.object({
      coin_name: CoinName,
      receipt_merchant_id: MerchantId,
      transfer_amount: positiveAmount.meta({ description: 'At least the coin’s min_transfer and at most the available balance.' }),
      remark: optionalText(limits.remarkMax).optional(),
      google_code: stepUpCode,
    }),
    response: TransferRecord,
  }),
  transferRecipientGet: endpoint({
    path: '/v1/merchant/transfer/recipient/get',
    method: 'post',
    tag: 'Transfers',
    summary: '(added) Look up the merchant a transfer would pay: its name, shown before the transfer is confirmed',
    auth: true,
    request: z.object({ receipt_merchant_id: MerchantId }),
    response: z
      .object({
        receipt_merchant_id: z.string(),
        receipt_name: z.string().meta({ description: 'The merchant’s name, as the transfer will record it in receipt_address.' }),
      })
      .meta({ id: 'TransferRecipient' }),
  }),
  transferQueryBalance: endpoint({
    path: '/v1/merchant/transfer/query_balance',
    method: 'post',
    tag: 'Transfers',
    summary: 'Available balance of one coin, for the transfer form',
    auth: true,
    request: z.object({
      coin_name: CoinName,
      transfer_amount: positiveAmount
        .optional()
        .meta({ description: '(added) The amount typed so far: the answer then carries its fees and settlement, as transfer/add would apply them.' }),
    }),
    response: z
      .object({
        coin_name: CoinName,
        available_asset: Money,
        // Optional in the schema so that older stubs stay valid; the server always sends them.
        min_transfer: describeMoney('(added) The smallest amount a transfer may be (inclusive). Always sent by the server.').optional(),
        transfer_fee_rate: Rate.optional().meta({ description: '(added) Fee rate of a transfer, charged on transfer_amount. Always sent.' }),
        internal_transfer_fee_rate: Rate.optional().meta({
          description: '(added) Internal transfer fee rate, charged on transfer_amount. Always sent.',
        }),
        transfer_fee: Money.nullable()
          .optional()
          .meta({ description: '(added) Fee of transfer_amount; null without transfer_amount. Always sent.' }),
        internal_transfer_fee: Money.nullable()
          .optional()
          .meta({ description: '(added) Internal fee of transfer_amount; null without transfer_amount. Always sent.' }),
        settlement_amount: Money.nullable().optional().meta({
          description: '(added) What the recipient would get: transfer_amount minus both fees; null without transfer_amount. Always sent.',
        }),
      })
      .meta({ id: 'TransferBalance', description: 'The available balance of one coin and the fees a transfer of it costs.' }),
  }),
  coinList: endpoint({
    path: '/v1/merchant/coin/list',
    method: 'post',
    tag: 'Transfers',
    summary: 'Coins whose market the merchant has open',
    auth: true,
    request: EmptyBody,
    response: listResponse(Coin),
  }),
  systemCoinQuery: endpoint({
    path: '/v1/system/coin/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Every coin the platform supports',
    auth: true,
    request: z.object({ coin_name: CoinName.optional(), coin_type: CoinType.optional() }),
    response: listResponse(Coin),
  }),

  // Fund flow
  fundFlowQuery: endpoint({
    path: '/v1/merchant/asset_flow/query',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Balance movements (transaction history)',
    auth: true,
    request: listRequest({ sortFields: fundFlowSortFields, filters: fundFlowFilters }),
    response: listResponse(FundFlow),
  }),
  fundFlowExport: endpoint({
    path: '/v1/merchant/asset_flow/export',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Every filtered movement as a CSV file, newest first, streamed',
    auth: true,
    file: 'csv',
    request: filterRequest(fundFlowFilters),
    response: z.string().meta({
      description:
        'UTF-8 CSV with a BOM: a header row of the FundFlow fields named in the request language, then one row per movement with its type in that language, plain decimal amounts and the time as YYYY-MM-DD HH:MM:SS in the merchant’s time zone (named in the time column’s header). Header `X-Row-Count` gives the number of rows.',
    }),
  }),
  fundFlowStats: endpoint({
    path: '/v1/merchant/asset_flow/stats',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Totals per coin over a period (default: the current UTC day), for the dashboard',
    auth: true,
    request: filterRequest({
      coin_name: commonFilters.coin_name,
      start_time: commonFilters.start_time,
      end_time: commonFilters.end_time,
    }),
    response: listResponse(FundFlowStats),
  }),

  // Access keys
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

  // Webhooks (added)
  webhookEndpointUpdate: endpoint({
    path: '/v1/merchant/webhook/endpoint/update',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Set or clear the default webhook endpoint and the default return URL (for orders created without notify_url or return_url)',
    auth: true,
    request: webhookEndpointForm.meta({ id: 'WebhookEndpointRequest' }),
    response: AccessKey,
  }),
  webhookDeliveryQuery: endpoint({
    path: '/v1/merchant/webhook/delivery/query',
    method: 'post',
    tag: 'Webhooks',
    summary: 'The webhook delivery log, newest first',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        status: WebhookDeliveryStatus.optional(),
        event_type: WebhookEventType.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Event id or order id, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(WebhookDelivery),
  }),
  webhookDeliveryResend: endpoint({
    path: '/v1/merchant/webhook/delivery/resend',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Send an event again now (same webhook-id), whatever its state',
    auth: true,
    request: z.object({ id: requiredText(64) }).meta({ id: 'WebhookDeliveryReference' }),
    response: WebhookDelivery,
  }),
  webhookTest: endpoint({
    path: '/v1/merchant/webhook/test',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Send a test event to the default webhook endpoint',
    auth: true,
    request: EmptyBody,
    response: WebhookDelivery,
  }),

  // Merchant order API (added): server to server, signed with the API key
  openOrderCreate: endpoint({
    path: '/v1/open/order/create',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'Create an order and get its checkout_url; the same merchant_order_no with the same body answers the same order',
    auth: false,
    signed: true,
    request: z
      .object({
        merchant_order_no: merchantOrderNo,
        coin_name: CoinName,
        amount: positiveAmount.meta({ description: 'The amount, a decimal string with at most the coin’s decimals.', examples: ['100.00'] }),
        subject: optionalText(limits.subjectMax).optional().meta({ description: 'What is paid for, shown to the payer.' }),
        notify_url: callbackUrl.optional().meta({ description: 'Where the order’s webhooks go; the default endpoint when absent.' }),
        return_url: callbackUrl.optional().meta({ description: 'Where the checkout sends the payer after paying.' }),
        expire_minutes: z
          .number(typeError('expire_minutes'))
          .int({ error: vkey('expire_minutes') })
          .min(1, { error: vkey('expire_minutes') })
          .max(1440, { error: vkey('expire_minutes') })
          .default(15)
          .meta({ description: 'Minutes the payer has to pay (1–1440, default 15).' }),
      })
      .meta({ id: 'OpenOrderCreateRequest' }),
    response: OpenOrder,
  }),
  openOrderQuery: endpoint({
    path: '/v1/open/order/query',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'An order by order_id or merchant_order_no',
    auth: false,
    signed: true,
    request: openOrderReference,
    response: OpenOrder,
  }),
  openOrderClose: endpoint({
    path: '/v1/open/order/close',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'Close an unpaid order (created → cancelled); a paid order is refused',
    auth: false,
    signed: true,
    request: openOrderReference,
    response: OpenOrder,
  }),

  // Assets
  assetQuery: endpoint({
    path: '/v1/merchant/asset/query',
    method: 'post',
    tag: 'Assets',
    summary: 'The merchant’s balance in each coin',
    auth: true,
    request: z.object({ coin_name: CoinName.optional() }),
    response: listResponse(Assets),
  }),

  // Charge records
  chargeRecordQuery: endpoint({
    path: '/v1/merchant/charge_record/query',
    method: 'post',
    tag: 'Charge records',
    summary: 'User recharge records',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'update_time', 'amount'],
      filters: {
        ...commonFilters,
        status: RechargeStatus.optional(),
        order_from: OrderFrom.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Merchant order number or serial number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(RechargeRecord),
  }),

  // Login IP whitelist
  whitelistList: endpoint({
    path: '/v1/merchant/login_ip_white/list',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Addresses allowed to log in',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: { keyword: commonFilters.keyword.meta({ description: 'IP, matched as a prefix.' }) },
    }),
    response: listResponse(WhitelistEntry),
  }),
  whitelistDelete: endpoint({
    path: '/v1/merchant/login_ip_white/delete',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Remove an address (step-up); sessions signed in from an address the list no longer admits end',
    auth: true,
    request: z.object({ id: Id, google_code: stepUpCode }),
    response: NoData,
  }),
  whitelistAdd: endpoint({
    path: '/v1/merchant/login_ip_white/add',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Allow an address to log in (a duplicate answers 4009); sessions signed in from an address the list no longer admits end',
    auth: true,
    request: z.object({ ip: ipAddress, google_code: stepUpCode }),
    response: WhitelistEntry,
  }),

  // Sessions (added, issue 13)
  sessionQuery: endpoint({
    path: '/v1/merchant/session/query',
    method: 'post',
    tag: 'Sessions',
    summary: 'The signed-in sessions of the account that have not ended, the most recently used first',
    auth: true,
    request: EmptyBody,
    response: listResponse(ActiveSession),
  }),
  sessionRevoke: endpoint({
    path: '/v1/merchant/session/revoke',
    method: 'post',
    tag: 'Sessions',
    summary: 'End one session of the account: its next call answers 401 (a session that has ended or is not the account\'s answers 4004)',
    auth: true,
    request: z.object({ id: Id }),
    response: NoData,
  }),
  sessionRevokeOthers: endpoint({
    path: '/v1/merchant/session/revoke_others',
    method: 'post',
    tag: 'Sessions',
    summary: 'End every session of the account but the caller\'s',
    auth: true,
    request: EmptyBody,
    response: z
      .object({ count: z.number().int().min(0).meta({ description: 'How many sessions ended.' }) })
      .meta({ id: 'SessionsRevoked' }),
  }),

  // User config
  userConfigGet: endpoint({
    path: '/v1/user/config/get',
    method: 'post',
    tag: 'User config',
    summary: 'Languages, market switches and support contacts',
    auth: true,
    request: EmptyBody,
    response: UserConfig,
  }),

  // Login log
  loginLogList: endpoint({
    path: '/v1/merchant/login_log/list',
    method: 'post',
    tag: 'Login log',
    summary: 'Login attempts on this account',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        result: LoginResult.optional(),
        keyword: commonFilters.keyword.meta({ description: 'IP, matched as a prefix.' }),
      },
    }),
    response: listResponse(LoginRecord),
  }),

  // Withdrawal records
  withdrawalRecordQuery: endpoint({
    path: '/v1/merchant/withdrawal_record/query',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'User withdrawal records',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'update_time', 'amount'],
      filters: {
        ...commonFilters,
        status: OrderStatus.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Order number or serial number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(WithdrawalListRow),
  }),
  withdrawalApprove: endpoint({
    path: '/v1/merchant/withdrawal_record/approval',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'Approve a pending user withdrawal (a reviewed one answers 4009)',
    auth: true,
    idempotent: true,
    request: orderReference.extend({
      google_code: stepUpCode.meta({
        description:
          'The step-up (see stepUpCode): needed when the list row says needs_code (no approval_code_above set for the coin, or the amount is above it); optional inside the step-up window.',
      }),
    }),
    response: WithdrawalRecord,
  }),
  withdrawalReject: endpoint({
    path: '/v1/merchant/withdrawal_record/reject',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'Reject a pending user withdrawal with a reason; the frozen amount returns to the user',
    auth: true,
    idempotent: true,
    request: orderReference.extend({ reason: rejectionReason }),
    response: WithdrawalRecord,
  }),
  withdrawalBatchApprove: endpoint({
    path: '/v1/merchant/withdrawal_record/batch_approval',
    method: 'post',
    tag: 'Withdrawal records',
    summary: '(added) Approve up to 100 pending user withdrawals with one authenticator code; each order resolves once, on its own',
    auth: true,
    idempotent: true,
    request: z.object({ order_ids: batchOrderIds, google_code: stepUpCode }),
    response: WithdrawalBatchResult,
  }),
  withdrawalBatchReject: endpoint({
    path: '/v1/merchant/withdrawal_record/batch_reject',
    method: 'post',
    tag: 'Withdrawal records',
    summary: '(added) Reject up to 100 pending user withdrawals with one reason and one authenticator code; each order resolves once, on its own',
    auth: true,
    idempotent: true,
    request: z.object({ order_ids: batchOrderIds, reason: rejectionReason, google_code: stepUpCode }),
    response: WithdrawalBatchResult,
  }),

  // Withdrawal limit
  withdrawalLimitQuery: endpoint({
    path: '/v1/merchant/withdrawal_limit/query',
    method: 'post',
    tag: 'Withdrawal limit',
    summary: 'The review-free limit of every currency (no body)',
    auth: true,
    request: EmptyBody,
    response: listResponse(ReviewFreeLimit),
  }),
  withdrawalLimitUpdate: endpoint({
    path: '/v1/merchant/withdrawal_limit/update',
    method: 'post',
    tag: 'Withdrawal limit',
    summary: 'Set the review-free limit of one or more currencies at once',
    auth: true,
    request: z.object({
      list: z
        .array(
          z.object({
            coin_name: CoinName,
            limit_amount: nonNegativeAmount,
            approval_code_above: nonNegativeAmount
              .nullable()
              .optional()
              .meta({ description: '(added, issue 13) Approving a withdrawal above this amount asks for the authenticator code; null: approvals never ask; absent: unchanged.' }),
          }),
          typeError(),
        )
        .min(1, { error: vkey('required') })
        .max(50, { error: vkey('too_many') }),
      google_code: stepUpCode,
    }),
    response: listResponse(ReviewFreeLimit),
  }),

  // Fiat trade
  fiatWithdrawQuery: endpoint({
    path: '/v1/merchant/currency_trade/extract/query',
    method: 'post',
    tag: 'Fiat trade',
    summary: 'Fiat withdrawal requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: {
        status: OrderStatus.optional(),
        abbreviation: CoinName.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Order number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(FiatWithdrawOrder),
  }),
  fiatWithdrawAdd: endpoint({
    path: '/v1/merchant/currency_trade/extract/add',
    method: 'post',
    tag: 'Fiat trade',
    summary: 'Request a fiat withdrawal to a payment method (the amount is frozen until review)',
    auth: true,
    idempotent: true,
    request: z.object({
      payment_method_id: Id.meta({ description: 'An enabled payment method; its coin_name is the currency paid out.' }),
      out_abbreviation: CoinName.meta({ description: 'The coin debited from the balance.' }),
      trade_count: positiveAmount.meta({
        description: 'Amount in the payment method’s currency; below that currency’s min_withdrawal answers 4000 min_amount.',
      }),
      google_code: stepUpCode,
    }),
    response: FiatWithdrawOrder,
  }),

  // Adjustment
  adjustmentQuery: endpoint({
    path: '/v1/merchant/pay_record/query',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Balance adjustments made for users',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'pay_amount'],
      filters: {
        ...commonFilters,
        balance_type: BalanceType.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Serial number or receipt_user_id, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(AdjustmentRecord),
  }),
  adjustmentUserGet: endpoint({
    path: '/v1/merchant/pay_record/user/get',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Look up the user to adjust: nickname and the markets they have enabled',
    auth: true,
    request: z.object({ receipt_user_id: userId }),
    response: z
      .object({
        receipt_user_id: z.string(),
        receipt_nickname: z.string(),
        coin_names: z.array(CoinName).meta({ description: 'Markets the user has enabled; only these can be adjusted.' }),
      })
      .meta({ id: 'AdjustmentUser' }),
  }),
  adjustmentPlus: endpoint({
    path: '/v1/merchant/pay_record/plus',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Credit a user from the merchant’s available balance',
    auth: true,
    idempotent: true,
    request: z.object({
      receipt_user_id: userId,
      coin_name: CoinName.meta({ description: 'A market the user has enabled, else 4000 market_not_enabled.' }),
      balance_type: BalanceType,
      pay_amount: adjustmentAmount().meta({ description: 'At most two decimals and at most the available balance (else 4010).' }),
      remark: requiredText(limits.reasonMax).meta({ description: 'The reason, required.' }),
      google_code: stepUpCode,
    }),
    response: AdjustmentRecord,
  }),

  // Payment methods (in the spec's menu, not named in its section 7)
  paymentMethodQuery: endpoint({
    path: '/v1/merchant/payment_method/query',
    method: 'post',
    tag: 'Payment methods',
    summary: 'The merchant’s bank cards and e-wallets',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        coin_name: commonFilters.coin_name,
        type: PaymentMethodType.optional(),
        enabled: z.boolean().optional(),
        keyword: commonFilters.keyword.meta({ description: 'Account number or holder name, matched as a prefix.' }),
      },
    }),
    response: listResponse(PaymentMethod),
  }),
  paymentMethodAdd: endpoint({
    path: '/v1/merchant/payment_method/add',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Add a bank card or e-wallet',
    auth: true,
    request: paymentMethodForm.extend({ enabled: paymentMethodForm.shape.enabled.default(true), google_code: stepUpCode }),
    response: PaymentMethod,
  }),
  paymentMethodUpdate: endpoint({
    path: '/v1/merchant/payment_method/update',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Change a payment method, or enable/disable it (only the fields sent change)',
    auth: true,
    request: paymentMethodForm.partial().extend({ id: Id, google_code: stepUpCode }),
    response: PaymentMethod,
  }),
  paymentMethodDelete: endpoint({
    path: '/v1/merchant/payment_method/delete',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Delete a payment method (its past withdrawals keep their reference; refused while a fiat withdrawal to it is pending)',
    auth: true,
    request: z.object({ id: Id, google_code: stepUpCode }),
    response: NoData,
  }),

  // File
  fileUpload: endpoint({
    path: '/v1/system/file/upload',
    method: 'post',
    tag: 'File',
    summary: `Upload one file (multipart/form-data field "file"; PNG, JPEG, WebP or PDF, at most ${limits.uploadMaxLabel})`,
    auth: true,
    multipart: true,
    request: uploadBody,
    response: UploadedFile,
  }),
  fileDownload: endpoint({
    path: '/v1/system/file/download',
    method: 'post',
    tag: 'File',
    summary: 'The file as an attachment',
    auth: true,
    file: 'binary',
    request: fileReference,
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: attachment).' }),
  }),
  filePreview: endpoint({
    path: '/v1/system/file/preview',
    method: 'post',
    tag: 'File',
    summary: 'The file for display in the browser',
    auth: true,
    file: 'binary',
    request: fileReference,
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: inline).' }),
  }),

  // The hosted checkout (added): public per order (its id is unguessable), payer session where marked
  checkoutOrder: endpoint({
    path: '/v1/checkout/order',
    method: 'post',
    tag: 'Checkout',
    summary: 'An order as the payer sees it; an order past its payment time answers expired',
    auth: false,
    request: checkoutOrderReference,
    response: CheckoutOrder,
  }),
  checkoutOrderEvents: endpoint({
    path: '/v1/checkout/order/events',
    method: 'get',
    tag: 'Checkout',
    summary: 'Server-sent events: the order (as checkout/order answers it) each time it changes; the query string names order_id',
    auth: false,
    stream: true,
    request: checkoutOrderReference,
    response: CheckoutOrder,
  }),
  checkoutSliderStart: endpoint({
    path: '/v1/checkout/slider/start',
    method: 'post',
    tag: 'Checkout',
    summary: 'Open a slide-to-verify challenge when the payer starts sliding',
    auth: false,
    request: checkoutOrderReference,
    response: SliderChallenge,
  }),
  checkoutSliderVerify: endpoint({
    path: '/v1/checkout/slider/verify',
    method: 'post',
    tag: 'Checkout',
    summary: 'Complete the challenge: the bar at its end, after a human-like time; answers a single-use token for login',
    auth: false,
    request: z
      .object({
        challenge_id: requiredText(64),
        position: z.number(typeError()).min(0).max(1).meta({ description: 'Where the handle ended, 0 to 1 (1 = the end).' }),
        elapsed_ms: z.number(typeError()).int().nonnegative().meta({ description: 'How long the slide took.' }),
      })
      .meta({ id: 'SliderVerifyRequest' }),
    response: SliderToken,
  }),
  checkoutLogin: endpoint({
    path: '/v1/checkout/login',
    method: 'post',
    tag: 'Checkout',
    summary: 'A payer signs in to a wallet account for this order (password RSA-encrypted with get_pub_key; slider token required)',
    auth: false,
    request: z
      .object({
        order_id: orderId,
        username: checkoutLoginForm.shape.username,
        password: encryptedPassword,
        slider_token: requiredText(128, 'slider_required'),
      })
      .meta({ id: 'CheckoutLoginRequest' }),
    response: PayerSession,
  }),
  checkoutPayer: endpoint({
    path: '/v1/checkout/payer',
    method: 'post',
    tag: 'Checkout',
    summary: 'The signed-in payer: identity steps done, balance in the order’s coin',
    auth: false,
    payer: true,
    request: EmptyBody,
    response: PayerProfile,
  }),
  checkoutSendCode: endpoint({
    path: '/v1/checkout/identity/send_code',
    method: 'post',
    tag: 'Checkout',
    summary: 'Send a one-time code to the payer’s phone (development: written to the server log and to npm run ops -- last-code)',
    auth: false,
    payer: true,
    request: z.object({ phone: checkoutPhone }).meta({ id: 'CheckoutSendCodeRequest' }),
    response: z.object({ expire_time: Timestamp }).meta({ id: 'PhoneCodeSent' }),
  }),
  checkoutIdentitySubmit: endpoint({
    path: '/v1/checkout/identity/submit',
    method: 'post',
    tag: 'Checkout',
    summary: 'Complete identity authentication: real name, ID number, phone with its code, email, bank card',
    auth: false,
    payer: true,
    request: checkoutIdentitySubmitForm.meta({ id: 'CheckoutIdentityRequest' }),
    response: PayerProfile,
  }),
  checkoutSetPaymentPassword: endpoint({
    path: '/v1/checkout/payment_password/set',
    method: 'post',
    tag: 'Checkout',
    summary: 'Set the 6-digit payment password (typed twice)',
    auth: false,
    payer: true,
    request: checkoutSetPaymentPasswordForm.meta({ id: 'CheckoutSetPaymentPasswordRequest' }),
    response: PayerProfile,
  }),
  checkoutPay: endpoint({
    path: '/v1/checkout/pay',
    method: 'post',
    tag: 'Checkout',
    summary: 'Pay the order: reward points first when use_reward, then available balance; 5 wrong payment passwords lock paying for 15 minutes',
    auth: false,
    payer: true,
    request: checkoutPayForm.meta({ id: 'CheckoutPayRequest' }),
    response: CheckoutOrder,
  }),

  // The dashboard and the audit log (added, issue 12)
  dashboardStats: endpoint({
    path: '/v1/merchant/dashboard/stats',
    method: 'post',
    tag: 'Dashboard',
    summary: 'Today and yesterday per market, the daily series of the last 7, 30 or 90 days and the pending reviews, in the merchant’s time zone',
    auth: true,
    request: z
      .object({
        days: z
          .union([z.literal(7), z.literal(30), z.literal(90)], typeError('choice'))
          .default(7)
          .meta({ description: 'Length of the period, today included: 7, 30 or 90.' }),
      })
      .meta({ id: 'DashboardStatsRequest' }),
    response: DashboardStats,
  }),
  marketSwitch: endpoint({
    path: '/v1/merchant/market/switch',
    method: 'post',
    tag: 'Dashboard',
    summary: 'Open or close the merchant’s market in one coin (authenticator code; audited); a closed market refuses new orders, transfers and adjustments in it',
    auth: true,
    request: z
      .object({
        coin_name: CoinName,
        enabled: z.boolean(typeError()),
        google_code: stepUpCode,
      })
      .meta({ id: 'MarketSwitchRequest' }),
    response: listResponse(MarketSwitch),
  }),
  auditLogQuery: endpoint({
    path: '/v1/merchant/audit_log/query',
    method: 'post',
    tag: 'Audit log',
    summary: 'The audit log of the account: sensitive actions of its operators and of platform staff, newest first',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        action: AuditAction.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Target (coin, key, IP, order number) or operator, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(AuditLogEntry),
  }),

  // Merchant verification (added, issue 12)
  kycDetail: endpoint({
    path: '/v1/merchant/kyc/detail',
    method: 'post',
    tag: 'Verification',
    summary: 'The KYC state and the latest verification submission with its review',
    auth: true,
    request: EmptyBody,
    response: KycDetail,
  }),
  kycSubmit: endpoint({
    path: '/v1/merchant/kyc/submit',
    method: 'post',
    tag: 'Verification',
    summary: 'Submit the verification form with its documents (uploaded first); KYC is pending until platform staff review it',
    auth: true,
    request: kycForm.meta({ id: 'KycSubmitRequest' }),
    response: KycSubmission,
  }),

  // Content pages (added, issue 12): readable without signing in
  contentDocument: endpoint({
    path: '/v1/content/document',
    method: 'post',
    tag: 'Content',
    summary: 'A content page (user agreement, privacy policy, legal statement, about) in the caller’s language: the latest version, or the one asked',
    auth: false,
    request: z
      .object({
        slug: ContentSlug,
        version: z.number(typeError()).int({ error: vkey('invalid') }).min(1, { error: vkey('invalid') }).optional().meta({ description: 'Absent: the latest.' }),
      })
      .meta({ id: 'ContentDocumentRequest' }),
    response: ContentDocument,
  }),

  // Help center (added, issue 12)
  helpArticles: endpoint({
    path: '/v1/help/articles',
    method: 'post',
    tag: 'Help center',
    summary: 'Help articles of a topic and matching a search (every word, in title or text), in the caller’s language',
    auth: true,
    request: z
      .object({
        topic: HelpTopic.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Words to search for; an article matches when it holds every one.' }),
      })
      .meta({ id: 'HelpArticlesRequest' }),
    response: HelpArticles,
  }),
  helpArticle: endpoint({
    path: '/v1/help/article',
    method: 'post',
    tag: 'Help center',
    summary: 'One help article',
    auth: true,
    request: z.object({ id: requiredText(64) }).meta({ id: 'HelpArticleRequest' }),
    response: HelpArticle,
  }),
  supportTicketSubmit: endpoint({
    path: '/v1/help/ticket/submit',
    method: 'post',
    tag: 'Help center',
    summary: 'Send a question to support: a subject, a rich-text description (sanitized by the server) and attachments uploaded first',
    auth: true,
    request: supportTicketForm.meta({ id: 'SupportTicketRequest' }),
    response: SupportTicket,
  }),
  supportTicketQuery: endpoint({
    path: '/v1/help/ticket/query',
    method: 'post',
    tag: 'Help center',
    summary: 'The merchant’s questions with the replies of support, the latest activity first',
    auth: true,
    request: listRequest({ sortFields: ['update_time'], filters: { status: SupportTicketStatus.optional() } }),
    response: listResponse(SupportTicket),
  }),

  // Announcements (added, issue 12)
  announcementQuery: endpoint({
    path: '/v1/announcement/query',
    method: 'post',
    tag: 'Announcements',
    summary: 'The platform’s announcements, newest first, each with whether this merchant has read it',
    auth: true,
    request: listRequest({ sortFields: ['publish_time'], filters: { read: z.boolean(typeError()).optional() } }),
    response: listResponse(Announcement),
  }),
  announcementUnread: endpoint({
    path: '/v1/announcement/unread',
    method: 'post',
    tag: 'Announcements',
    summary: 'How many announcements this merchant has not read (the app bar’s badge)',
    auth: true,
    request: EmptyBody,
    response: z.object({ unread: z.number().int().min(0) }).meta({ id: 'AnnouncementUnread' }),
  }),
  announcementDetail: endpoint({
    path: '/v1/announcement/detail',
    method: 'post',
    tag: 'Announcements',
    summary: 'One announcement; opening it marks it read',
    auth: true,
    request: z.object({ id: Id }).meta({ id: 'AnnouncementReference' }),
    response: AnnouncementDetail,
  }),

  // System
  healthy: endpoint({
    path: '/healthy',
    method: 'get',
    tag: 'System',
    summary:
      'Health check the console uses to pick its base address (answers even in maintenance); HTTP 503 with code 503 and data.database "unreachable" while the database cannot be reached',
    auth: false,
    request: EmptyBody,
    response: z
      .object({
        status: z.literal('ok'),
        time: Timestamp,
        database: z.literal('ok').meta({ description: 'The database answered a query just now.' }),
      })
      .meta({ id: 'Health' }),
  }),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The validated body of an endpoint, as the server's handler receives it. */
export type RequestOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['request']>;

/** The body the console sends (defaults may be left out). */
export type RequestInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['request']>;

/** The `data` of an endpoint's answer. */
export type ResponseOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>;
