import { defineMessages } from './define';

/** What the server says about merchants and wallet users changed by platform staff (keys kassa.server.platform*), in the caller's language. */
export const platformMerchantMessages = defineMessages({
  en: {
    kassa: {
      server: {
        platformMerchantNotFound: 'No merchant has the ID %{merchant}.',
        platformMerchantAlreadySuspended: 'Merchant %{merchant} is already suspended.',
        platformMerchantNotSuspended: 'Merchant %{merchant} is not suspended.',
        platformWalletUserAlreadySuspended: 'Wallet user %{uid} is already suspended.',
        platformWalletUserNotSuspended: 'Wallet user %{uid} is not suspended.',
        payerSuspended: 'This account is suspended. Please contact customer service.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        platformMerchantNotFound: '没有 ID 为 %{merchant} 的商户。',
        platformMerchantAlreadySuspended: '商户 %{merchant} 已被停用。',
        platformMerchantNotSuspended: '商户 %{merchant} 未被停用。',
        platformWalletUserAlreadySuspended: '钱包用户 %{uid} 已被停用。',
        platformWalletUserNotSuspended: '钱包用户 %{uid} 未被停用。',
        payerSuspended: '该账号已被停用，请联系客服。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        platformMerchantNotFound: '沒有 ID 為 %{merchant} 的商戶。',
        platformMerchantAlreadySuspended: '商戶 %{merchant} 已被停用。',
        platformMerchantNotSuspended: '商戶 %{merchant} 未被停用。',
        platformWalletUserAlreadySuspended: '錢包用戶 %{uid} 已被停用。',
        platformWalletUserNotSuspended: '錢包用戶 %{uid} 未被停用。',
        payerSuspended: '此帳號已被停用，請聯絡客服。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        platformMerchantNotFound: 'Không có thương nhân nào có ID %{merchant}.',
        platformMerchantAlreadySuspended: 'Thương nhân %{merchant} đã bị tạm ngưng.',
        platformMerchantNotSuspended: 'Thương nhân %{merchant} không bị tạm ngưng.',
        platformWalletUserAlreadySuspended: 'Người dùng ví %{uid} đã bị tạm ngưng.',
        platformWalletUserNotSuspended: 'Người dùng ví %{uid} không bị tạm ngưng.',
        payerSuspended: 'Tài khoản này đã bị tạm ngưng. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
      },
    },
  },
});
