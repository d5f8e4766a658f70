import { defineMessages } from './define';

/**
 * What the server says to a payer in their wallet (keys kassa.server.wallet*, beside those of serverMessages.ts and
 * checkoutMessages.ts, which the wallet shares where the words are the same), in the caller's language.
 */
export const walletMessages = defineMessages({
  en: {
    kassa: {
      server: {
        walletTokenMissing: 'Please sign in to your wallet first: the X-Wallet-Token header is missing.',
        walletSessionExpired: 'Your wallet session has expired or was ended. Please sign in again.',
        walletCodeNotOrder: 'This code is not an order of this service. Scan the QR code shown on the payment page.',
        walletCodeNotMerchant: 'This code is not a merchant’s receiving code of this service.',
        walletMerchantNotFound: 'No merchant has the ID %{merchant_id}.',
        walletMerchantNoCoin: 'The merchant %{merchant} does not take %{coin} payments now.',
        walletMerchantUnavailable: 'This merchant cannot take payments or withdrawal requests at the moment.',
        walletMerchantCannotPay: 'The merchant cannot pay out this amount at the moment. Try a smaller amount or ask the merchant.',
        walletPhoneAlreadyVerified: 'Your phone number is already verified.',
        walletPaymentPasswordNotSet: 'You have no payment password yet. Set one first.',
        walletWithdrawalDailyCap:
          'This merchant accepts withdrawal requests of at most %{cap} %{coin} a day from one payer. You can still ask for %{left} %{coin} today.',
        walletClaimsClosed: 'This merchant does not take withdrawal requests in %{coin} from the wallet. Ask the merchant to pay you out from its own app or site.',
        walletNothingToClaim: 'You have nothing to withdraw from this merchant in %{coin}: it pays back only what you paid it in the last %{days} days, less your earlier requests.',
        walletClaimExceeded: 'You can withdraw at most %{left} %{coin} from this merchant.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        walletTokenMissing: '请先登录钱包：缺少 X-Wallet-Token 请求头。',
        walletSessionExpired: '您的钱包登录已过期或已结束，请重新登录。',
        walletCodeNotOrder: '该二维码不是本服务的订单，请扫描支付页面上的二维码。',
        walletCodeNotMerchant: '该二维码不是本服务商户的收款码。',
        walletMerchantNotFound: '没有商户 ID 为 %{merchant_id} 的商户。',
        walletMerchantNoCoin: '商户 %{merchant} 目前不接受 %{coin} 付款。',
        walletMerchantUnavailable: '该商户暂时无法收款或受理提现申请。',
        walletMerchantCannotPay: '该商户暂时无法支付这笔金额，请减少金额或联系商户。',
        walletPhoneAlreadyVerified: '您的手机号已验证。',
        walletPaymentPasswordNotSet: '您还没有支付密码，请先设置。',
        walletWithdrawalDailyCap: '该商户每天最多接受同一用户 %{cap} %{coin} 的提现申请。您今天还可申请 %{left} %{coin}。',
        walletClaimsClosed: '该商户不接受钱包发起的 %{coin} 提现申请。请通过商户自己的应用或网站申请付款。',
        walletNothingToClaim: '您在该商户没有可提现的 %{coin}：商户只退还您最近 %{days} 天内向其支付的金额，并扣除您之前的申请。',
        walletClaimExceeded: '您最多可从该商户提现 %{left} %{coin}。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        walletTokenMissing: '請先登入錢包：缺少 X-Wallet-Token 請求標頭。',
        walletSessionExpired: '您的錢包登入已過期或已結束，請重新登入。',
        walletCodeNotOrder: '該二維碼不是本服務的訂單，請掃描支付頁面上的二維碼。',
        walletCodeNotMerchant: '該二維碼不是本服務商戶的收款碼。',
        walletMerchantNotFound: '沒有商戶 ID 為 %{merchant_id} 的商戶。',
        walletMerchantNoCoin: '商戶 %{merchant} 目前不接受 %{coin} 付款。',
        walletMerchantUnavailable: '該商戶暫時無法收款或受理提現申請。',
        walletMerchantCannotPay: '該商戶暫時無法支付這筆金額，請減少金額或聯絡商戶。',
        walletPhoneAlreadyVerified: '您的手機號碼已驗證。',
        walletPaymentPasswordNotSet: '您還沒有支付密碼，請先設定。',
        walletWithdrawalDailyCap: '該商戶每天最多接受同一用戶 %{cap} %{coin} 的提現申請。您今天還可申請 %{left} %{coin}。',
        walletClaimsClosed: '該商戶不接受錢包發起的 %{coin} 提現申請。請透過商戶自己的應用程式或網站申請付款。',
        walletNothingToClaim: '您在該商戶沒有可提現的 %{coin}：商戶只退還您最近 %{days} 天內向其支付的金額，並扣除您之前的申請。',
        walletClaimExceeded: '您最多可從該商戶提現 %{left} %{coin}。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        walletTokenMissing: 'Vui lòng đăng nhập ví trước: thiếu header X-Wallet-Token.',
        walletSessionExpired: 'Phiên đăng nhập ví đã hết hạn hoặc đã kết thúc. Vui lòng đăng nhập lại.',
        walletCodeNotOrder: 'Mã này không phải là đơn hàng của dịch vụ này. Hãy quét mã QR trên trang thanh toán.',
        walletCodeNotMerchant: 'Mã này không phải là mã nhận tiền của người bán trên dịch vụ này.',
        walletMerchantNotFound: 'Không có người bán nào có ID %{merchant_id}.',
        walletMerchantNoCoin: 'Người bán %{merchant} hiện không nhận thanh toán bằng %{coin}.',
        walletMerchantUnavailable: 'Người bán này hiện không thể nhận thanh toán hoặc yêu cầu rút tiền.',
        walletMerchantCannotPay: 'Người bán hiện không thể chi trả số tiền này. Hãy thử số tiền nhỏ hơn hoặc liên hệ người bán.',
        walletPhoneAlreadyVerified: 'Số điện thoại của bạn đã được xác minh.',
        walletPaymentPasswordNotSet: 'Bạn chưa có mật khẩu thanh toán. Hãy đặt mật khẩu trước.',
        walletWithdrawalDailyCap:
          'Người bán này chỉ nhận yêu cầu rút tối đa %{cap} %{coin} mỗi ngày từ một người dùng. Hôm nay bạn còn có thể yêu cầu %{left} %{coin}.',
        walletClaimsClosed: 'Người bán này không nhận yêu cầu rút %{coin} từ ví. Hãy đề nghị người bán chi trả qua ứng dụng hoặc trang web của họ.',
        walletNothingToClaim: 'Bạn không có %{coin} nào để rút từ người bán này: người bán chỉ hoàn lại số tiền bạn đã trả trong %{days} ngày qua, trừ các yêu cầu trước đó.',
        walletClaimExceeded: 'Bạn chỉ có thể rút tối đa %{left} %{coin} từ người bán này.',
      },
    },
  },
});
