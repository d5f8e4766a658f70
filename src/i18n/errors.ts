import { defineMessages } from '../../openapi/i18n/define';

/**
 * Messages of the console data layer (spec section 8): what the user reads when a call fails
 * or the session ends. The HTTP client and the auth provider pass these keys to react-admin's
 * translator; a raw server `detail` is shown as is.
 */
export const errorMessages = defineMessages({
  en: {
    kassa: {
      errors: {
        network: 'Network error, please check your connection and try again',
        timeout: 'The server took too long to answer, please try again',
        noHealthyBase: 'The service cannot be reached right now, please try again later',
        http: 'The server answered with an error (HTTP %{status})',
        badResponse: 'The server sent an answer that could not be read',
        unknown: 'Something went wrong, please try again',
        loginRequired: 'Please log in to continue',
        sessionExpired: 'Your session has expired, please log in again',
        passkeyCancelled: 'No passkey was used: the request was cancelled or timed out.',
        passkeyAlreadyHere: 'This authenticator already holds a passkey of yours for this site.',
        passkeyFailed: 'This browser could not use a passkey here. Please try again, or use your authenticator code.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      errors: {
        network: '网络错误，请检查网络连接后重试',
        timeout: '服务器响应超时，请重试',
        noHealthyBase: '暂时无法连接服务，请稍后再试',
        http: '服务器返回错误（HTTP %{status}）',
        badResponse: '无法读取服务器的响应',
        unknown: '出现错误，请重试',
        loginRequired: '请先登录',
        sessionExpired: '登录已过期，请重新登录',
        passkeyCancelled: '未使用通行密钥：请求已取消或超时。',
        passkeyAlreadyHere: '此验证器中已有您在本网站的通行密钥。',
        passkeyFailed: '此浏览器无法在此使用通行密钥，请重试，或使用验证器的验证码。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      errors: {
        network: '網路錯誤，請檢查網路連線後重試',
        timeout: '伺服器回應逾時，請重試',
        noHealthyBase: '暫時無法連線服務，請稍後再試',
        http: '伺服器回傳錯誤（HTTP %{status}）',
        badResponse: '無法讀取伺服器的回應',
        unknown: '發生錯誤，請重試',
        loginRequired: '請先登入',
        sessionExpired: '登入已逾期，請重新登入',
        passkeyCancelled: '未使用通行密鑰：請求已取消或逾時。',
        passkeyAlreadyHere: '此驗證器中已有您在本網站的通行密鑰。',
        passkeyFailed: '此瀏覽器無法在此使用通行密鑰，請重試，或使用驗證器的驗證碼。',
      },
    },
  },
  vi: {
    kassa: {
      errors: {
        network: 'Lỗi mạng, vui lòng kiểm tra kết nối và thử lại',
        timeout: 'Máy chủ phản hồi quá lâu, vui lòng thử lại',
        noHealthyBase: 'Hiện không thể kết nối tới dịch vụ, vui lòng thử lại sau',
        http: 'Máy chủ trả về lỗi (HTTP %{status})',
        badResponse: 'Không đọc được phản hồi của máy chủ',
        unknown: 'Đã xảy ra lỗi, vui lòng thử lại',
        loginRequired: 'Vui lòng đăng nhập để tiếp tục',
        sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
        passkeyCancelled: 'Chưa dùng khóa truy cập nào: yêu cầu đã bị hủy hoặc hết thời gian.',
        passkeyAlreadyHere: 'Trình xác thực này đã có một khóa truy cập của bạn cho trang web này.',
        passkeyFailed: 'Trình duyệt này không thể dùng khóa truy cập tại đây. Vui lòng thử lại, hoặc dùng mã của trình xác thực.',
      },
    },
  },
});

type ErrorName = keyof (typeof errorMessages)['en']['kassa']['errors'];

/**
 * The full translation key of each message, for code that passes keys to the translator. The maintenance text
 * is the contract's (openapi/i18n/serverMessages.ts): the server answers code 511 with it too.
 */
export const errorKeys = {
  ...(Object.fromEntries(Object.keys(errorMessages.en.kassa.errors).map((name) => [name, `kassa.errors.${name}`])) as {
    [N in ErrorName]: `kassa.errors.${N}`;
  }),
  maintenance: 'kassa.errors.maintenance',
} as const;
