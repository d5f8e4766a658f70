import { createContext, useContext } from 'react';
import { defineMessages, type Messages } from '../../openapi/i18n/define';
import { interpolate } from '../../openapi/i18n/interpolate';
import { apiLanguageOf, defaultLanguageSetting, intlLocaleOf, isLanguageSetting, type ApiLanguage, type LanguageSetting } from '../../openapi/i18n/languages';
import { validationMessages } from '../../openapi/i18n/validation';

/*
 * What the payer's pages (the hosted checkout and the wallet app) say alike, all four languages side by side: the
 * compiler refuses a language that misses or adds a key (defineMessages). Each page adds its own dictionary
 * (src/checkout/i18n.ts, src/wallet/i18n.ts); the validation messages of spec section 5 come from the contract
 * (kassa.validation.*), so the pages and the server say the same thing. Placeholders use `%{name}`.
 */
export const payerMessages = defineMessages({
  en: {
    payer: {
      language: 'Language',
      login: {
        title: 'Log in to your wallet',
        username: 'Username',
        password: 'Password',
        submit: 'Log in',
        submitting: 'Logging in…',
      },
      slider: {
        label: 'Slide to verify',
        instruction: 'Slide the bar to the right end',
        valueText: '%{value} percent',
        verifying: 'Verifying…',
        passed: 'Verified',
        failed: 'Verification failed, please slide again',
      },
      identity: {
        incomplete: 'Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.',
        goAuthenticate: 'Go to authenticate',
        title: 'Identity authentication',
        stepOf: 'Step %{current} of %{total}',
        stepIdentity: 'Identity Verification',
        stepCard: 'Link Bank Card',
        stepPassword: 'Set Payment Password',
        realName: 'Real name',
        idNumber: 'ID number',
        phone: 'Phone number',
        sendCode: 'Send code',
        resendIn: 'Resend in %{seconds} s',
        codeSent: 'The verification code has been sent',
        code: 'Verification code',
        email: 'Email',
        bankCard: 'Bank card number',
        submit: 'Submit',
        paymentPassword: 'Payment password (6 digits)',
        confirmPassword: 'Enter the payment password again',
        confirm: 'Confirm',
        done: 'Verification complete. You can pay now.',
      },
      pay: {
        title: 'Confirm payment',
        account: 'Wallet account',
        from: 'Paid from',
        rewardFirst: 'Reward points are used first, then the available balance.',
        reward: 'Reward points',
        available: 'Available balance',
        balance: 'Balance %{amount}',
        useReward: 'Use reward balance',
        total: 'Total',
        insufficient: 'Insufficient balance',
        password: 'Payment password',
        passwordHint: 'Enter your 6-digit payment password',
        submit: 'Pay %{amount}',
        paying: 'Paying…',
        locked: 'Too many wrong payment passwords. Paying is locked until %{time}.',
        withPasskey: 'Pay with passkey',
        orPassword: 'or use your payment password',
        passkeyCancelled: 'No passkey was used. Try again, or pay with your payment password.',
        passkeyAlready: 'This device already holds a passkey of yours.',
        passkeyFailed: 'This browser could not use a passkey here. Pay with your payment password.',
      },
      shell: {
        offline: 'You are offline. Nothing is sent until the connection is back.',
        crashed: 'This page stopped working. Reload it to see where things stand.',
        reload: 'Reload',
      },
      errors: {
        network: 'Network error, please check your connection and try again',
        sessionExpired: 'Your login has expired, please log in again',
        unknown: 'Something went wrong, please try again',
      },
    },
  },
  zh_Hans: {
    payer: {
      language: '语言',
      login: {
        title: '登录钱包',
        username: '用户名',
        password: '密码',
        submit: '登录',
        submitting: '正在登录…',
      },
      slider: {
        label: '滑动验证',
        instruction: '请将滑块拖到最右端',
        valueText: '百分之 %{value}',
        verifying: '正在验证…',
        passed: '验证通过',
        failed: '验证失败，请重新滑动',
      },
      identity: {
        incomplete: '认证未完成（身份认证、绑定银行卡、设置支付密码），请完成认证流程。',
        goAuthenticate: '去认证',
        title: '身份认证',
        stepOf: '第 %{current} 步，共 %{total} 步',
        stepIdentity: '身份认证',
        stepCard: '绑定银行卡',
        stepPassword: '设置支付密码',
        realName: '真实姓名',
        idNumber: '证件号码',
        phone: '手机号',
        sendCode: '发送验证码',
        resendIn: '%{seconds} 秒后重新发送',
        codeSent: '验证码已发送',
        code: '验证码',
        email: '邮箱',
        bankCard: '银行卡号',
        submit: '提交',
        paymentPassword: '支付密码（6 位数字）',
        confirmPassword: '再次输入支付密码',
        confirm: '确认',
        done: '认证已完成，现在可以支付。',
      },
      pay: {
        title: '确认支付',
        account: '钱包账户',
        from: '扣款来源',
        rewardFirst: '优先使用奖励积分，再使用可用余额。',
        reward: '奖励积分',
        available: '可用余额',
        balance: '余额 %{amount}',
        useReward: '使用奖励余额',
        total: '合计',
        insufficient: '余额不足',
        password: '支付密码',
        passwordHint: '请输入 6 位数字支付密码',
        submit: '支付 %{amount}',
        paying: '正在支付…',
        locked: '支付密码错误次数过多，支付已锁定至 %{time}。',
        withPasskey: '使用通行密钥支付',
        orPassword: '或使用支付密码',
        passkeyCancelled: '未使用通行密钥。请重试，或使用支付密码支付。',
        passkeyAlready: '此设备上已有您的通行密钥。',
        passkeyFailed: '此浏览器无法在此使用通行密钥，请使用支付密码支付。',
      },
      shell: {
        offline: '您已离线。恢复网络前不会发送任何内容。',
        crashed: '此页面出错了。请重新加载，查看当前状态。',
        reload: '重新加载',
      },
      errors: {
        network: '网络错误，请检查网络后重试',
        sessionExpired: '登录已过期，请重新登录',
        unknown: '出错了，请重试',
      },
    },
  },
  zh_Hant: {
    payer: {
      language: '語言',
      login: {
        title: '登入錢包',
        username: '用戶名',
        password: '密碼',
        submit: '登入',
        submitting: '正在登入…',
      },
      slider: {
        label: '滑動驗證',
        instruction: '請將滑塊拖到最右端',
        valueText: '百分之 %{value}',
        verifying: '正在驗證…',
        passed: '驗證通過',
        failed: '驗證失敗，請重新滑動',
      },
      identity: {
        incomplete: '認證未完成（身分認證、綁定銀行卡、設定支付密碼），請完成認證流程。',
        goAuthenticate: '去認證',
        title: '身分認證',
        stepOf: '第 %{current} 步，共 %{total} 步',
        stepIdentity: '身分認證',
        stepCard: '綁定銀行卡',
        stepPassword: '設定支付密碼',
        realName: '真實姓名',
        idNumber: '證件號碼',
        phone: '手機號碼',
        sendCode: '發送驗證碼',
        resendIn: '%{seconds} 秒後重新發送',
        codeSent: '驗證碼已發送',
        code: '驗證碼',
        email: '電子郵件',
        bankCard: '銀行卡號',
        submit: '提交',
        paymentPassword: '支付密碼（6 位數字）',
        confirmPassword: '再次輸入支付密碼',
        confirm: '確認',
        done: '認證已完成，現在可以支付。',
      },
      pay: {
        title: '確認支付',
        account: '錢包帳戶',
        from: '扣款來源',
        rewardFirst: '優先使用獎勵積分，再使用可用餘額。',
        reward: '獎勵積分',
        available: '可用餘額',
        balance: '餘額 %{amount}',
        useReward: '使用獎勵餘額',
        total: '合計',
        insufficient: '餘額不足',
        password: '支付密碼',
        passwordHint: '請輸入 6 位數字支付密碼',
        submit: '支付 %{amount}',
        paying: '正在支付…',
        locked: '支付密碼錯誤次數過多，支付已鎖定至 %{time}。',
        withPasskey: '使用通行密鑰支付',
        orPassword: '或使用支付密碼',
        passkeyCancelled: '未使用通行密鑰。請重試，或使用支付密碼支付。',
        passkeyAlready: '此裝置上已有您的通行密鑰。',
        passkeyFailed: '此瀏覽器無法在此使用通行密鑰，請使用支付密碼支付。',
      },
      shell: {
        offline: '您已離線。恢復網路前不會傳送任何內容。',
        crashed: '此頁面出錯了。請重新載入，查看目前狀態。',
        reload: '重新載入',
      },
      errors: {
        network: '網路錯誤，請檢查網路後重試',
        sessionExpired: '登入已過期，請重新登入',
        unknown: '發生錯誤，請重試',
      },
    },
  },
  vi: {
    payer: {
      language: 'Ngôn ngữ',
      login: {
        title: 'Đăng nhập ví của bạn',
        username: 'Tên người dùng',
        password: 'Mật khẩu',
        submit: 'Đăng nhập',
        submitting: 'Đang đăng nhập…',
      },
      slider: {
        label: 'Trượt để xác minh',
        instruction: 'Kéo thanh trượt sang hết bên phải',
        valueText: '%{value} phần trăm',
        verifying: 'Đang xác minh…',
        passed: 'Đã xác minh',
        failed: 'Xác minh thất bại, vui lòng trượt lại',
      },
      identity: {
        incomplete: 'Xác minh chưa hoàn tất (Xác minh danh tính, Liên kết thẻ ngân hàng, Đặt mật khẩu thanh toán). Vui lòng hoàn tất quy trình.',
        goAuthenticate: 'Đi xác minh',
        title: 'Xác thực danh tính',
        stepOf: 'Bước %{current} / %{total}',
        stepIdentity: 'Xác minh danh tính',
        stepCard: 'Liên kết thẻ ngân hàng',
        stepPassword: 'Đặt mật khẩu thanh toán',
        realName: 'Họ tên thật',
        idNumber: 'Số giấy tờ tùy thân',
        phone: 'Số điện thoại',
        sendCode: 'Gửi mã',
        resendIn: 'Gửi lại sau %{seconds} giây',
        codeSent: 'Đã gửi mã xác minh',
        code: 'Mã xác minh',
        email: 'Email',
        bankCard: 'Số thẻ ngân hàng',
        submit: 'Gửi',
        paymentPassword: 'Mật khẩu thanh toán (6 chữ số)',
        confirmPassword: 'Nhập lại mật khẩu thanh toán',
        confirm: 'Xác nhận',
        done: 'Đã xác minh xong. Bạn có thể thanh toán ngay.',
      },
      pay: {
        title: 'Xác nhận thanh toán',
        account: 'Tài khoản ví',
        from: 'Trừ tiền từ',
        rewardFirst: 'Điểm thưởng được dùng trước, sau đó đến số dư khả dụng.',
        reward: 'Điểm thưởng',
        available: 'Số dư khả dụng',
        balance: 'Số dư %{amount}',
        useReward: 'Dùng số dư thưởng',
        total: 'Tổng cộng',
        insufficient: 'Số dư không đủ',
        password: 'Mật khẩu thanh toán',
        passwordHint: 'Nhập mật khẩu thanh toán 6 chữ số',
        submit: 'Thanh toán %{amount}',
        paying: 'Đang thanh toán…',
        locked: 'Nhập sai mật khẩu thanh toán quá nhiều lần. Thanh toán bị khóa đến %{time}.',
        withPasskey: 'Thanh toán bằng khóa truy cập',
        orPassword: 'hoặc dùng mật khẩu thanh toán',
        passkeyCancelled: 'Chưa dùng khóa truy cập nào. Hãy thử lại hoặc thanh toán bằng mật khẩu thanh toán.',
        passkeyAlready: 'Thiết bị này đã có khóa truy cập của bạn.',
        passkeyFailed: 'Trình duyệt này không thể dùng khóa truy cập tại đây. Hãy thanh toán bằng mật khẩu thanh toán.',
      },
      shell: {
        offline: 'Bạn đang ngoại tuyến. Không có gì được gửi cho đến khi có kết nối trở lại.',
        crashed: 'Trang này đã gặp lỗi. Hãy tải lại để xem tình trạng hiện tại.',
        reload: 'Tải lại',
      },
      errors: {
        network: 'Lỗi mạng, vui lòng kiểm tra kết nối và thử lại',
        sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
        unknown: 'Đã xảy ra lỗi, vui lòng thử lại',
      },
    },
  },
});

export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key a shared piece (field, slider, payment summary, toasts) can show: these words and the contract's validation messages. */
export type PayerKey = Leaves<(typeof payerMessages)['en']> | Leaves<(typeof validationMessages)['en']>;

/** One page's dictionaries, each in the four languages. */
export type Dictionaries = readonly Record<ApiLanguage, Messages>[];

function lookup(dictionary: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key` in the language of `setting` from a page's own words, these shared ones and the contract's
 * validation messages, with `%{name}` filled; English when a language lacks it, the key when no one has it.
 */
export function translateFrom(own: Dictionaries, setting: LanguageSetting, key: string, args?: Record<string, unknown>): string {
  const dictionaries = [...own, payerMessages as Record<ApiLanguage, Messages>, validationMessages as Record<ApiLanguage, Messages>];
  const language = apiLanguageOf(setting);
  let template: string | undefined;
  for (const dictionary of dictionaries) template ??= lookup(dictionary[language], key);
  for (const dictionary of dictionaries) template ??= lookup(dictionary.en, key);
  return interpolate(template ?? key, args);
}

/** A browser language tag as a stored setting (us, zh-cn, zh-hant-cn, vi), or null for another language. */
function fromBrowserLanguage(tag: string): LanguageSetting | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-hant-cn' : 'zh-cn';
  if (lower.startsWith('vi')) return 'vi';
  if (lower.startsWith('en')) return 'us';
  return null;
}

/** The language of the page: `?lang=` (us, zh-cn, zh-hant-cn, vi), then the browser's languages in order, then en-US. */
export function detectLanguage(search: string, browserLanguages: readonly string[]): LanguageSetting {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguageSetting(requested)) return requested;
  for (const tag of browserLanguages) {
    const setting = fromBrowserLanguage(tag);
    if (setting) return setting;
  }
  return defaultLanguageSetting;
}

/** The browser's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The `lang` attribute of <html> for each setting. */
export const htmlLang: Record<LanguageSetting, string> = { us: 'en', 'zh-cn': 'zh-Hans', 'zh-hant-cn': 'zh-Hant', vi: 'vi' };

export interface I18n<Key extends string = PayerKey> {
  language: LanguageSetting;
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  t: (key: Key, args?: Record<string, unknown>) => string;
  setLanguage: (language: LanguageSetting) => void;
}

export function makeI18n<Key extends string>(own: Dictionaries, language: LanguageSetting, setLanguage: (language: LanguageSetting) => void): I18n<Key> {
  return { language, locale: intlLocaleOf(language), t: (key, args) => translateFrom(own, language, key, args), setLanguage };
}

/**
 * One context for both pages: each page provides its own words, the shared pieces read theirs through it (every
 * page's dictionary includes them). Typed by no key here: each page's hook names its own keys.
 */
export const I18nContext = createContext<I18n<never>>(makeI18n([], defaultLanguageSetting, () => undefined));

/** The words of the shared pieces. */
export const usePayerI18n = () => useContext(I18nContext) as I18n<PayerKey>;

/** A date and time in the payer's locale and the device's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}
