import { defineMessages } from '../../openapi/i18n/define';

/**
 * API management (`/api/ManagementIndex`), a bespoke page of System management: the API key, its show-once
 * secrets, the webhook settings. Its field labels live under the resource name of its path, like the record
 * screens' (resources/<file>.i18n.ts); the delivery log below it has its own words in resources/webhookDeliveries.i18n.ts.
 * The KYC refusal is the contract's `kassa.server.apiKycRequired`, the same words the server answers.
 */
export const apiManagementMessages = defineMessages({
  en: {
    resources: {
      'api/ManagementIndex': {
        name: 'API management',
        fields: {
          access_key: 'Access key',
          ip: 'IP permission',
          create_time: 'Created at',
          update_time: 'Updated at',
          google_code: 'Authenticator code',
          secret_key: 'Secret key',
          webhook_secret: 'Webhook signing secret',
          webhook_url: 'Default webhook URL',
        },
      },
    },
    kassa: {
      apiManagement: {
        docs: 'API reference',
        docsHint: 'opens in a new tab',
        key: {
          title: 'API key',
          intro: 'Your systems sign their calls to the merchant API with this key. Calls are accepted only from the addresses of its IP permission.',
          none: 'You have no API key yet. An account has one key.',
          create: 'Create API key',
          editIp: 'Edit IP permission',
          revoke: 'Revoke',
          ipHelp: 'One or more IPv4 or IPv6 addresses, separated by commas',
          codeHelp: 'The 6-digit code from your authenticator app',
          kycState: 'Your KYC state: %{state}.',
          goToAccount: 'Go to %{page}',
        },
        create: {
          title: 'Create an API key',
          intro: 'Only calls from these addresses will be accepted with the key.',
          submit: 'Create',
        },
        secrets: {
          title: 'Save your secrets now',
          warning:
            'These secrets are shown only this once and will not be shown again. Copy them to a safe place before you close this window. If you lose them, revoke the key and create a new one.',
          secretKeyHelp: 'Signs your calls to the merchant API.',
          webhookSecretHelp: 'Verifies the signature of the webhooks Kassa sends you.',
          copy: 'Copy',
          done: 'I have saved them, close',
        },
        edit: {
          title: 'Edit the IP permission',
          submit: 'Save',
        },
        revoke: {
          title: 'Revoke the API key?',
          consequence:
            'Calls signed with the key %{access_key} will be refused at once, from every address. This cannot be undone: a new key comes with new secrets, which every system that calls the API must be given.',
          submit: 'Revoke the key',
          done: 'The API key was revoked',
        },
        webhook: {
          title: 'Webhooks',
          intro: 'Kassa sends order events (paid, cancelled, expired) to this URL for orders created without a notify_url.',
          needsKey: 'Create an API key first: the webhook settings belong to it.',
          none: 'No default webhook URL is set.',
          save: 'Save',
          clear: 'Clear',
          clearTitle: 'Clear the default webhook URL?',
          clearContent: 'Orders created without a notify_url will no longer send webhooks.',
          cleared: 'The default webhook URL was cleared',
          test: 'Send test event',
          testNeedsUrl: 'Set a default webhook URL to send a test event.',
          testDelivered: 'The test event was delivered',
          testNotDelivered: 'The test event was sent but not delivered yet. Its attempts are in the delivery log below.',
        },
      },
    },
  },
  zh_Hans: {
    resources: {
      'api/ManagementIndex': {
        name: 'API管理',
        fields: {
          access_key: '访问密钥（Access key）',
          ip: 'IP 权限',
          create_time: '创建时间',
          update_time: '更新时间',
          google_code: '身份验证器验证码',
          secret_key: '签名密钥（Secret key）',
          webhook_secret: 'Webhook 签名密钥',
          webhook_url: '默认 Webhook 地址',
        },
      },
    },
    kassa: {
      apiManagement: {
        docs: 'API 参考文档',
        docsHint: '在新标签页中打开',
        key: {
          title: 'API 密钥',
          intro: '您的系统使用此密钥对商户 API 的调用进行签名。只接受来自其 IP 权限中地址的调用。',
          none: '您还没有 API 密钥。每个账户可以有一个密钥。',
          create: '创建 API 密钥',
          editIp: '修改 IP 权限',
          revoke: '吊销',
          ipHelp: '一个或多个 IPv4 或 IPv6 地址，用英文逗号分隔',
          codeHelp: '身份验证器应用中的 6 位验证码',
          kycState: '您的 KYC 状态：%{state}。',
          goToAccount: '前往%{page}',
        },
        create: {
          title: '创建 API 密钥',
          intro: '只有来自这些地址的调用才会被接受。',
          submit: '创建',
        },
        secrets: {
          title: '请立即保存您的密钥',
          warning: '这些密钥只显示这一次，之后不会再显示。关闭此窗口前，请将它们复制到安全的地方。如果丢失，请吊销此密钥并创建新密钥。',
          secretKeyHelp: '用于对商户 API 的调用进行签名。',
          webhookSecretHelp: '用于验证 Kassa 发送给您的 Webhook 的签名。',
          copy: '复制',
          done: '我已保存，关闭',
        },
        edit: {
          title: '修改 IP 权限',
          submit: '保存',
        },
        revoke: {
          title: '确定吊销 API 密钥？',
          consequence: '使用密钥 %{access_key} 签名的调用将立即被拒绝，无论来自哪个地址。此操作无法撤销：新密钥会带有新的密钥信息，所有调用 API 的系统都需要更新。',
          submit: '吊销密钥',
          done: 'API 密钥已吊销',
        },
        webhook: {
          title: 'Webhook',
          intro: '对于创建时未提供 notify_url 的订单，Kassa 会将订单事件（已支付、已取消、已过期）发送到此地址。',
          needsKey: '请先创建 API 密钥：Webhook 设置属于该密钥。',
          none: '尚未设置默认 Webhook 地址。',
          save: '保存',
          clear: '清除',
          clearTitle: '确定清除默认 Webhook 地址？',
          clearContent: '创建时未提供 notify_url 的订单将不再发送 Webhook。',
          cleared: '默认 Webhook 地址已清除',
          test: '发送测试事件',
          testNeedsUrl: '设置默认 Webhook 地址后才能发送测试事件。',
          testDelivered: '测试事件已送达',
          testNotDelivered: '测试事件已发送，但尚未送达。其尝试记录见下方的投递记录。',
        },
      },
    },
  },
  zh_Hant: {
    resources: {
      'api/ManagementIndex': {
        name: 'API管理',
        fields: {
          access_key: '存取金鑰（Access key）',
          ip: 'IP 權限',
          create_time: '建立時間',
          update_time: '更新時間',
          google_code: '身份驗證器驗證碼',
          secret_key: '簽名密鑰（Secret key）',
          webhook_secret: 'Webhook 簽名密鑰',
          webhook_url: '預設 Webhook 位址',
        },
      },
    },
    kassa: {
      apiManagement: {
        docs: 'API 參考文件',
        docsHint: '在新分頁中開啟',
        key: {
          title: 'API 金鑰',
          intro: '您的系統使用此金鑰對商戶 API 的呼叫進行簽名。只接受來自其 IP 權限中位址的呼叫。',
          none: '您還沒有 API 金鑰。每個帳戶可以有一個金鑰。',
          create: '建立 API 金鑰',
          editIp: '修改 IP 權限',
          revoke: '撤銷',
          ipHelp: '一個或多個 IPv4 或 IPv6 位址，以英文逗號分隔',
          codeHelp: '身份驗證器應用中的 6 位驗證碼',
          kycState: '您的 KYC 狀態：%{state}。',
          goToAccount: '前往%{page}',
        },
        create: {
          title: '建立 API 金鑰',
          intro: '只有來自這些位址的呼叫才會被接受。',
          submit: '建立',
        },
        secrets: {
          title: '請立即保存您的密鑰',
          warning: '這些密鑰只顯示這一次，之後不會再顯示。關閉此視窗前，請將它們複製到安全的地方。如果遺失，請撤銷此金鑰並建立新金鑰。',
          secretKeyHelp: '用於對商戶 API 的呼叫進行簽名。',
          webhookSecretHelp: '用於驗證 Kassa 傳送給您的 Webhook 的簽名。',
          copy: '複製',
          done: '我已保存，關閉',
        },
        edit: {
          title: '修改 IP 權限',
          submit: '儲存',
        },
        revoke: {
          title: '確定撤銷 API 金鑰？',
          consequence: '使用金鑰 %{access_key} 簽名的呼叫將立即被拒絕，無論來自哪個位址。此操作無法復原：新金鑰會帶有新的密鑰，所有呼叫 API 的系統都需要更新。',
          submit: '撤銷金鑰',
          done: 'API 金鑰已撤銷',
        },
        webhook: {
          title: 'Webhook',
          intro: '對於建立時未提供 notify_url 的訂單，Kassa 會將訂單事件（已支付、已取消、已過期）傳送到此位址。',
          needsKey: '請先建立 API 金鑰：Webhook 設定屬於該金鑰。',
          none: '尚未設定預設 Webhook 位址。',
          save: '儲存',
          clear: '清除',
          clearTitle: '確定清除預設 Webhook 位址？',
          clearContent: '建立時未提供 notify_url 的訂單將不再傳送 Webhook。',
          cleared: '預設 Webhook 位址已清除',
          test: '傳送測試事件',
          testNeedsUrl: '設定預設 Webhook 位址後才能傳送測試事件。',
          testDelivered: '測試事件已送達',
          testNotDelivered: '測試事件已傳送，但尚未送達。其嘗試記錄見下方的投遞記錄。',
        },
      },
    },
  },
  vi: {
    resources: {
      'api/ManagementIndex': {
        name: 'Quản lý API',
        fields: {
          access_key: 'Khóa truy cập (Access key)',
          ip: 'Quyền IP',
          create_time: 'Thời điểm tạo',
          update_time: 'Thời điểm cập nhật',
          google_code: 'Mã xác thực',
          secret_key: 'Khóa bí mật (Secret key)',
          webhook_secret: 'Khóa ký webhook',
          webhook_url: 'URL webhook mặc định',
        },
      },
    },
    kassa: {
      apiManagement: {
        docs: 'Tài liệu tham khảo API',
        docsHint: 'mở trong thẻ mới',
        key: {
          title: 'Khóa API',
          intro: 'Hệ thống của bạn ký các lệnh gọi API thương nhân bằng khóa này. Chỉ các lệnh gọi từ những địa chỉ trong quyền IP của nó được chấp nhận.',
          none: 'Bạn chưa có khóa API. Mỗi tài khoản có một khóa.',
          create: 'Tạo khóa API',
          editIp: 'Sửa quyền IP',
          revoke: 'Thu hồi',
          ipHelp: 'Một hoặc nhiều địa chỉ IPv4 hoặc IPv6, cách nhau bằng dấu phẩy',
          codeHelp: 'Mã 6 chữ số từ ứng dụng xác thực của bạn',
          kycState: 'Trạng thái KYC của bạn: %{state}.',
          goToAccount: 'Đi tới %{page}',
        },
        create: {
          title: 'Tạo khóa API',
          intro: 'Chỉ các lệnh gọi từ những địa chỉ này mới được chấp nhận với khóa.',
          submit: 'Tạo',
        },
        secrets: {
          title: 'Hãy lưu các khóa bí mật ngay bây giờ',
          warning:
            'Các khóa bí mật này chỉ hiển thị một lần này và sẽ không hiển thị lại. Hãy sao chép chúng vào nơi an toàn trước khi đóng cửa sổ này. Nếu làm mất, hãy thu hồi khóa và tạo khóa mới.',
          secretKeyHelp: 'Dùng để ký các lệnh gọi API thương nhân của bạn.',
          webhookSecretHelp: 'Dùng để xác minh chữ ký của các webhook Kassa gửi cho bạn.',
          copy: 'Sao chép',
          done: 'Tôi đã lưu, đóng',
        },
        edit: {
          title: 'Sửa quyền IP',
          submit: 'Lưu',
        },
        revoke: {
          title: 'Thu hồi khóa API?',
          consequence:
            'Các lệnh gọi được ký bằng khóa %{access_key} sẽ bị từ chối ngay lập tức, từ mọi địa chỉ. Không thể hoàn tác: khóa mới đi kèm khóa bí mật mới, và mọi hệ thống gọi API đều phải được cập nhật.',
          submit: 'Thu hồi khóa',
          done: 'Khóa API đã bị thu hồi',
        },
        webhook: {
          title: 'Webhook',
          intro: 'Kassa gửi các sự kiện đơn hàng (đã thanh toán, đã hủy, đã hết hạn) tới URL này cho các đơn hàng được tạo mà không có notify_url.',
          needsKey: 'Hãy tạo khóa API trước: cài đặt webhook thuộc về khóa đó.',
          none: 'Chưa đặt URL webhook mặc định.',
          save: 'Lưu',
          clear: 'Xóa',
          clearTitle: 'Xóa URL webhook mặc định?',
          clearContent: 'Các đơn hàng được tạo mà không có notify_url sẽ không gửi webhook nữa.',
          cleared: 'Đã xóa URL webhook mặc định',
          test: 'Gửi sự kiện thử nghiệm',
          testNeedsUrl: 'Hãy đặt URL webhook mặc định để gửi sự kiện thử nghiệm.',
          testDelivered: 'Sự kiện thử nghiệm đã được gửi thành công',
          testNotDelivered: 'Sự kiện thử nghiệm đã được gửi nhưng chưa đến nơi. Các lần thử có trong nhật ký gửi bên dưới.',
        },
      },
    },
  },
});
