import { createContext, useContext } from 'react';
import { defineMessages, type Messages } from '../../openapi/i18n/define';
import { interpolate } from '../../openapi/i18n/interpolate';
import { apiLanguageOf, defaultLanguageSetting, intlLocaleOf, isLanguageSetting, type LanguageSetting } from '../../openapi/i18n/languages';
import { validationMessages } from '../../openapi/i18n/validation';

/*
 * The hosted checkout's own words, all four languages side by side: the compiler refuses a language that
 * misses or adds a key (defineMessages). The validation messages of spec section 5 come from the contract
 * (kassa.validation.*), so the page and the server say the same thing. Placeholders use `%{name}`.
 */
export const checkoutMessages = defineMessages({
  en: {
    checkout: {
      pageTitle: 'Checkout',
      language: 'Language',
      loading: 'Loading the order…',
      header: {
        title: 'Your order',
        merchant: 'Merchant',
        amount: 'Amount to pay',
        timeLeft: 'Time left to pay',
        expired: 'The payment time has passed',
      },
      landing: {
        webTitle: 'Web payment',
        appTitle: 'App payment',
        choose: 'Choose how to pay',
        qr: 'Scan QR code',
        qrHint: 'Scan with the wallet app',
        app: 'Open wallet app',
        appHint: 'Pay in the wallet app on this device',
        login: 'Log in to wallet account',
        loginHint: 'Pay with your wallet username and password',
        another: 'Choose another way',
        close: 'Close',
      },
      qr: {
        title: 'Scan to pay',
        instructions: 'Open the wallet app and scan this QR code to pay.',
        alt: 'QR code of this order for the wallet app',
        save: 'Save QR code image',
        saved: 'The QR code image has been saved',
        waiting: 'Waiting for the scan…',
      },
      openApp: {
        title: 'Open the wallet app',
        opening: 'Opening the wallet app…',
        open: 'Open wallet app',
        failed: 'Unable to open application',
        failedHint: 'Please save the QR code, then scan it in the wallet app to pay.',
      },
      scanned: {
        title: 'Scan successful',
        body: 'Please confirm the payment in the wallet app.',
      },
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
      },
      success: {
        title: 'Payment successful',
        amount: 'Amount paid',
        order: 'Order number',
        redirect: 'Returning to the merchant in %{seconds} s',
        returnNow: 'Return to merchant now',
        back: 'Back to merchant',
      },
      timeout: {
        title: 'Sorry, your transaction has failed due to timeout',
        body: 'The latest payment time for your order was %{time}. It has now expired, and the transaction is closed.',
      },
      cancelled: {
        title: 'This order has been closed',
        body: 'The merchant closed this order. No payment was made.',
      },
      notFound: {
        title: 'Order not found',
        body: 'Please check the payment link, or ask the merchant for a new one.',
      },
      loadFailed: 'The order could not be loaded.',
      retry: 'Try again',
      abandon: {
        question: 'Are you sure you want to abandon the payment?',
        abandon: 'Abandon',
        continue: 'Continue',
      },
      errors: {
        network: 'Network error, please check your connection and try again',
        sessionExpired: 'Your login has expired, please log in again',
        unknown: 'Something went wrong, please try again',
      },
    },
  },
  zh_Hans: {
    checkout: {
      pageTitle: '收银台',
      language: '语言',
      loading: '正在加载订单…',
      header: {
        title: '您的订单',
        merchant: '商户',
        amount: '应付金额',
        timeLeft: '剩余支付时间',
        expired: '支付时间已过',
      },
      landing: {
        webTitle: '网页支付',
        appTitle: 'App 支付',
        choose: '选择支付方式',
        qr: '扫码支付',
        qrHint: '使用钱包 App 扫一扫',
        app: '打开钱包 App',
        appHint: '在本设备的钱包 App 中支付',
        login: '登录钱包账户',
        loginHint: '使用钱包用户名和密码支付',
        another: '选择其他方式',
        close: '关闭',
      },
      qr: {
        title: '扫码支付',
        instructions: '打开钱包 App，扫描此二维码完成支付。',
        alt: '本订单的钱包 App 支付二维码',
        save: '保存二维码图片',
        saved: '二维码图片已保存',
        waiting: '等待扫码…',
      },
      openApp: {
        title: '打开钱包 App',
        opening: '正在打开钱包 App…',
        open: '打开钱包 App',
        failed: '无法打开应用',
        failedHint: '请保存二维码，然后在钱包 App 中扫码支付。',
      },
      scanned: {
        title: '扫码成功',
        body: '请在钱包 App 中确认支付。',
      },
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
      },
      success: {
        title: '支付成功',
        amount: '支付金额',
        order: '订单号',
        redirect: '%{seconds} 秒后返回商户',
        returnNow: '立即返回商户',
        back: '返回商户',
      },
      timeout: {
        title: '抱歉，您的交易因超时已失败',
        body: '您的订单最晚支付时间为 %{time}。订单已过期，交易已关闭。',
      },
      cancelled: {
        title: '订单已关闭',
        body: '商户已关闭此订单，未发生扣款。',
      },
      notFound: {
        title: '订单不存在',
        body: '请检查支付链接，或向商户索取新的链接。',
      },
      loadFailed: '订单加载失败。',
      retry: '重试',
      abandon: {
        question: '确定要放弃本次支付吗？',
        abandon: '放弃',
        continue: '继续支付',
      },
      errors: {
        network: '网络错误，请检查网络后重试',
        sessionExpired: '登录已过期，请重新登录',
        unknown: '出错了，请重试',
      },
    },
  },
  zh_Hant: {
    checkout: {
      pageTitle: '收銀台',
      language: '語言',
      loading: '正在載入訂單…',
      header: {
        title: '您的訂單',
        merchant: '商戶',
        amount: '應付金額',
        timeLeft: '剩餘支付時間',
        expired: '支付時間已過',
      },
      landing: {
        webTitle: '網頁支付',
        appTitle: 'App 支付',
        choose: '選擇支付方式',
        qr: '掃碼支付',
        qrHint: '使用錢包 App 掃一掃',
        app: '開啟錢包 App',
        appHint: '在本裝置的錢包 App 中支付',
        login: '登入錢包帳戶',
        loginHint: '使用錢包用戶名和密碼支付',
        another: '選擇其他方式',
        close: '關閉',
      },
      qr: {
        title: '掃碼支付',
        instructions: '開啟錢包 App，掃描此 QR 碼完成支付。',
        alt: '本訂單的錢包 App 支付 QR 碼',
        save: '儲存 QR 碼圖片',
        saved: 'QR 碼圖片已儲存',
        waiting: '等待掃碼…',
      },
      openApp: {
        title: '開啟錢包 App',
        opening: '正在開啟錢包 App…',
        open: '開啟錢包 App',
        failed: '無法開啟應用程式',
        failedHint: '請儲存 QR 碼，然後在錢包 App 中掃碼支付。',
      },
      scanned: {
        title: '掃碼成功',
        body: '請在錢包 App 中確認支付。',
      },
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
      },
      success: {
        title: '支付成功',
        amount: '支付金額',
        order: '訂單號',
        redirect: '%{seconds} 秒後返回商戶',
        returnNow: '立即返回商戶',
        back: '返回商戶',
      },
      timeout: {
        title: '抱歉，您的交易因逾時已失敗',
        body: '您的訂單最晚支付時間為 %{time}。訂單已過期，交易已關閉。',
      },
      cancelled: {
        title: '訂單已關閉',
        body: '商戶已關閉此訂單，未發生扣款。',
      },
      notFound: {
        title: '訂單不存在',
        body: '請檢查支付連結，或向商戶索取新的連結。',
      },
      loadFailed: '訂單載入失敗。',
      retry: '重試',
      abandon: {
        question: '確定要放棄本次支付嗎？',
        abandon: '放棄',
        continue: '繼續支付',
      },
      errors: {
        network: '網路錯誤，請檢查網路後重試',
        sessionExpired: '登入已過期，請重新登入',
        unknown: '發生錯誤，請重試',
      },
    },
  },
  vi: {
    checkout: {
      pageTitle: 'Thanh toán',
      language: 'Ngôn ngữ',
      loading: 'Đang tải đơn hàng…',
      header: {
        title: 'Đơn hàng của bạn',
        merchant: 'Người bán',
        amount: 'Số tiền cần trả',
        timeLeft: 'Thời gian còn lại để thanh toán',
        expired: 'Đã quá thời hạn thanh toán',
      },
      landing: {
        webTitle: 'Thanh toán trên web',
        appTitle: 'Thanh toán qua ứng dụng',
        choose: 'Chọn cách thanh toán',
        qr: 'Quét mã QR',
        qrHint: 'Quét bằng ứng dụng ví',
        app: 'Mở ứng dụng ví',
        appHint: 'Thanh toán trong ứng dụng ví trên thiết bị này',
        login: 'Đăng nhập tài khoản ví',
        loginHint: 'Thanh toán bằng tên người dùng và mật khẩu ví',
        another: 'Chọn cách khác',
        close: 'Đóng',
      },
      qr: {
        title: 'Quét để thanh toán',
        instructions: 'Mở ứng dụng ví và quét mã QR này để thanh toán.',
        alt: 'Mã QR của đơn hàng này cho ứng dụng ví',
        save: 'Lưu ảnh mã QR',
        saved: 'Đã lưu ảnh mã QR',
        waiting: 'Đang chờ quét mã…',
      },
      openApp: {
        title: 'Mở ứng dụng ví',
        opening: 'Đang mở ứng dụng ví…',
        open: 'Mở ứng dụng ví',
        failed: 'Không thể mở ứng dụng',
        failedHint: 'Vui lòng lưu mã QR, sau đó quét mã trong ứng dụng ví để thanh toán.',
      },
      scanned: {
        title: 'Quét mã thành công',
        body: 'Vui lòng xác nhận thanh toán trong ứng dụng ví.',
      },
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
      },
      success: {
        title: 'Thanh toán thành công',
        amount: 'Số tiền đã trả',
        order: 'Mã đơn hàng',
        redirect: 'Quay lại trang người bán sau %{seconds} giây',
        returnNow: 'Quay lại người bán ngay',
        back: 'Quay lại người bán',
      },
      timeout: {
        title: 'Rất tiếc, giao dịch của bạn đã thất bại do hết thời gian',
        body: 'Thời hạn thanh toán muộn nhất của đơn hàng là %{time}. Đơn hàng đã hết hạn và giao dịch đã đóng.',
      },
      cancelled: {
        title: 'Đơn hàng đã đóng',
        body: 'Người bán đã đóng đơn hàng này. Không có khoản thanh toán nào được thực hiện.',
      },
      notFound: {
        title: 'Không tìm thấy đơn hàng',
        body: 'Vui lòng kiểm tra liên kết thanh toán hoặc yêu cầu người bán gửi liên kết mới.',
      },
      loadFailed: 'Không tải được đơn hàng.',
      retry: 'Thử lại',
      abandon: {
        question: 'Bạn có chắc muốn hủy bỏ thanh toán không?',
        abandon: 'Hủy bỏ',
        continue: 'Tiếp tục',
      },
      errors: {
        network: 'Lỗi mạng, vui lòng kiểm tra kết nối và thử lại',
        sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
        unknown: 'Đã xảy ra lỗi, vui lòng thử lại',
      },
    },
  },
});

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key the checkout can show: its own words and the contract's validation messages. */
export type CheckoutKey = Leaves<(typeof checkoutMessages)['en']> | Leaves<(typeof validationMessages)['en']>;

export type Translate = (key: CheckoutKey, args?: Record<string, unknown>) => string;

function lookup(dictionary: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in the language of `setting`, with `%{name}` filled; English when a language lacks it, the key when no one has it. */
export function translate(setting: LanguageSetting, key: string, args?: Record<string, unknown>): string {
  const language = apiLanguageOf(setting);
  const template =
    lookup(checkoutMessages[language] as Messages, key) ??
    lookup(validationMessages[language] as Messages, key) ??
    lookup(checkoutMessages.en as Messages, key) ??
    lookup(validationMessages.en as Messages, key) ??
    key;
  return interpolate(template, args);
}

/** `?lang=` spellings: the stored settings (us, zh-cn, zh-hant-cn, vi). */
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

export interface I18n {
  language: LanguageSetting;
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  t: Translate;
  setLanguage: (language: LanguageSetting) => void;
}

export function makeI18n(language: LanguageSetting, setLanguage: (language: LanguageSetting) => void): I18n {
  return { language, locale: intlLocaleOf(language), t: (key, args) => translate(language, key, args), setLanguage };
}

export const I18nContext = createContext<I18n>(makeI18n(defaultLanguageSetting, () => undefined));

export const useI18n = () => useContext(I18nContext);

/** A date and time in the payer's locale and the device's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}
