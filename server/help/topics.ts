/**
 * The help center's topics, named in the four API languages. The topics are the contract's (HelpTopic); the articles
 * are rows that platform support edits (server/help/articles.ts).
 */
import type { z } from 'zod';
import type { HelpTopic } from '../../openapi/entities';
import type { ApiLanguage } from '../../openapi/i18n/languages';

export type Topic = z.infer<typeof HelpTopic>;
type Words = Record<ApiLanguage, string>;

export const topicTitles: Record<Topic, Words> = {
  getting_started: { en: 'Getting started', zh_Hans: '快速入门', zh_Hant: '快速入門', vi: 'Bắt đầu' },
  payments: { en: 'Payments and orders', zh_Hans: '支付与订单', zh_Hant: '支付與訂單', vi: 'Thanh toán và đơn hàng' },
  withdrawals: { en: 'Withdrawals and reviews', zh_Hans: '提现与审核', zh_Hant: '提現與審核', vi: 'Rút tiền và xét duyệt' },
  api: { en: 'Merchant API', zh_Hans: '商户 API', zh_Hant: '商戶 API', vi: 'API thương nhân' },
  security: { en: 'Account security', zh_Hans: '账户安全', zh_Hant: '賬戶安全', vi: 'Bảo mật tài khoản' },
};
