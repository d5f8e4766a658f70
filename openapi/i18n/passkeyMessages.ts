import { defineMessages } from './define';

/** What the server says about passkeys (keys kassa.server.passkey*), in the caller's language. */
export const passkeyMessages = defineMessages({
  en: {
    kassa: {
      server: {
        passkeyUnavailable: 'Passkeys cannot be used on this server: its public address (KASSA_PUBLIC_URL) must be a domain name such as localhost or kassa.example.com, not an IP address.',
        passkeyChallengeInvalid: 'This passkey request has expired or was already used. Please try again.',
        passkeyNotVerified: 'This passkey could not be verified for this site. Please try again or use another passkey.',
        passkeyUserNotVerified: 'The passkey did not verify that it is you (PIN, fingerprint or face). Please try again and confirm it is you.',
        passkeySignInFailed: 'This passkey cannot sign in here. Use another passkey, or your password and authenticator code.',
        passkeyAlreadyRegistered: 'This passkey is already registered.',
        passkeyNotFound: 'No passkey of yours has the ID %{id}.',
        passkeyNoneYet: 'You have no passkey yet. Register one in Account and security first.',
        passkeyStaffNoneYet: 'You have no passkey yet. Register one in My account first.',
        passkeyRequiredForSignIn: 'This account signs in with a passkey only. Choose “Sign in with a passkey”.',
        passkeyRequiredForStepUp: 'This account confirms changes with a passkey, not a code: choose “Use a passkey”.',
        passkeyLastNeedsCode: 'Enter the code of your authenticator app to remove your last passkey.',
        passkeyNoneToRequire: 'Register a passkey of your own before requiring passkeys.',
        passkeyPayerNoneYet: 'You have no passkey for paying yet. Register one in the wallet under Account first.',
        passkeyOrPaymentPasswordRequired: 'Enter your payment password, or pay with a passkey.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        passkeyUnavailable: '此服务器无法使用通行密钥：其公开地址（KASSA_PUBLIC_URL）必须是域名，例如 localhost 或 kassa.example.com，而不是 IP 地址。',
        passkeyChallengeInvalid: '此通行密钥请求已过期或已被使用，请重试。',
        passkeyNotVerified: '无法为本网站验证此通行密钥，请重试或使用其他通行密钥。',
        passkeyUserNotVerified: '通行密钥未验证您的身份（PIN、指纹或面容），请重试并确认是您本人。',
        passkeySignInFailed: '此通行密钥无法在此登录。请使用其他通行密钥，或使用密码和验证码登录。',
        passkeyAlreadyRegistered: '此通行密钥已注册。',
        passkeyNotFound: '您没有 ID 为 %{id} 的通行密钥。',
        passkeyNoneYet: '您还没有通行密钥，请先在“账户与安全”中注册。',
        passkeyStaffNoneYet: '您还没有通行密钥，请先在“我的账户”中注册。',
        passkeyRequiredForSignIn: '此账户只能使用通行密钥登录，请选择“使用通行密钥登录”。',
        passkeyRequiredForStepUp: '此账户使用通行密钥而非验证码确认操作，请选择“使用通行密钥”。',
        passkeyLastNeedsCode: '移除最后一个通行密钥需要输入验证器应用中的验证码。',
        passkeyNoneToRequire: '要求使用通行密钥之前，请先注册您自己的通行密钥。',
        passkeyPayerNoneYet: '您还没有用于付款的通行密钥，请先在钱包的“账户”中注册。',
        passkeyOrPaymentPasswordRequired: '请输入支付密码，或使用通行密钥付款。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        passkeyUnavailable: '此伺服器無法使用通行密鑰：其公開位址（KASSA_PUBLIC_URL）必須是網域名稱，例如 localhost 或 kassa.example.com，而不是 IP 位址。',
        passkeyChallengeInvalid: '此通行密鑰請求已逾期或已被使用，請重試。',
        passkeyNotVerified: '無法為本網站驗證此通行密鑰，請重試或使用其他通行密鑰。',
        passkeyUserNotVerified: '通行密鑰未驗證您的身分（PIN、指紋或臉孔），請重試並確認是您本人。',
        passkeySignInFailed: '此通行密鑰無法在此登入。請使用其他通行密鑰，或使用密碼和驗證碼登入。',
        passkeyAlreadyRegistered: '此通行密鑰已註冊。',
        passkeyNotFound: '您沒有 ID 為 %{id} 的通行密鑰。',
        passkeyNoneYet: '您還沒有通行密鑰，請先在「帳戶與安全」中註冊。',
        passkeyStaffNoneYet: '您還沒有通行密鑰，請先在「我的帳戶」中註冊。',
        passkeyRequiredForSignIn: '此帳戶只能使用通行密鑰登入，請選擇「使用通行密鑰登入」。',
        passkeyRequiredForStepUp: '此帳戶使用通行密鑰而非驗證碼確認操作，請選擇「使用通行密鑰」。',
        passkeyLastNeedsCode: '移除最後一個通行密鑰需要輸入驗證器應用中的驗證碼。',
        passkeyNoneToRequire: '要求使用通行密鑰之前，請先註冊您自己的通行密鑰。',
        passkeyPayerNoneYet: '您還沒有用於付款的通行密鑰，請先在錢包的「帳戶」中註冊。',
        passkeyOrPaymentPasswordRequired: '請輸入支付密碼，或使用通行密鑰付款。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        passkeyUnavailable: 'Không thể dùng khóa truy cập trên máy chủ này: địa chỉ công khai (KASSA_PUBLIC_URL) phải là tên miền như localhost hoặc kassa.example.com, không phải địa chỉ IP.',
        passkeyChallengeInvalid: 'Yêu cầu khóa truy cập này đã hết hạn hoặc đã được dùng. Vui lòng thử lại.',
        passkeyNotVerified: 'Không thể xác minh khóa truy cập này cho trang web này. Vui lòng thử lại hoặc dùng khóa truy cập khác.',
        passkeyUserNotVerified: 'Khóa truy cập chưa xác minh đó là bạn (PIN, vân tay hoặc khuôn mặt). Vui lòng thử lại và xác nhận đó là bạn.',
        passkeySignInFailed: 'Khóa truy cập này không thể đăng nhập tại đây. Hãy dùng khóa truy cập khác, hoặc mật khẩu và mã xác thực.',
        passkeyAlreadyRegistered: 'Khóa truy cập này đã được đăng ký.',
        passkeyNotFound: 'Bạn không có khóa truy cập nào có ID %{id}.',
        passkeyNoneYet: 'Bạn chưa có khóa truy cập. Hãy đăng ký một khóa trong Tài khoản và bảo mật trước.',
        passkeyStaffNoneYet: 'Bạn chưa có khóa truy cập. Hãy đăng ký một khóa trong Tài khoản của tôi trước.',
        passkeyRequiredForSignIn: 'Tài khoản này chỉ đăng nhập bằng khóa truy cập. Hãy chọn “Đăng nhập bằng khóa truy cập”.',
        passkeyRequiredForStepUp: 'Tài khoản này xác nhận thay đổi bằng khóa truy cập, không phải mã: hãy chọn “Dùng khóa truy cập”.',
        passkeyLastNeedsCode: 'Nhập mã của ứng dụng xác thực để gỡ khóa truy cập cuối cùng của bạn.',
        passkeyNoneToRequire: 'Hãy đăng ký một khóa truy cập của riêng bạn trước khi yêu cầu khóa truy cập.',
        passkeyPayerNoneYet: 'Bạn chưa có khóa truy cập để thanh toán. Hãy đăng ký một khóa trong mục Tài khoản của ví trước.',
        passkeyOrPaymentPasswordRequired: 'Nhập mật khẩu thanh toán hoặc thanh toán bằng khóa truy cập.',
      },
    },
  },
});
