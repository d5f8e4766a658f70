import { z } from 'zod';
import { CoinName, EmptyBody, Money, Rate, Timestamp, describe, vkey } from './common';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { apiLanguages } from './i18n/languages';
import { feeRates, feeRatesSumBelowOne } from './coins';
import { compareDecimals, feeRate, limits, nonNegativeAmount, positiveAmount, requiredText, stepUpCode } from './sharedRules';
import { UsdtSetting } from './usdt';
import { RuleChange } from './platformRuleChanges';

/*
 * The platform's settings as staff calls: the USDT rates and minimums (the deposit addresses are a pool of their own:
 * depositAddresses.ts), each coin's minimums and
 * default fee rates, and maintenance mode with the message merchants read. Every staff role reads them; only administrators change them,
 * each change with the step-up (maintenance too: it stops every merchant) and a platform audit row (before → after).
 * A change holds for the next call in every server process (server/platform/settingsWatch.ts).
 */

/** Every staff role reads the settings. */
const everyRole: readonly StaffRoleName[] = ['reviewer', 'support', 'admin'];
/** Only administrators change them. */
const adminOnly: readonly StaffRoleName[] = ['admin'];

// ---------- entities ----------

/** A text in each of the four API languages. */
export const fourLanguages = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(apiLanguages.map((language) => [language, value])) as Record<(typeof apiLanguages)[number], T>);

export const PlatformCoinSettings = z
  .object({
    coin_name: CoinName,
    min_order_amount: describe(Money, 'The smallest order the merchant order API and a wallet payment to a merchant take in this coin (0: any positive amount).'),
    min_withdrawal: describe(Money, 'The smallest withdrawal in this coin (fiat withdrawals to this currency, and a payer’s withdrawal).'),
    min_transfer: describe(Money, 'A transfer in this coin must be greater than this.'),
    ...feeRates(Rate).shape,
  })
  .meta({
    id: 'PlatformCoinSettings',
    description:
      '(added) The minimums of one coin and its default fee rates (fractions: 0.005 = 0.5 %), which every merchant without its own fee schedule for the coin pays.',
  });

export const MaintenanceState = z
  .object({
    on: describe(z.boolean(), 'Whether merchant, checkout and wallet calls answer HTTP 503 with code 511 (staff calls and /healthy keep working).'),
    message: describe(
      fourLanguages(z.string()).nullable(),
      'What merchants read while it is on (the 511 answer’s `data.message` and `detail`, in the caller’s language); null for the standard sentence.',
    ),
  })
  .meta({ id: 'MaintenanceState', description: '(added) Maintenance mode and its message.' });

export const PlatformSettings = z
  .object({
    usdt: describe(
      UsdtSetting.omit({ networks: true }),
      'The rates, fees and minimums the merchants’ USDT recharge and withdrawal forms offer (usdt/setting/query answers them with the merchant’s own deposit addresses: platform/settings/deposit_address/query).',
    ),
    coins: describe(z.array(PlatformCoinSettings), 'Each coin’s minimums and default fee rates, in display order.'),
    maintenance: MaintenanceState,
  })
  .meta({ id: 'PlatformSettings', description: '(added) The platform settings staff read and administrators change.' });

// ---------- rules ----------

/** The rates of a coin against USDT: units of the coin per 1 USDT. */
export const usdtRateForm = z.object({
  coin_name: CoinName,
  recharge_rate: positiveAmount.meta({ description: 'Units of the coin credited per 1 USDT recharged.' }),
  withdrawal_rate: positiveAmount.meta({ description: 'Units of the coin debited per 1 USDT withdrawn.' }),
  google_code: stepUpCode,
});

/** The USDT forms' own rule refuses less than the spec's 100, so no minimum goes below it. */
const usdtMinimum = positiveAmount
  .refine((value) => compareDecimals(value, limits.usdtMinAmount) >= 0, { error: vkey('usdt_min'), params: { value: limits.usdtMinAmount } })
  .meta({ description: 'In USDT, at least 100 (the smallest amount the USDT forms take).' });

export const usdtMinimumsForm = z.object({
  min_recharge: usdtMinimum,
  min_withdrawal: usdtMinimum,
  google_code: stepUpCode,
});

export const coinMinimumsForm = z.object({
  coin_name: CoinName,
  min_order_amount: nonNegativeAmount.meta({ description: '0 or more, exact to the coin’s decimals.' }),
  min_withdrawal: nonNegativeAmount.meta({ description: '0 or more, exact to the coin’s decimals.' }),
  min_transfer: nonNegativeAmount.meta({ description: '0 or more, exact to the coin’s decimals.' }),
  google_code: stepUpCode,
});

/**
 * A coin's default fee rates: what every merchant without a fee schedule of its own for the coin pays. The transfer and
 * internal transfer rates, charged together on one transfer, sum below 1.
 */
export const coinFeeRatesForm = feeRatesSumBelowOne(
  z.object({
    coin_name: CoinName,
    ...feeRates(feeRate).shape,
    effective_time: Timestamp.optional().meta({ description: 'When the new rates take effect once approved: at least the notice period (KASSA_FEE_NOTICE_SECONDS) after the call; absent: exactly then. The merchants who pay them see the coming rates and the time in their console.' }),
    google_code: stepUpCode,
  }),
);

export const maintenanceMessageMax = 500;

export const maintenanceForm = z.object({
  on: z.boolean().meta({ description: 'true turns maintenance on, false off.' }),
  message: fourLanguages(requiredText(maintenanceMessageMax))
    .nullable()
    .default(null)
    .meta({ description: 'What merchants read while it is on, in all four languages (plain text, up to 500 characters each); null or absent: the standard sentence. Turning it off clears it.' }),
  google_code: stepUpCode,
});

// ---------- calls ----------

const tag = 'Platform settings';

export const platformSettingCalls = {
  platformSettingsQuery: endpoint({
    path: '/v1/platform/settings/query',
    method: 'post',
    tag,
    summary: 'The platform settings: USDT rates, fees and minimums, each coin’s minimums, maintenance',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: PlatformSettings,
  }),
  platformUsdtRateSet: endpoint({
    path: '/v1/platform/settings/usdt_rate/set',
    method: 'post',
    tag,
    summary: 'Propose the rates of one coin against USDT for recharges and withdrawals, applied once another administrator approves them; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: usdtRateForm,
    response: RuleChange,
  }),
  platformUsdtMinimumsSet: endpoint({
    path: '/v1/platform/settings/usdt_minimums/set',
    method: 'post',
    tag,
    summary: 'Set the smallest USDT recharge and withdrawal; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: usdtMinimumsForm,
    response: PlatformSettings,
  }),
  platformCoinMinimumsSet: endpoint({
    path: '/v1/platform/settings/coin_minimums/set',
    method: 'post',
    tag,
    summary: 'Set the minimums of one coin: order, withdrawal and transfer; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: coinMinimumsForm,
    response: PlatformSettings,
  }),
  platformCoinFeeRatesSet: endpoint({
    path: '/v1/platform/settings/fee_rates/set',
    method: 'post',
    tag,
    summary:
      'Propose the default fee rates of one coin (recharge, withdrawal, transfer, internal transfer): once another administrator approves them, every merchant without its own rate for the coin pays them from `effective_time`; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: coinFeeRatesForm,
    response: RuleChange,
  }),
  platformMaintenanceSet: endpoint({
    path: '/v1/platform/maintenance/set',
    method: 'post',
    tag,
    summary: 'Turn maintenance mode on (with the message merchants read) or off; staff calls keep working; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: maintenanceForm,
    response: MaintenanceState,
  }),
} satisfies Record<string, Endpoint>;
