import { defineMessages } from '../../openapi/i18n/define';

/**
 * The console's frame: title, the menu's group titles, login, not-found and restricted pages, switchers. The titles
 * of the menu's pages come with their declarations (a record type's labels, a bespoke page's `definePage`).
 */
export const shellMessages = defineMessages({
  en: {
    kassa: {
      app: { title: 'Kassa merchant console', language: 'Language', theme: 'Day/night mode', userMenu: '%{name}, user menu', languageButton: 'Language: %{name}' },
      menu: {
        system: 'System management',
      },
      login: {
        title: 'Sign in to your merchant account',
        username: 'Username',
        password: 'Password',
        google_code: 'Authenticator code',
        google_code_help: 'The 6-digit code from your authenticator app',
        submit: 'Sign in',
        enrolled: 'Your password and authenticator are set. Sign in with them.',
        passkey: 'Sign in with a passkey',
        orPassword: 'or with your password and authenticator code',
      },
      notFound: {
        title: 'Page not found',
        text: 'The address %{path} does not lead to any page of the console.',
        back: 'Back to the dashboard',
      },
      restricted: {
        title: 'Access restricted',
        text: 'Your account cannot use the console from here. If you think this is a mistake, contact support.',
        ip: 'Your IP address: %{ip}',
        back: 'Back to sign in',
      },
    },
  },
  zh_Hans: {
    kassa: {
      app: { title: 'Kassa 商户后台', language: '语言', theme: '日间/夜间模式', userMenu: '%{name}，用户菜单', languageButton: '语言：%{name}' },
      menu: {
        system: '系统管理',
      },
      login: {
        title: '登录商户账户',
        username: '用户名',
        password: '密码',
        google_code: '谷歌验证码',
        google_code_help: '身份验证器应用中的 6 位验证码',
        submit: '登录',
        enrolled: '密码和验证器已设置，请用它们登录。',
        passkey: '使用通行密钥登录',
        orPassword: '或使用密码和验证码登录',
      },
      notFound: {
        title: '页面不存在',
        text: '地址 %{path} 不对应后台的任何页面。',
        back: '返回数据面板',
      },
      restricted: {
        title: '访问受限',
        text: '您的账户无法从此处使用后台。如有疑问，请联系客服。',
        ip: '您的 IP 地址：%{ip}',
        back: '返回登录',
      },
    },
  },
  zh_Hant: {
    kassa: {
      app: { title: 'Kassa 商戶後台', language: '語言', theme: '日間/夜間模式', userMenu: '%{name}，用戶選單', languageButton: '語言：%{name}' },
      menu: {
        system: '系統管理',
      },
      login: {
        title: '登入商戶帳戶',
        username: '用戶名',
        password: '密碼',
        google_code: '谷歌驗證碼',
        google_code_help: '身份驗證器應用中的 6 位驗證碼',
        submit: '登入',
        enrolled: '密碼和驗證器已設定，請用它們登入。',
        passkey: '使用通行密鑰登入',
        orPassword: '或使用密碼和驗證碼登入',
      },
      notFound: {
        title: '頁面不存在',
        text: '地址 %{path} 不對應後台的任何頁面。',
        back: '返回資料面板',
      },
      restricted: {
        title: '訪問受限',
        text: '您的帳戶無法從此處使用後台。如有疑問，請聯繫客服。',
        ip: '您的 IP 地址：%{ip}',
        back: '返回登入',
      },
    },
  },
  vi: {
    kassa: {
      app: { title: 'Bảng điều khiển thương nhân Kassa', language: 'Ngôn ngữ', theme: 'Chế độ ngày/đêm', userMenu: '%{name}, menu người dùng', languageButton: 'Ngôn ngữ: %{name}' },
      menu: {
        system: 'Quản lý hệ thống',
      },
      login: {
        title: 'Đăng nhập tài khoản thương nhân',
        username: 'Tên đăng nhập',
        password: 'Mật khẩu',
        google_code: 'Mã xác thực',
        google_code_help: 'Mã 6 chữ số trong ứng dụng xác thực của bạn',
        submit: 'Đăng nhập',
        enrolled: 'Đã đặt mật khẩu và trình xác thực. Hãy đăng nhập bằng chúng.',
        passkey: 'Đăng nhập bằng khóa truy cập',
        orPassword: 'hoặc bằng mật khẩu và mã xác thực',
      },
      notFound: {
        title: 'Không tìm thấy trang',
        text: 'Địa chỉ %{path} không dẫn đến trang nào của bảng điều khiển.',
        back: 'Quay lại bảng điều khiển',
      },
      restricted: {
        title: 'Truy cập bị hạn chế',
        text: 'Tài khoản của bạn không thể dùng bảng điều khiển từ đây. Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ bộ phận hỗ trợ.',
        ip: 'Địa chỉ IP của bạn: %{ip}',
        back: 'Quay lại đăng nhập',
      },
    },
  },
});
