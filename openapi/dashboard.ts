import { z } from 'zod';
import { CoinName, MerchantId, Money, Rate, Timestamp, describe, listResponse, typeError } from './common';
import { stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The dashboard (added): today, yesterday and a period per market, the pending reviews, and the market switches.
 */

// ---------- entities ----------

export const MarketSwitch = z
  .object({ coin_name: CoinName, enabled: z.boolean() })
  .meta({ id: 'MarketSwitch', description: 'Whether the merchant’s market in one coin is open.' });

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
    receiving_code: describe(z.string(), 'What the merchant’s receiving QR code holds: the wallet’s public link to pay this merchant (<site>/wallet/pay?merchant=…).'),
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

// ---------- rules ----------

/** Opening or closing a market: the authenticator code. */
export const marketSwitchForm = z.object({ google_code: stepUpCode });

// ---------- calls ----------

export const dashboardCalls = {
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
} satisfies Record<string, Endpoint>;
