import { z } from 'zod';
import { CoinName, Id, MerchantId, Rate, Timestamp, commonFilters, describe, listRequest, listResponse, text, typeError, vkey } from './common';
import { feeRate, limits, linkContactFields, requiredText, stepUpCode } from './sharedRules';
import { AccountStatus, AccountType } from './account';
import { Assets } from './assets';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { feeRates, feeRatesSumBelowOne } from './coins';
import { KycStatus } from './kyc';
import { WalletMoneyEvent, WalletProfile, WalletSessionRecord } from './wallet';
import { RuleChange } from './platformRuleChanges';

/*
 * (added) The platform's merchants and wallet users as staff calls: the merchants' list and detail, a new merchant
 * with its first operator (a one-time link), suspension and resumption with a reason, each merchant's fee schedule
 * (its rates over the coins' defaults), and the wallet users' list, detail, suspension and resumption. The ops
 * commands (`npm run ops -- create-merchant`, `suspend`, `resume`) call the same functions. Every change is written
 * to the platform audit log.
 */

/** Every staff role reads merchants: reviewers look a merchant up while they review. */
const merchantReaders: readonly StaffRoleName[] = ['reviewer', 'support', 'admin'];
/** Support and administrators read wallet users (payers' questions). */
const walletUserReaders: readonly StaffRoleName[] = ['support', 'admin'];
/** Only administrators change merchants, fee schedules and wallet users. */
const adminOnly: readonly StaffRoleName[] = ['admin'];

// ---------- entities ----------

export const PlatformMerchant = z
  .object({
    merchant_id: MerchantId,
    name: z.string(),
    account_type: AccountType,
    status: AccountStatus,
    status_reason: describe(z.string().nullable(), 'Why the merchant was last suspended or resumed; null when it never was (or an ops command gave no reason).'),
    kyc_status: KycStatus,
    agent_id: describe(MerchantId.nullable(), 'The agent whose sub-merchant it is; null for none.'),
    time_zone: describe(z.string(), 'The IANA zone of the merchant’s day.'),
    create_time: Timestamp,
  })
  .meta({ id: 'PlatformMerchant', description: '(added) A merchant as the platform’s staff list it.' });

export const PlatformMerchantOperator = z
  .object({
    id: Id,
    username: z.string(),
    create_time: Timestamp,
    last_sign_in_time: describe(Timestamp.nullable(), 'The operator’s latest sign-in; null when it never signed in.'),
    last_sign_in_ip: describe(z.string().nullable(), 'The address of that sign-in.'),
  })
  .meta({ id: 'PlatformMerchantOperator', description: '(added) An operator of a merchant, for the platform’s staff.' });

export const PlatformMerchantDetail = PlatformMerchant.extend({
  balances: describe(z.array(Assets), 'One entry per coin the merchant has an open market in or holds money in, in display order.'),
  open_markets: describe(z.array(CoinName), 'The coins whose market the merchant has open.'),
  operators: z.array(PlatformMerchantOperator),
}).meta({ id: 'PlatformMerchantDetail', description: '(added) A merchant with its balances, open markets and operators.' });

export const MerchantFeeRates = z
  .object({
    coin_name: CoinName,
    overrides: describe(feeRates(Rate.nullable()), 'What the fee schedule sets for this coin; a null rate is the default.'),
    defaults: describe(feeRates(Rate), 'The coin’s default rates, for every merchant without its own.'),
    effective: describe(feeRates(Rate), 'What the merchant pays, and sees in its console: the override where set, else the default.'),
  })
  .meta({ id: 'MerchantFeeRates', description: '(added) One coin of a merchant’s fee schedule: its overrides, the defaults, and what it pays.' });

export const MerchantFeeSchedule = z
  .object({ merchant_id: MerchantId, list: describe(z.array(MerchantFeeRates), 'One entry per coin, in display order.') })
  .meta({ id: 'MerchantFeeSchedule', description: '(added) A merchant’s fee schedule.' });

export const WalletUserStatus = z
  .enum(['active', 'suspended'], typeError('choice'))
  .meta({ id: 'WalletUserStatus', description: '(added) active; suspended: no sign-in at the checkout or in the wallet, no session, so no payment.' });

export const PlatformWalletUser = z
  .object({
    uid: z.string(),
    username: describe(z.string().nullable(), 'The sign-in name; null for a user who cannot sign in.'),
    nickname: z.string(),
    phone: describe(z.string().nullable(), 'The verified phone number; null when none.'),
    status: WalletUserStatus,
    status_reason: describe(z.string().nullable(), 'Why the user was last suspended or resumed; null when never.'),
    create_time: Timestamp,
  })
  .meta({ id: 'PlatformWalletUser', description: '(added) A wallet user as the platform’s staff list them.' });

export const PlatformWalletUserDetail = PlatformWalletUser.extend({
  profile: describe(WalletProfile, 'What the user’s wallet shows them: identity steps, balances per enabled market, payment lock.'),
  recent_history: describe(z.array(WalletMoneyEvent), 'The latest 20 movements of their balances, newest first.'),
  sessions: describe(z.array(WalletSessionRecord), 'Their wallet sessions that have not ended (`current` is always false).'),
}).meta({ id: 'PlatformWalletUserDetail', description: '(added) A wallet user with their identity, balances, recent history and sessions.' });

// ---------- rules ----------

/** Why a merchant or a wallet user is suspended or resumed: required, kept with the account and in the audit log. */
export const statusReason = requiredText(limits.reasonMax).meta({ description: 'Why; kept with the account and written to the platform audit log.' });

/** A fee rate a schedule sets: a fraction from 0 to below 1 ('0.005' = 0.5 %), or empty for the coin's default. */
export const feeRateOverride = z
  .union([z.literal(''), feeRate])
  .meta({ description: 'A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %); empty: the coin’s default.', examples: ['0.004', ''] });

const merchantOfCall = z.object({ merchant_id: MerchantId });

/** An administrator creates a merchant and its first operator. */
export const platformMerchantCreateForm = z.object({
  username: requiredText(limits.usernameMax, 'username_chars')
    .regex(/^[A-Za-z0-9._-]+$/, { error: vkey('username_chars') })
    .meta({ description: 'The first operator’s username: letters, digits, dot, dash or underscore.' }),
  name: requiredText(50).optional().meta({ description: 'The merchant’s name; the username when absent.' }),
  account_type: AccountType.default('regular'),
  agent_id: MerchantId.optional().meta({ description: 'The agent whose sub-merchant it is.' }),
  ...linkContactFields,
  google_code: stepUpCode,
});

/** Suspending or resuming a merchant: the reason and the step-up. */
export const platformMerchantStatusForm = merchantOfCall.extend({ reason: statusReason, google_code: stepUpCode });

/** The fields of one coin of a merchant's fee schedule, before the rule over their sum (a form may omit some of them). */
export const merchantFeeRatesFields = merchantOfCall.extend({
  coin_name: CoinName,
  ...feeRates(feeRateOverride).shape,
  effective_time: Timestamp.optional().meta({ description: 'When the new rates take effect once approved: at least the notice period (KASSA_FEE_NOTICE_SECONDS) after the call; absent: exactly then. The merchants who pay them see the coming rates and the time in their console.' }),
  google_code: stepUpCode,
});

/**
 * Setting one coin of a merchant's fee schedule: each rate, or empty for the default; the transfer and internal
 * transfer rates, charged together on one transfer, sum below 1 (with an empty one, the server checks the sum with
 * the coin's default).
 */
export const merchantFeeRatesForm = feeRatesSumBelowOne(merchantFeeRatesFields);

const walletUserOfCall = z.object({ uid: requiredText(64).meta({ description: 'The wallet user’s UID.' }) });

export const walletUserStatusForm = walletUserOfCall.extend({ reason: statusReason, google_code: stepUpCode });

// ---------- calls ----------

const tag = 'Platform merchants';

export const platformMerchantCalls = {
  platformMerchantQuery: endpoint({
    path: '/v1/platform/merchant/query',
    method: 'post',
    tag,
    summary: 'Every merchant of the platform, newest first',
    auth: false,
    staff: merchantReaders,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        status: AccountStatus.optional(),
        kyc_status: KycStatus.optional(),
        keyword: commonFilters.keyword.meta({ description: 'The merchant ID exactly, or the start of its name (any case).' }),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
      },
    }),
    response: listResponse(PlatformMerchant),
  }),
  platformMerchantDetail: endpoint({
    path: '/v1/platform/merchant/detail',
    method: 'post',
    tag,
    summary: 'A merchant with its balances per coin, open markets and operators (with their last sign-in)',
    auth: false,
    staff: merchantReaders,
    request: merchantOfCall,
    response: PlatformMerchantDetail,
  }),
  platformMerchantCreate: endpoint({
    path: '/v1/platform/merchant/create',
    method: 'post',
    tag,
    summary:
      'Create a merchant and its first operator: the one-time link (24 hours) where the operator sets its password and authenticator is sent to the operator’s email (and phone), and the answer says where, never the link; 503 when the server cannot send email; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: platformMerchantCreateForm,
    response: z
      .object({
        merchant: PlatformMerchant,
        username: z.string(),
        link_sent_to: describe(
          z.array(z.string()).min(1),
          'Where the operator’s one-time link was sent, masked (`a•••@example.com`, then `•••1234` when an SMS went too). The link itself reaches only the operator.',
        ),
        link_expires: Timestamp,
      })
      .meta({ id: 'PlatformMerchantCreated' }),
  }),
  platformMerchantSuspend: endpoint({
    path: '/v1/platform/merchant/suspend',
    method: 'post',
    tag,
    summary: 'Suspend a merchant with a reason: its operators’ sessions end, sign-in and every call answer 512; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: platformMerchantStatusForm,
    response: PlatformMerchant,
  }),
  platformMerchantResume: endpoint({
    path: '/v1/platform/merchant/resume',
    method: 'post',
    tag,
    summary: 'Lift a merchant’s suspension with a reason: its operators may sign in again; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: platformMerchantStatusForm,
    response: PlatformMerchant,
  }),
  platformMerchantFeeQuery: endpoint({
    path: '/v1/platform/merchant/fee/query',
    method: 'post',
    tag,
    summary: 'A merchant’s fee schedule: per coin its own rates, the defaults and what it pays',
    auth: false,
    staff: adminOnly,
    request: merchantOfCall,
    response: MerchantFeeSchedule,
  }),
  platformMerchantFeeSet: endpoint({
    path: '/v1/platform/merchant/fee/set',
    method: 'post',
    tag,
    summary:
      'Propose one coin of a merchant’s fee schedule (an empty rate is the default): once another administrator approves it, the merchant pays it from `effective_time`, and its console shows the coming rates until then; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: merchantFeeRatesForm,
    response: RuleChange,
  }),
  platformWalletUserQuery: endpoint({
    path: '/v1/platform/wallet_user/query',
    method: 'post',
    tag,
    summary: 'Every wallet user, newest first',
    auth: false,
    staff: walletUserReaders,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        status: WalletUserStatus.optional(),
        keyword: commonFilters.keyword.meta({ description: 'The UID, username or phone number, exactly or as a prefix.' }),
      },
    }),
    response: listResponse(PlatformWalletUser),
  }),
  platformWalletUserDetail: endpoint({
    path: '/v1/platform/wallet_user/detail',
    method: 'post',
    tag,
    summary: 'A wallet user with their identity, balances, recent history and sessions',
    auth: false,
    staff: walletUserReaders,
    request: walletUserOfCall,
    response: PlatformWalletUserDetail,
  }),
  platformWalletUserSuspend: endpoint({
    path: '/v1/platform/wallet_user/suspend',
    method: 'post',
    tag,
    summary: 'Suspend a wallet user with a reason: their wallet and checkout sessions end, sign-in is refused, so they cannot pay; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: walletUserStatusForm,
    response: PlatformWalletUser,
  }),
  platformWalletUserResume: endpoint({
    path: '/v1/platform/wallet_user/resume',
    method: 'post',
    tag,
    summary: 'Lift a wallet user’s suspension with a reason: they may sign in again; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: walletUserStatusForm,
    response: PlatformWalletUser,
  }),
} satisfies Record<string, Endpoint>;
