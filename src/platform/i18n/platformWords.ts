import { defineMessages } from '../../../openapi/i18n/define';

/**
 * The platform console's frame: its title, sign-in, the staff roles' names, a staff member's one-time link, the
 * menu's groups and the home page. The record screens' words come with their declarations (resources/platform/).
 */
export const platformMessages = defineMessages({
  en: {
    kassa: {
      platform: {
        title: 'Kassa platform console',
        userMenu: '%{name}, %{role}, user menu',
        signIn: 'Sign in as platform staff',
        roles: { reviewer: 'Reviewer', support: 'Support', admin: 'Administrator' },
        enrolAccount: 'Staff member %{username}, %{role}',
        home: {
          welcome: 'Signed in as %{name}, %{role}.',
          queues: 'Waiting for review',
          open: 'Open the queue',
          noQueues: 'Your role reviews nothing: the menu shows what you may open.',
          queue: {
            usdt_recharge: 'USDT recharges',
            usdt_withdrawal: 'USDT withdrawals',
            fiat_withdrawal: 'Fiat withdrawals',
            kyc: 'Merchant verifications',
          },
        },
      },
      menu: {
        platformReviews: 'Reviews',
        platformAccounts: 'Merchants and users',
        platformContent: 'Content and support',
        platformAdministration: 'Administration',
      },
    },
  },
  zh_Hans: {
    kassa: {
      platform: {
        title: 'Kassa 平台后台',
        userMenu: '%{name}，%{role}，用户菜单',
        signIn: '以平台员工身份登录',
        roles: { reviewer: '审核员', support: '客服', admin: '管理员' },
        enrolAccount: '平台员工 %{username}，%{role}',
        home: {
          welcome: '已登录：%{name}，%{role}。',
          queues: '待审核',
          open: '打开队列',
          noQueues: '您的角色无需审核：菜单列出了您可以打开的页面。',
          queue: {
            usdt_recharge: 'USDT 充值',
            usdt_withdrawal: 'USDT 提现',
            fiat_withdrawal: '法币提现',
            kyc: '商户认证',
          },
        },
      },
      menu: {
        platformReviews: '审核',
        platformAccounts: '商户与用户',
        platformContent: '内容与客服',
        platformAdministration: '平台管理',
      },
    },
  },
  zh_Hant: {
    kassa: {
      platform: {
        title: 'Kassa 平台後台',
        userMenu: '%{name}，%{role}，用戶選單',
        signIn: '以平台員工身份登入',
        roles: { reviewer: '審核員', support: '客服', admin: '管理員' },
        enrolAccount: '平台員工 %{username}，%{role}',
        home: {
          welcome: '已登入：%{name}，%{role}。',
          queues: '待審核',
          open: '打開佇列',
          noQueues: '您的角色無需審核：選單列出了您可以打開的頁面。',
          queue: {
            usdt_recharge: 'USDT 充值',
            usdt_withdrawal: 'USDT 提現',
            fiat_withdrawal: '法幣提現',
            kyc: '商戶認證',
          },
        },
      },
      menu: {
        platformReviews: '審核',
        platformAccounts: '商戶與用戶',
        platformContent: '內容與客服',
        platformAdministration: '平台管理',
      },
    },
  },
  vi: {
    kassa: {
      platform: {
        title: 'Bảng điều khiển nền tảng Kassa',
        userMenu: '%{name}, %{role}, menu người dùng',
        signIn: 'Đăng nhập với tư cách nhân viên nền tảng',
        roles: { reviewer: 'Người duyệt', support: 'Hỗ trợ', admin: 'Quản trị viên' },
        enrolAccount: 'Nhân viên %{username}, %{role}',
        home: {
          welcome: 'Đã đăng nhập: %{name}, %{role}.',
          queues: 'Đang chờ duyệt',
          open: 'Mở hàng đợi',
          noQueues: 'Vai trò của bạn không duyệt yêu cầu: menu liệt kê những trang bạn có thể mở.',
          queue: {
            usdt_recharge: 'Nạp USDT',
            usdt_withdrawal: 'Rút USDT',
            fiat_withdrawal: 'Rút tiền pháp định',
            kyc: 'Xác minh thương nhân',
          },
        },
      },
      menu: {
        platformReviews: 'Duyệt',
        platformAccounts: 'Thương nhân và người dùng',
        platformContent: 'Nội dung và hỗ trợ',
        platformAdministration: 'Quản trị',
      },
    },
  },
});
