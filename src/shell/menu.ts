/**
 * The fixed menu (spec section 2): identical for everyone, stored client-side as `menus`.
 * Shape of the spec's menu item: id, name, meta.icon, path, menu_type, lang, children.
 * `name` keeps the original Chinese title; what the console shows is the `lang` dictionary key.
 */
export interface MenuItem {
  id: number;
  name: string;
  meta: { icon: string };
  path: string;
  /** 'directory' groups children; 'menu' is a page. */
  menu_type: 'directory' | 'menu';
  lang: string;
  children: MenuItem[];
}

const page = (id: number, name: string, lang: string, path: string, icon: string): MenuItem => ({
  id,
  name,
  meta: { icon },
  path,
  menu_type: 'menu',
  lang: `kassa.menu.${lang}`,
  children: [],
});

export const fixedMenu: MenuItem[] = [
  page(1, '数据面板', 'dashboard', '/payment/InstrumentPanel', 'dashboard'),
  page(2, '支付方式管理', 'paymentMethods', '/payment/PaymentMethod', 'payment'),
  page(3, '转账收款管理', 'transfers', '/transfer/AccountsManage', 'swap'),
  page(4, '用户充值记录', 'rechargeRecords', '/recharge/RechargeRecord', 'recharge'),
  page(5, '用户账户调整', 'accountAdjustment', '/adjustment/AccountAdjustment', 'adjust'),
  page(6, '用户提现记录', 'withdrawalRecords', '/user/WithdrawalRecord', 'withdrawal'),
  page(7, '我的资产', 'assets', '/assets/Assets', 'wallet'),
  page(8, '资金流水', 'fundFlow', '/Property/RunningWater', 'flow'),
  page(9, 'USDT充值管理', 'usdtRecharge', '/ustd-recharge/index', 'usdtIn'),
  page(10, 'USDT提现管理', 'usdtWithdrawal', '/ustd-withdraw/index', 'usdtOut'),
  page(11, '法币提现管理', 'fiatWithdrawal', '/coin-withdraw/index', 'fiat'),
  {
    id: 12,
    name: '系统管理',
    meta: { icon: 'settings' },
    path: '/system',
    menu_type: 'directory',
    lang: 'kassa.menu.system',
    children: [
      page(13, '登录记录', 'loginRecords', '/records/EntryRecord', 'history'),
      page(14, '白名单', 'whitelist', '/white/WhiteList', 'shield'),
      page(15, '账户与安全', 'accountSecurity', '/system/AccountSecurity', 'security'),
      page(16, 'API管理', 'apiManagement', '/api/ManagementIndex', 'key'),
      page(17, '提现免审额度管理', 'withdrawalLimit', '/withdraw/ImmunityTrial', 'limit'),
    ],
  },
];

/** Every page of a menu tree, groups flattened away. */
export function menuPages(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => (item.menu_type === 'directory' ? menuPages(item.children) : [item]));
}

/** A react-admin resource name is its menu path without the leading slash. */
export const resourceNameOf = (path: string) => path.replace(/^\//, '');
