import { z } from 'zod';
import { languageSettings } from './i18n/languages';
import { CoinName, Id, MerchantId, Money, OrderStatus, Rate, RechargeStatus, Timestamp, typeError } from './common';

/*
 * The entities of spec section 3, field names exactly as the spec writes them.
 * Fields the spec does not list are marked "(added)" and recorded in docs/decisions.md.
 * These are response shapes: the server builds them, the console displays them.
 */

const describe = <T extends z.ZodType>(schema: T, description: string): T => schema.meta({ description });

// ---------- value sets ----------

export const TransferType = z.enum(['transfer', 'receive']).meta({
  id: 'TransferType',
  description: 'transfer: this merchant paid; receive: this merchant received.',
});

export const TransferStatus = z.enum(['completed']).meta({ id: 'TransferStatus', description: 'Transfers complete at once.' });

export const OrderFrom = z.enum(['scan', 'api']).meta({
  id: 'OrderFrom',
  description: 'scan: the user scanned a code (scan recharge); api: created through the merchant API (API recharge).',
});

export const OrderType = z.enum(['recharge', 'withdrawal', 'adjustment']).meta({
  id: 'OrderType',
  description: 'Kind of user order.',
});

// A missing value is 'required' (spec §5: balance type required), another one 'choice'.
export const BalanceType = z.enum(['available', 'to_be_confirmed'], typeError('choice')).meta({
  id: 'BalanceType',
  description: 'Which balance of the user an adjustment credits: available, or to be confirmed.',
});

export const TransactionType = z
  .enum([
    'recharge',
    'withdrawal',
    'withdrawal_refund',
    'transfer_out',
    'transfer_in',
    'adjustment',
    'usdt_recharge',
    'usdt_withdrawal',
    'usdt_withdrawal_refund',
    'fiat_withdrawal',
    'fiat_withdrawal_refund',
  ])
  .meta({
    id: 'TransactionType',
    description: 'What moved the balance. *_refund: a rejected withdrawal returned its frozen amount.',
  });

export const AccountType = z.enum(['regular', 'advanced', 'agent']).meta({ id: 'AccountType' });

export const AccountStatus = z.enum(['normal', 'suspended']).meta({ id: 'AccountStatus' });

export const KycStatus = z.enum(['unverified', 'pending', 'verified', 'rejected']).meta({
  id: 'KycStatus',
  description: 'Identity verification state. Creating an API key requires verified.',
});

export const PaymentMethodType = z.enum(['bank_card', 'e_wallet']).meta({ id: 'PaymentMethodType' });

export const CoinType = z.enum(['fiat', 'crypto']).meta({ id: 'CoinType' });

export const UsdtNetwork = z.enum(['TRC20', 'ERC20'], typeError('choice')).meta({ id: 'UsdtNetwork', description: 'Blockchain network of a USDT transfer.' });

export const LoginResult = z.enum(['success', 'bad_credentials', 'locked', 'ip_not_allowed', 'suspended']).meta({
  id: 'LoginResult',
  description: 'Outcome of a login attempt: success, or why it failed.',
});

// ---------- records ----------

export const TransferRecord = z
  .object({
    serial_number: z.string(),
    payment_merchant_id: MerchantId,
    receipt_merchant_id: MerchantId,
    payment_address: z.string(),
    receipt_address: z.string(),
    coin_name: CoinName,
    transfer_amount: Money,
    transfer_fee: Money,
    internal_transfer_fee: Money,
    settlement_amount: describe(Money, 'What the receiving merchant got: transfer_amount minus the fees.'),
    transfer_type: TransferType,
    transfer_status: TransferStatus,
    remark: describe(z.string(), '(added) Note typed by the paying merchant; empty when none.'),
    create_time: describe(Timestamp, '(added) When the transfer was made.'),
  })
  .meta({ id: 'TransferRecord', description: 'A transfer between two merchants, seen from this merchant.' });

export const RechargeRecord = z
  .object({
    create_time: Timestamp,
    order_id: describe(z.string(), 'The merchant order number.'),
    serial_number: z.string(),
    payment_id: describe(z.string().nullable(), 'The paying user’s ID; null until the order is paid.'),
    nick: describe(z.string().nullable(), 'The paying user’s nickname; null until the order is paid.'),
    external_account: describe(z.string().nullable(), 'The user’s account on the merchant’s side; null until the order is paid.'),
    coin_name: CoinName,
    amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    order_type: OrderType,
    order_from: OrderFrom,
    order_status: RechargeStatus,
    update_time: Timestamp,
  })
  .meta({ id: 'RechargeRecord', description: 'A user recharge (payment) order.' });

export const AdjustmentRecord = z
  .object({
    serial_number: z.string(),
    order_type: OrderType,
    receipt_user_id: z.string(),
    receipt_nickname: z.string(),
    balance_type: BalanceType,
    coin_name: CoinName,
    pay_amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    remark: describe(z.string(), 'The reason typed by the operator.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'AdjustmentRecord', description: 'A balance adjustment the merchant made for one of its users.' });

export const WithdrawalRecord = z
  .object({
    order_id: z.string(),
    serial_number: z.string(),
    order_type: OrderType,
    payment_id: describe(z.string(), 'The withdrawing user’s ID.'),
    nick: z.string(),
    coin_name: CoinName,
    amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    order_status: OrderStatus,
    audit: describe(z.string().nullable(), 'The reviewer’s username; null while pending.'),
    remark: describe(z.string().nullable(), 'The rejection reason; null unless rejected.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'WithdrawalRecord', description: 'A user withdrawal the merchant reviews.' });

/** (added, issue 13) A row of the user withdrawal list: the order and whether approving it asks for the authenticator code. */
export const WithdrawalListRow = WithdrawalRecord.extend({
  needs_code: describe(z.boolean(), 'Pending and above the coin’s approval_code_above: approving it needs google_code.'),
}).meta({ id: 'WithdrawalListRow', description: 'A user withdrawal of the list, with whether its approval asks for the authenticator code.' });

/** (added) What a batch review did with one order: resolved now, or left as it was. */
export const BatchReviewOutcome = z
  .enum(['approved', 'rejected', 'already_reviewed', 'not_found'])
  .meta({ id: 'BatchReviewOutcome', description: 'approved / rejected: resolved by this call; already_reviewed: it was no longer pending; not_found: no such order of this merchant.' });

/** (added) The answer of a batch review: one entry per order number (a number sent twice once), in sorted order. */
export const WithdrawalBatchResult = z
  .object({
    list: z.array(
      z.object({
        order_id: z.string(),
        outcome: BatchReviewOutcome,
        order: describe(WithdrawalRecord.nullable(), 'The order as it stands after the call; null when not found.'),
      }),
    ),
  })
  .meta({ id: 'WithdrawalBatchResult', description: 'Each order of a batch review with what the call did with it.' });

export const Assets = z
  .object({
    coin_name: CoinName,
    available_asset: Money,
    freeze_asset: describe(Money, 'Frozen by pending withdrawals.'),
    total_asset: describe(Money, 'available_asset + freeze_asset.'),
  })
  .meta({ id: 'Assets', description: 'The merchant’s balance in one coin.' });

export const FundFlow = z
  .object({
    id: describe(Id, 'Unique per row (added): one order can move money more than once under one serial_number, e.g. a freeze and its payout.'),
    serial_number: z.string(),
    merchant_id: MerchantId,
    merchant_name: z.string(),
    coin_name: CoinName,
    available_before_number: Money,
    available_after_number: Money,
    frozen_before_number: Money,
    frozen_after_number: Money,
    transaction_number: describe(Money, 'Signed change of the account’s total (available + frozen): what entered or left it. A freeze, and its return, is 0; the before and after figures show the move.'),
    charge: describe(Money, 'Fee of the movement.'),
    transaction_type: TransactionType,
    time: Timestamp,
  })
  .meta({ id: 'FundFlow', description: 'One movement of the merchant’s balance (transaction history).' });

export const FundFlowTypeTotal = z
  .object({
    transaction_type: TransactionType,
    count: describe(z.number().int().min(0), 'Number of movements.'),
    amount: describe(Money, 'Sum of their transaction_number.'),
    charge: describe(Money, 'Sum of their charge.'),
  })
  .meta({ id: 'FundFlowTypeTotal', description: '(added) The movements of one transaction type over the period.' });

export const FundFlowStats = z
  .object({
    coin_name: CoinName,
    recharge_amount: describe(Money, 'Paid user orders credited, before their handling fee.'),
    withdrawal_amount: describe(Money, 'User withdrawals paid out (approved), before their handling fee.'),
    fee_amount: describe(Money, 'Sum of the charge of every movement.'),
    usdt_recharge_amount: describe(Money, 'USDT recharges credited (exchange_count), before their fee.'),
    usdt_withdrawal_amount: describe(Money, 'USDT withdrawals paid out (count, fee included).'),
    transactions: describe(
      z.array(FundFlowTypeTotal).optional(),
      '(added) Totals per transaction type; types without movements are left out. Always sent by the server.',
    ),
  })
  .meta({ id: 'FundFlowStats', description: 'Totals of one coin over a period, for the dashboard.' });

export const UsdtRechargeOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    merchant_id: MerchantId,
    name: describe(z.string(), 'The merchant’s name.'),
    abbreviation: describe(CoinName, "The coin sent on chain: 'USDT'."),
    trade_count: describe(Money, 'USDT amount sent (at least 100).'),
    in_abbreviation: describe(CoinName, 'The coin credited to the merchant’s balance.'),
    rate: describe(Rate, 'Units of in_abbreviation per 1 USDT.'),
    exchange_count: describe(Money, 'trade_count × rate, in in_abbreviation.'),
    usdt_recharge_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'exchange_count × usdt_recharge_fee.'),
    count: describe(Money, 'Credited on approval: exchange_count − fee.'),
    network: UsdtNetwork,
    address: describe(z.string(), 'The platform address the USDT was sent to.'),
    sender_address: describe(z.string().nullable().optional(), '(added) The address the merchant declared it sent from; null on declarations older than the field.'),
    txid: z.string(),
    create_time: Timestamp,
    audit_time: describe(Timestamp.nullable(), 'When it was reviewed; null while pending.'),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'UsdtRechargeOrder', description: 'A USDT deposit request, reviewed by the platform.' });

export const UsdtWithdrawOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    out_abbreviation: describe(CoinName, 'The coin debited from the merchant’s balance.'),
    trade_count: describe(Money, 'USDT amount requested (at least 100).'),
    abbreviation: describe(CoinName, "The coin paid out: 'USDT'."),
    usdt_withdrawal_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'Fee in out_abbreviation.'),
    rate: describe(Rate, 'Units of out_abbreviation per 1 USDT.'),
    count: describe(Money, 'Debited (frozen until review): trade_count × rate + fee, in out_abbreviation.'),
    network: UsdtNetwork,
    address: describe(z.string(), 'The destination address.'),
    txid: describe(z.string().nullable(), 'The payout transaction; null until paid.'),
    create_time: Timestamp,
    audit_time: Timestamp.nullable(),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'UsdtWithdrawOrder', description: 'A USDT withdrawal request, reviewed by the platform.' });

export const FiatWithdrawDestination = z
  .object({ type: PaymentMethodType, bank_name: z.string(), holder_name: z.string(), account_number: z.string() })
  .meta({ id: 'FiatWithdrawDestination', description: 'Where a fiat withdrawal is paid, as its payment method was at the request.' });

export const FiatWithdrawOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    out_abbreviation: describe(CoinName, 'The coin debited from the merchant’s balance.'),
    trade_count: describe(Money, 'Amount requested in abbreviation (at least the currency’s min_withdrawal).'),
    abbreviation: describe(CoinName, 'The fiat currency paid out (the payment method’s coin_name).'),
    currency_withdrawal_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'Fee in out_abbreviation.'),
    rate: describe(Rate, 'Units of out_abbreviation per 1 abbreviation.'),
    count: describe(Money, 'Debited (frozen until review): trade_count × rate + fee, in out_abbreviation.'),
    create_time: Timestamp,
    audit_time: Timestamp.nullable(),
    payment_method_id: describe(Id, '(added) The payment method chosen.'),
    destination: describe(
      FiatWithdrawDestination.nullable(),
      '(added) Where the money is paid: the payment method as it was when the withdrawal was requested, whatever it says later. Null only for requests made before destinations were kept.',
    ),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'FiatWithdrawOrder', description: 'A fiat withdrawal request to a payment method, reviewed by the platform.' });

export const LoginRecord = z
  .object({
    id: Id,
    create_time: Timestamp,
    IP: describe(z.string(), 'The address the attempt came from (spelled IP as in the spec).'),
    result: LoginResult,
  })
  .meta({ id: 'LoginRecord', description: 'One login attempt on this merchant account.' });

export const WhitelistEntry = z
  .object({
    id: Id,
    ip: z.string(),
    create_time: Timestamp,
  })
  .meta({
    id: 'WhitelistEntry',
    description: 'An address allowed to log in. While the list is empty, any address may log in.',
  });

export const ActiveSession = z
  .object({
    id: Id,
    username: describe(z.string(), 'The operator signed in.'),
    ip: describe(z.string(), 'The address the session signed in from.'),
    browser: describe(z.string().nullable(), 'The browser and its major version named by the User-Agent at sign-in, e.g. "Chrome 126"; null when not recognised.'),
    os: describe(z.string().nullable(), 'The operating system named by the User-Agent at sign-in, e.g. "Windows"; null when not recognised.'),
    user_agent: describe(z.string().nullable(), 'The User-Agent header at sign-in, as sent (at most 512 characters).'),
    create_time: describe(Timestamp, 'When the session signed in.'),
    last_seen_time: describe(Timestamp, 'The last call made with it, to the minute (written at most once a minute).'),
    expire_time: describe(Timestamp, 'When it ends however busy (12 hours after sign-in); 30 minutes without a call end it sooner.'),
    current: describe(z.boolean(), 'True for the session making this call.'),
  })
  .meta({ id: 'ActiveSession', description: '(added) A signed-in session of the merchant account that has not ended.' });

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

export const WebhookEventType = z.enum(['order.paid', 'order.cancelled', 'order.expired', 'test']).meta({ id: 'WebhookEventType' });
export const WebhookDeliveryStatus = z
  .enum(['pending', 'delivered', 'failed'])
  .meta({ id: 'WebhookDeliveryStatus', description: 'pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt failed.' });

export const WebhookDelivery = z
  .object({
    id: describe(z.string(), 'The event id, sent as webhook-id (the same on every attempt).'),
    event_type: WebhookEventType,
    order_id: describe(z.string().nullable(), 'The order the event is about; null for a test event.'),
    url: z.string(),
    status: WebhookDeliveryStatus,
    attempts: describe(z.number().int().nonnegative(), 'Attempts made so far.'),
    last_http_status: describe(z.number().int().nullable(), 'The HTTP status of the last attempt; null when none answered.'),
    last_error: describe(z.string().nullable(), 'Why the last attempt failed, as one of a few kinds of failure (address not allowed, connection refused, timed out, HTTP status, invalid response…) in the caller’s language; null when it did not.'),
    next_attempt_time: describe(Timestamp.nullable(), 'When the next attempt is due; null once delivered or failed.'),
    delivered_time: Timestamp.nullable(),
    create_time: Timestamp,
  })
  .meta({ id: 'WebhookDelivery', description: '(added) One webhook event and its delivery to the merchant’s endpoint.' });

export const OpenOrder = z
  .object({
    order_id: describe(z.string(), 'Kassa’s order id.'),
    merchant_order_no: describe(z.string(), 'Your order number.'),
    coin_name: CoinName,
    amount: Money,
    subject: z.string().nullable(),
    order_status: RechargeStatus,
    checkout_url: describe(z.string(), 'The hosted checkout page of this order: send the payer there.'),
    return_url: z.string().nullable(),
    expire_time: describe(Timestamp, 'The latest payment time; a created order past it becomes auto_cancelled.'),
    create_time: Timestamp,
    serial_number: describe(z.string().nullable(), 'The ledger serial number; null until paid.'),
    handling_fee: describe(Money.nullable(), 'The recharge fee the merchant pays; null until paid.'),
    settlement_amount: describe(Money.nullable(), 'What the merchant is credited; null until paid.'),
    pay_time: Timestamp.nullable(),
  })
  .meta({ id: 'OpenOrder', description: '(added) An order of the merchant order API: the spec’s recharge order, seen by the merchant’s server.' });

export const ReviewFreeLimit = z
  .object({
    coin_name: CoinName,
    limit_amount: describe(Money, "A withdrawal at or below this amount is approved without review; '0' reviews every withdrawal."),
    approval_code_above: describe(Money.nullable(), '(added, issue 13) Approving a withdrawal above this amount asks for the authenticator code; null: approvals never ask.'),
    update_time: describe(Timestamp.nullable(), 'Last change; null when never set.'),
  })
  .meta({ id: 'ReviewFreeLimit', description: 'The review-free withdrawal limit of one currency.' });

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

export const Coin = z
  .object({
    coin_name: CoinName,
    coin_type: CoinType,
    decimals: describe(z.number().int().min(0).max(18), 'Decimal places amounts of this coin carry.'),
    recharge_fee_rate: Rate,
    withdrawal_fee_rate: Rate,
    transfer_fee_rate: Rate,
    internal_transfer_fee_rate: describe(Rate, 'Fee rate of internal recharge (a transfer between merchants of the platform).'),
    min_withdrawal: describe(Money, 'Minimum withdrawal request amount.'),
    min_transfer: describe(Money, 'The smallest amount a transfer may be (inclusive).'),
    min_order_amount: describe(Money.optional(), '(added) The smallest amount of an order of the merchant order API (inclusive); 0 allows any positive amount.'),
  })
  .meta({ id: 'Coin', description: 'A coin or currency and its fees and minimums.' });

export const PaymentMethod = z
  .object({
    id: Id,
    type: PaymentMethodType,
    coin_name: describe(CoinName, 'The currency paid to it.'),
    bank_name: describe(z.string(), 'The bank’s name, or the e-wallet’s name.'),
    holder_name: z.string(),
    account_number: describe(z.string(), 'Card, account or wallet number.'),
    enabled: z.boolean(),
    create_time: Timestamp,
  })
  .meta({ id: 'PaymentMethod', description: 'Where the merchant receives fiat withdrawals.' });

export const MarketSwitch = z
  .object({ coin_name: CoinName, enabled: z.boolean() })
  .meta({ id: 'MarketSwitch', description: 'Whether the merchant’s market in one coin is open.' });

export const SupportContact = z
  .object({
    type: z.enum(['email', 'telegram', 'whatsapp', 'phone', 'url']),
    label: z.string(),
    value: z.string(),
  })
  .meta({ id: 'SupportContact' });

export const UserConfig = z
  .object({
    languages: describe(z.array(z.enum(languageSettings)), 'Language settings offered, in display order.'),
    default_language: z.enum(languageSettings),
    markets: z.array(MarketSwitch),
    support_contacts: z.array(SupportContact),
  })
  .meta({ id: 'UserConfig', description: 'Settings the console reads after login.' });

export const MenuItem = z
  .object({
    id: z.number().int(),
    name: describe(z.string(), 'Original Chinese title.'),
    meta: z.object({ icon: z.string() }),
    path: z.string(),
    menu_type: describe(z.enum(['directory', 'menu']), 'directory groups children; menu is a page.'),
    lang: describe(z.string(), 'i18n key of the title the console shows (kassa.menu.*).'),
    get children(): z.ZodArray<typeof MenuItem> {
      return z.array(MenuItem);
    },
  })
  .meta({ id: 'MenuItem', description: 'An entry of the fixed menu (spec section 2) as the console stores it (src/shell/menu.ts).' });

export const UploadedFile = z
  .object({
    file_id: describe(z.string(), 'Opaque identifier for download and preview.'),
    file_name: z.string(),
    content_type: z.string(),
    size: describe(z.number().int().min(0), 'Bytes.'),
    create_time: Timestamp,
  })
  .meta({ id: 'UploadedFile' });

export const UsdtSetting = z
  .object({
    abbreviation: describe(CoinName, "The on-chain coin: 'USDT'."),
    networks: describe(
      z.array(z.object({ network: UsdtNetwork, address: describe(z.string(), 'Platform address that receives recharges.') })),
      'Networks offered, with the platform’s receiving address on each.',
    ),
    rates: describe(
      z.array(z.object({ coin_name: CoinName, recharge_rate: Rate, withdrawal_rate: Rate })),
      'Exchange rates against USDT: units of coin_name per 1 USDT.',
    ),
    usdt_recharge_fee: Rate,
    usdt_withdrawal_fee: Rate,
    min_recharge: Money,
    min_withdrawal: Money,
  })
  .meta({ id: 'UsdtSetting', description: 'What the USDT recharge and withdrawal forms offer.' });

// ---------- the hosted checkout (added) ----------

export const CheckoutStatus = z
  .enum(['created', 'scanned', 'paid', 'cancelled', 'expired'])
  .meta({
    id: 'CheckoutStatus',
    description: 'What the payer sees (spec section 4): created (pending), scanned (scan success: confirm in the app), paid, cancelled by the merchant, expired (timeout).',
  });

export const CheckoutOrder = z
  .object({
    order_id: describe(z.string(), 'The public order id of the checkout URL.'),
    merchant_order_no: describe(z.string(), 'The merchant’s order number, shown on the success screen.'),
    merchant_name: z.string(),
    subject: z.string().nullable(),
    coin_name: CoinName,
    amount: Money,
    status: CheckoutStatus,
    expire_time: describe(Timestamp, 'The latest payment time.'),
    server_time: describe(Timestamp, 'The server’s clock when it answered: the countdown runs against it, not the device’s clock alone.'),
    deep_link: describe(z.string(), 'The wallet app’s link for this order, also what the QR code encodes.'),
    return_url: describe(z.string().nullable(), 'Where the payer goes after paying; null to show a back-to-merchant button.'),
    pay_time: Timestamp.nullable(),
  })
  .meta({ id: 'CheckoutOrder', description: '(added) An order as the payer sees it: nothing of the merchant’s internals.' });

export const PayerProfile = z
  .object({
    username: z.string(),
    nickname: z.string(),
    /** Which identity steps are done. */
    identity: z.object({
      real_name: z.boolean(),
      id_number: z.boolean(),
      phone: z.boolean(),
      email: z.boolean(),
      bank_card: z.boolean(),
      payment_password: z.boolean(),
    }),
    ready: describe(z.boolean(), 'Every identity step is done, so the payer can pay.'),
    market_enabled: describe(z.boolean(), 'The payer has enabled the market of the order’s coin.'),
    balance: z.object({
      coin_name: CoinName,
      available: Money,
      reward: describe(Money, 'Reward points, spent before the available balance when the payer chooses to.'),
    }),
    payment_locked_until: describe(Timestamp.nullable(), 'After 5 wrong payment passwords, paying is locked until then.'),
  })
  .meta({ id: 'PayerProfile', description: '(added) The signed-in payer, as the checkout needs them.' });

export const PayerSession = z
  .object({
    payer_token: describe(z.string(), 'Sent as X-Payer-Token; valid for this order only, until it expires or is paid.'),
    expire_time: Timestamp,
    payer: PayerProfile,
  })
  .meta({ id: 'PayerSession' });

export const SliderChallenge = z
  .object({ challenge_id: z.string(), expire_time: Timestamp })
  .meta({ id: 'SliderChallenge', description: '(added) A slide-to-verify challenge, opened when the payer starts sliding.' });

export const SliderToken = z
  .object({ slider_token: z.string(), expire_time: Timestamp })
  .meta({ id: 'SliderToken', description: '(added) Proof of a completed slider: single use, short-lived, required by checkout login.' });

// ---------- the dashboard and the audit log (issue 12) ----------

export const DashboardFigures = z
  .object({
    recharge_amount: describe(Money, 'Paid user orders credited, before their handling fee (as FundFlowStats).'),
    withdrawal_amount: describe(Money, 'User withdrawals paid out, what left the account.'),
    fee_amount: describe(Money, 'Sum of the charge of every movement: the fees of the merchant’s orders and withdrawals.'),
    usdt_recharge_amount: describe(Money, 'USDT deposits credited (exchange_count), before their fee.'),
    usdt_withdrawal_amount: describe(Money, 'USDT withdrawals paid out (count, fee included).'),
    order_count: describe(z.number().int().min(0), 'User orders (recharge orders) created in the period, in any state.'),
    paid_order_count: describe(z.number().int().min(0), 'Of those, the orders paid (coin_transferred).'),
    success_rate: describe(Rate.nullable(), "paid_order_count / order_count as a fraction with 4 decimals ('0.7500'); null without orders."),
  })
  .meta({ id: 'DashboardFigures', description: '(added) The figures of one coin over one day or period, computed by SQL aggregates.' });

export const DashboardMarket = z
  .object({
    coin_name: CoinName,
    decimals: describe(z.number().int().min(0).max(18), 'Decimal places of the coin’s amounts.'),
    enabled: describe(z.boolean(), 'Whether the merchant’s market in the coin is open.'),
    today: DashboardFigures,
    yesterday: DashboardFigures,
    period: describe(DashboardFigures, 'The whole period of `days` days, today included: the headline numbers.'),
  })
  .meta({ id: 'DashboardMarket', description: '(added) One market on the dashboard: today, yesterday and the period.' });

export const DashboardDay = DashboardFigures.extend({
  date: describe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), 'The merchant’s local date, YYYY-MM-DD.'),
  coin_name: CoinName,
}).meta({ id: 'DashboardDay', description: '(added) The figures of one coin on one local day, for the charts.' });

export const PendingReviews = z
  .object({
    user_withdrawals: describe(z.number().int().min(0), 'User withdrawals waiting for the merchant’s review.'),
    usdt_recharges: describe(z.number().int().min(0), 'USDT recharges waiting for the platform.'),
    usdt_withdrawals: describe(z.number().int().min(0), 'USDT withdrawals waiting for the platform.'),
    fiat_withdrawals: describe(z.number().int().min(0), 'Fiat withdrawals waiting for the platform.'),
  })
  .meta({ id: 'PendingReviews', description: '(added) Orders in review, by list.' });

export const DashboardStats = z
  .object({
    merchant_id: MerchantId,
    merchant_name: z.string(),
    receiving_code: describe(z.string(), 'What the merchant’s receiving QR code holds: the wallet app’s link to pay this merchant.'),
    time_zone: describe(z.string(), 'The IANA time zone of the merchant’s day, e.g. Asia/Shanghai.'),
    today: describe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), 'Today’s local date in that time zone.'),
    yesterday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    days: describe(z.number().int(), 'Length of the period, today included.'),
    period_start: describe(Timestamp, 'The instant the period starts: local midnight of its first day.'),
    markets: describe(z.array(DashboardMarket), 'The open markets, then any other coin that moved in the period, in display order.'),
    series: describe(z.array(DashboardDay), 'One row per market and local day of the period, oldest first, days without movement included.'),
    pending: PendingReviews,
  })
  .meta({ id: 'DashboardStats', description: '(added) Everything the dashboard shows but the market switches, in one answer.' });

export const AuditAction = z
  .enum([
    'market_switch',
    'review_free_limit',
    'approval_code_threshold',
    'api_key_create',
    'api_key_update',
    'api_key_delete',
    'webhook_endpoint_update',
    'whitelist_add',
    'whitelist_delete',
    'payment_method_add',
    'payment_method_update',
    'payment_method_delete',
    'password_change',
    'authenticator_rebind',
    'operator_enrol',
    'session_revoke',
    'withdrawal_approve',
    'withdrawal_reject',
    'kyc_submit',
    'kyc_approve',
    'kyc_reject',
    'transfer',
    'adjustment',
    'usdt_recharge_request',
    'usdt_withdrawal_request',
    'fiat_withdrawal_request',
  ])
  .meta({ id: 'AuditAction', description: '(added) A sensitive action recorded in the audit log.' });

const AuditValues = z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).nullable();

export const AuditLogEntry = z
  .object({
    id: Id,
    create_time: Timestamp,
    operator: describe(z.string(), 'The operator’s username; `platform` for platform staff.'),
    ip: describe(z.string(), 'The address the action came from.'),
    action: AuditAction,
    target: describe(z.string().nullable(), 'What it was done to: a coin, an access key, an IP, an order number; null for the account itself.'),
    before: describe(AuditValues, 'The values before; null when the thing did not exist.'),
    after: describe(AuditValues, 'The values after; null when the thing no longer exists.'),
  })
  .meta({ id: 'AuditLogEntry', description: '(added) One sensitive action: who, when, from where, what, before and after.' });

// ---------- merchant verification (issue 12) ----------

export const KycSubmissionStatus = z.enum(['pending', 'approved', 'rejected']).meta({
  id: 'KycSubmissionStatus',
  description: '(added) A verification submission: pending until platform staff approve or reject it.',
});

export const KycSubmission = z
  .object({
    id: Id,
    status: KycSubmissionStatus,
    company_name: z.string(),
    registration_number: describe(z.string(), 'The company’s registration (business licence) number.'),
    country: z.string(),
    company_address: z.string(),
    representative_name: describe(z.string(), 'The legal representative.'),
    representative_id_number: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    documents: describe(z.array(UploadedFile), 'The documents sent with it (preview and download with their file_id).'),
    reason: describe(z.string().nullable(), 'Why platform staff rejected it; null otherwise.'),
    create_time: Timestamp,
    review_time: Timestamp.nullable(),
  })
  .meta({ id: 'KycSubmission', description: '(added) The spec’s verification form as submitted, and its review.' });

export const KycDetail = z
  .object({
    kyc_status: KycStatus,
    submission: describe(KycSubmission.nullable(), 'The latest submission; null before the first.'),
  })
  .meta({ id: 'KycDetail', description: '(added) The merchant’s KYC state and its latest submission (the spec’s data info).' });

// ---------- content pages (issue 12) ----------

export const ContentSlug = z.enum(['user_agreement', 'privacy_policy', 'legal_statement', 'about'], typeError('choice')).meta({
  id: 'ContentSlug',
  description: '(added) A content page: user agreement, privacy policy, legal statement, about.',
});

export const ContentDocument = z
  .object({
    slug: ContentSlug,
    version: describe(z.number().int().min(1), 'This version’s number.'),
    effective_date: describe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), 'The day this version took effect.'),
    latest_version: describe(z.number().int().min(1), 'The newest version.'),
    title: z.string(),
    body_html: describe(z.string(), 'Sanitized HTML (formatting and links only).'),
    versions: describe(z.array(z.object({ version: z.number().int(), effective_date: z.string() })), 'Every version, newest first.'),
  })
  .meta({ id: 'ContentDocument', description: '(added) One version of a content page, in the caller’s language.' });

// ---------- help center and announcements (issue 12) ----------

export const HelpTopic = z.enum(['getting_started', 'payments', 'withdrawals', 'api', 'security'], typeError('choice')).meta({
  id: 'HelpTopic',
  description: '(added) A topic of the help center.',
});

export const HelpArticleSummary = z
  .object({
    id: describe(z.string(), 'The article’s slug.'),
    topic: HelpTopic,
    title: z.string(),
    summary: describe(z.string(), 'Its first sentences, as plain text.'),
  })
  .meta({ id: 'HelpArticleSummary' });

export const HelpArticles = z
  .object({
    topics: describe(z.array(z.object({ topic: HelpTopic, title: z.string(), count: z.number().int().min(0) })), 'Every topic, with how many articles match.'),
    list: z.array(HelpArticleSummary),
  })
  .meta({ id: 'HelpArticles', description: '(added) The help center’s articles matching a topic and a search, in the caller’s language.' });

export const HelpArticle = HelpArticleSummary.extend({
  body_html: describe(z.string(), 'Sanitized HTML.'),
}).meta({ id: 'HelpArticle', description: '(added) One help article.' });

export const SupportTicketStatus = z.enum(['open', 'answered', 'closed'], typeError('choice')).meta({
  id: 'SupportTicketStatus',
  description: '(added) open: waiting for support; answered: support replied; closed.',
});

export const SupportMessage = z
  .object({
    id: Id,
    author: describe(z.enum(['merchant', 'platform']), 'Who wrote it: the merchant, or platform support.'),
    body_html: describe(z.string(), 'Sanitized HTML.'),
    attachments: z.array(UploadedFile),
    create_time: Timestamp,
  })
  .meta({ id: 'SupportMessage' });

export const SupportTicket = z
  .object({
    id: Id,
    subject: z.string(),
    status: SupportTicketStatus,
    create_time: Timestamp,
    update_time: Timestamp,
    messages: describe(z.array(SupportMessage), 'The question, then the replies, oldest first.'),
  })
  .meta({ id: 'SupportTicket', description: '(added) A question the merchant sent to support, with the replies.' });

export const Announcement = z
  .object({
    id: Id,
    title: z.string(),
    summary: describe(z.string(), 'Its first sentences, as plain text.'),
    publish_time: Timestamp,
    read: describe(z.boolean(), 'Whether this merchant has opened it.'),
  })
  .meta({ id: 'Announcement', description: '(added) An announcement of the platform, in the caller’s language.' });

export const AnnouncementDetail = Announcement.extend({
  body_html: describe(z.string(), 'Sanitized HTML.'),
}).meta({ id: 'AnnouncementDetail' });
