import type { MenuGroups } from '../shell/menu';

/**
 * The platform console's menu groups: a platform page names one as `group` (its title is `kassa.menu.<lang>` in
 * ./i18n/platformWords.ts). Ids order the menu, pages included: a group's pages take ids after the group's own
 * (reviews 11-19, merchants and users 21-29, content and support 31-39, administration 41-49); the overview is 1.
 */
export const platformMenuGroups = {
  reviews: { id: 10, name: '审核', path: '/review', icon: 'fact_check', lang: 'platformReviews' },
  accounts: { id: 20, name: '商户与用户', path: '/accounts', icon: 'store', lang: 'platformAccounts' },
  content: { id: 30, name: '内容与客服', path: '/content', icon: 'support_agent', lang: 'platformContent' },
  administration: { id: 40, name: '平台管理', path: '/administration', icon: 'admin_panel_settings', lang: 'platformAdministration' },
} as const satisfies MenuGroups;

/**
 * The review queues (resources/platform/review/…), by the queue names of `platform/review/pending_counts`: the overview's
 * cards and the menu's counts lead there.
 */
export const reviewQueuePaths = {
  usdt_recharge: '/review/usdt_recharge',
  usdt_withdrawal: '/review/usdt_withdrawal',
  fiat_withdrawal: '/review/fiat_withdrawal',
  kyc: '/review/kyc',
} as const;

export type ReviewQueue = keyof typeof reviewQueuePaths;
