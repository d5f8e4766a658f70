import { useContext } from 'react';
import { defineMessages } from '../../openapi/i18n/define';
import type { LanguageSetting } from '../../openapi/i18n/languages';
import { I18nContext, makeI18n as makePayerI18n, translateFrom, type I18n, type Leaves, type PayerKey } from '../payer/i18n';

/*
 * The hosted checkout's own words, all four languages side by side: the compiler refuses a language that
 * misses or adds a key (defineMessages). What it says like the wallet app (sign-in, slider, identity, payment,
 * errors) is in src/payer/i18n.ts, with the contract's validation messages. Placeholders use `%{name}`.
 */
export const checkoutMessages = defineMessages({
  en: {
    checkout: {
      pageTitle: 'Checkout',
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
    },
  },
  zh_Hans: {
    checkout: {
      pageTitle: '收银台',
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
    },
  },
  zh_Hant: {
    checkout: {
      pageTitle: '收銀台',
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
    },
  },
  vi: {
    checkout: {
      pageTitle: 'Thanh toán',
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
    },
  },
});

/** Every key the checkout can show: its own words, the shared payer words and the contract's validation messages. */
export type CheckoutKey = Leaves<(typeof checkoutMessages)['en']> | PayerKey;

export type Translate = (key: CheckoutKey, args?: Record<string, unknown>) => string;

const own = [checkoutMessages] as const;

/** The text of `key` in the language of `setting`, with `%{name}` filled; English when a language lacks it, the key when no one has it. */
export function translate(setting: LanguageSetting, key: string, args?: Record<string, unknown>): string {
  return translateFrom(own, setting, key, args);
}

export function makeI18n(language: LanguageSetting, setLanguage: (language: LanguageSetting) => void): I18n<CheckoutKey> {
  return makePayerI18n<CheckoutKey>(own, language, setLanguage);
}

export const useI18n = () => useContext(I18nContext) as I18n<CheckoutKey>;

export { detectLanguage, formatDateTime, I18nContext } from '../payer/i18n';
