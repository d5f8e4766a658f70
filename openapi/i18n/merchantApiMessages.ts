import { defineMessages } from './define';

/**
 * What the server says about the merchant order API, its signatures and webhooks (keys kassa.server.*, beside
 * those of serverMessages.ts), in the caller's language.
 */
export const merchantApiMessages = defineMessages({
  en: {
    kassa: {
      server: {
        signatureMissing: 'Sign the call: the headers X-Access-Key, X-Timestamp, X-Nonce and X-Signature are all required.',
        timestampInvalid: 'X-Timestamp must be the Unix time in seconds.',
        timestampStale: 'X-Timestamp is more than %{seconds} seconds away from the server’s clock. Check your clock and sign the call again.',
        nonceInvalid: 'X-Nonce must be 16 to 64 characters of letters, digits, - or _.',
        nonceReplayed: 'This X-Nonce was already used. Every call needs a new one.',
        signatureInvalid: 'The signature does not match. Sign timestamp, nonce, POST, the path and the raw body, joined by newlines, with your secret key.',
        accessKeyUnknown: 'This access key does not exist or has been revoked.',
        apiIpNotAllowed: 'Calls from %{ip} are not in this API key’s IP permission.',
        orderNoReused: 'The order number %{merchant_order_no} is already used for an order with other details.',
        apiOrderNotFound: 'This order does not exist or is not yours.',
        orderAlreadyPaid: 'This order is already paid, so it can no longer be closed.',
        orderNotPayable: 'This order can no longer be paid (it is %{status}).',
        orderExpired: 'The payment time of this order has passed.',
        accessKeyRequired: 'Create an API key first: webhooks are signed with its webhook secret.',
        webhookUrlRequired: 'Set a webhook endpoint first.',
        webhookUrlPrivate: 'Webhooks cannot go to a private, loopback or link-local address.',
        deliveryNotFound: 'This webhook event does not exist or is not yours.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        signatureMissing: '请对请求签名：X-Access-Key、X-Timestamp、X-Nonce 和 X-Signature 请求头均为必填。',
        timestampInvalid: 'X-Timestamp 必须是以秒为单位的 Unix 时间。',
        timestampStale: 'X-Timestamp 与服务器时间相差超过 %{seconds} 秒。请校准时钟后重新签名。',
        nonceInvalid: 'X-Nonce 必须为 16 到 64 个字母、数字、- 或 _。',
        nonceReplayed: '该 X-Nonce 已被使用，每次请求都需要新的 X-Nonce。',
        signatureInvalid: '签名不匹配。请用密钥对时间戳、随机数、POST、路径和原始请求体（以换行连接）进行签名。',
        accessKeyUnknown: '该访问密钥不存在或已被撤销。',
        apiIpNotAllowed: '来自 %{ip} 的请求不在该 API 密钥的 IP 权限内。',
        orderNoReused: '订单号 %{merchant_order_no} 已被一个内容不同的订单使用。',
        apiOrderNotFound: '该订单不存在或不属于您。',
        orderAlreadyPaid: '该订单已支付，无法关闭。',
        orderNotPayable: '该订单已无法支付（状态：%{status}）。',
        orderExpired: '该订单的支付时间已过。',
        accessKeyRequired: '请先创建 API 密钥：Webhook 使用其 Webhook 密钥签名。',
        webhookUrlRequired: '请先设置 Webhook 地址。',
        webhookUrlPrivate: 'Webhook 不能发送到私有、回环或链路本地地址。',
        deliveryNotFound: '该 Webhook 事件不存在或不属于您。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        signatureMissing: '請對請求簽名：X-Access-Key、X-Timestamp、X-Nonce 和 X-Signature 請求標頭均為必填。',
        timestampInvalid: 'X-Timestamp 必須是以秒為單位的 Unix 時間。',
        timestampStale: 'X-Timestamp 與伺服器時間相差超過 %{seconds} 秒。請校準時鐘後重新簽名。',
        nonceInvalid: 'X-Nonce 必須為 16 到 64 個字母、數字、- 或 _。',
        nonceReplayed: '該 X-Nonce 已被使用，每次請求都需要新的 X-Nonce。',
        signatureInvalid: '簽名不符。請用密鑰對時間戳、隨機數、POST、路徑和原始請求內容（以換行連接）進行簽名。',
        accessKeyUnknown: '該存取金鑰不存在或已被撤銷。',
        apiIpNotAllowed: '來自 %{ip} 的請求不在該 API 金鑰的 IP 權限內。',
        orderNoReused: '訂單號 %{merchant_order_no} 已被一個內容不同的訂單使用。',
        apiOrderNotFound: '該訂單不存在或不屬於您。',
        orderAlreadyPaid: '該訂單已支付，無法關閉。',
        orderNotPayable: '該訂單已無法支付（狀態：%{status}）。',
        orderExpired: '該訂單的支付時間已過。',
        accessKeyRequired: '請先建立 API 金鑰：Webhook 使用其 Webhook 密鑰簽名。',
        webhookUrlRequired: '請先設定 Webhook 位址。',
        webhookUrlPrivate: 'Webhook 不能傳送到私有、迴路或鏈路本地位址。',
        deliveryNotFound: '該 Webhook 事件不存在或不屬於您。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        signatureMissing: 'Hãy ký yêu cầu: các header X-Access-Key, X-Timestamp, X-Nonce và X-Signature đều bắt buộc.',
        timestampInvalid: 'X-Timestamp phải là thời gian Unix tính bằng giây.',
        timestampStale: 'X-Timestamp lệch hơn %{seconds} giây so với đồng hồ máy chủ. Hãy chỉnh đồng hồ và ký lại yêu cầu.',
        nonceInvalid: 'X-Nonce phải gồm 16 đến 64 ký tự chữ, số, - hoặc _.',
        nonceReplayed: 'X-Nonce này đã được dùng. Mỗi yêu cầu cần một X-Nonce mới.',
        signatureInvalid: 'Chữ ký không khớp. Hãy ký timestamp, nonce, POST, đường dẫn và nội dung gốc, nối bằng dòng mới, bằng khóa bí mật.',
        accessKeyUnknown: 'Khóa truy cập này không tồn tại hoặc đã bị thu hồi.',
        apiIpNotAllowed: 'Yêu cầu từ %{ip} không nằm trong quyền IP của khóa API này.',
        orderNoReused: 'Mã đơn %{merchant_order_no} đã được dùng cho một đơn có nội dung khác.',
        apiOrderNotFound: 'Đơn hàng này không tồn tại hoặc không thuộc về bạn.',
        orderAlreadyPaid: 'Đơn hàng này đã được thanh toán nên không thể đóng.',
        orderNotPayable: 'Đơn hàng này không thể thanh toán nữa (trạng thái %{status}).',
        orderExpired: 'Đã quá thời hạn thanh toán của đơn hàng này.',
        accessKeyRequired: 'Hãy tạo khóa API trước: webhook được ký bằng khóa bí mật webhook của nó.',
        webhookUrlRequired: 'Hãy đặt địa chỉ webhook trước.',
        webhookUrlPrivate: 'Webhook không thể gửi tới địa chỉ riêng, loopback hoặc link-local.',
        deliveryNotFound: 'Sự kiện webhook này không tồn tại hoặc không thuộc về bạn.',
      },
    },
  },
});
