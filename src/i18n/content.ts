import { defineMessages } from '../../openapi/i18n/define';

/**
 * The content pages (user agreement, privacy policy, legal statement, about), the app bar's user menu that leads to
 * them and to the help center and announcements, and the login page's footer. The documents' own words
 * come from the server in the caller's language.
 */
export const contentMessages = defineMessages({
  en: {
    kassa: {
      content: {
        documents: { user_agreement: 'User agreement', privacy_policy: 'Privacy policy', legal_statement: 'Legal statement', about: 'About' },
        version: 'Version %{version}, effective %{date}',
        versionLabel: 'Version',
        versionOption: 'Version %{version} (%{date})',
        latest: 'latest',
        older: 'You are reading an older version. The latest is version %{version}.',
        backToConsole: 'Back to the console',
        backToLogin: 'Back to sign-in',
        footer: 'Legal',
      },
      userMenu: { helpCenter: 'Help center', announcements: 'Announcements', language: 'Language' },
    },
  },
  zh_Hans: {
    kassa: {
      content: {
        documents: { user_agreement: '用户协议', privacy_policy: '隐私政策', legal_statement: '法律声明', about: '关于' },
        version: '第 %{version} 版，%{date} 起生效',
        versionLabel: '版本',
        versionOption: '第 %{version} 版（%{date}）',
        latest: '最新',
        older: '您正在阅读旧版本。最新版本为第 %{version} 版。',
        backToConsole: '返回后台',
        backToLogin: '返回登录',
        footer: '法律信息',
      },
      userMenu: { helpCenter: '帮助中心', announcements: '公告', language: '语言' },
    },
  },
  zh_Hant: {
    kassa: {
      content: {
        documents: { user_agreement: '用戶協議', privacy_policy: '隱私政策', legal_statement: '法律聲明', about: '關於' },
        version: '第 %{version} 版，%{date} 起生效',
        versionLabel: '版本',
        versionOption: '第 %{version} 版（%{date}）',
        latest: '最新',
        older: '您正在閱讀舊版本。最新版本為第 %{version} 版。',
        backToConsole: '返回後台',
        backToLogin: '返回登錄',
        footer: '法律資訊',
      },
      userMenu: { helpCenter: '幫助中心', announcements: '公告', language: '語言' },
    },
  },
  vi: {
    kassa: {
      content: {
        documents: { user_agreement: 'Thỏa thuận người dùng', privacy_policy: 'Chính sách quyền riêng tư', legal_statement: 'Tuyên bố pháp lý', about: 'Giới thiệu' },
        version: 'Phiên bản %{version}, hiệu lực từ %{date}',
        versionLabel: 'Phiên bản',
        versionOption: 'Phiên bản %{version} (%{date})',
        latest: 'mới nhất',
        older: 'Bạn đang đọc một phiên bản cũ. Phiên bản mới nhất là %{version}.',
        backToConsole: 'Quay lại bảng điều khiển',
        backToLogin: 'Quay lại đăng nhập',
        footer: 'Pháp lý',
      },
      userMenu: { helpCenter: 'Trung tâm trợ giúp', announcements: 'Thông báo', language: 'Ngôn ngữ' },
    },
  },
});
