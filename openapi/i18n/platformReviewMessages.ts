import { defineMessages } from './define';

/** What the server says to staff about their reviews (keys kassa.server.review*), in the caller's language. */
export const platformReviewMessages = defineMessages({
  en: {
    kassa: {
      server: {
        reviewSameStaffTwice: 'You gave the first approval of order %{order}. The second approval must come from another staff member.',
        reviewIssuedByFirst: '%{first} made or reset your account at %{time} (UTC) and gave the first approval of order %{order}. Until %{until} (UTC), the second approval of their approvals must come from another staff member.',
        reviewTxidToSettle: 'Enter the TXID of the payout: this approval pays order %{order}.',
        reviewReferenceToSettle: 'Enter the payout reference: this approval pays order %{order}.',
        reviewDocumentNotFound: 'This file is not a document of verification submission %{id}.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        reviewSameStaffTwice: '订单 %{order} 的第一次批准由您给出，第二次批准必须由另一位员工给出。',
        reviewIssuedByFirst: '%{first} 于 %{time}（UTC）创建或重置了您的账户，并给出了订单 %{order} 的第一次批准。在 %{until}（UTC）之前，其批准的第二次批准必须由另一位员工给出。',
        reviewTxidToSettle: '请输入出款的交易哈希（TXID）：此次批准将支付订单 %{order}。',
        reviewReferenceToSettle: '请输入出款参考号：此次批准将支付订单 %{order}。',
        reviewDocumentNotFound: '此文件不是认证提交记录 %{id} 的材料。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        reviewSameStaffTwice: '訂單 %{order} 的第一次核准由您給出，第二次核准必須由另一位員工給出。',
        reviewIssuedByFirst: '%{first} 於 %{time}（UTC）建立或重設了您的帳戶，並給出了訂單 %{order} 的第一次核准。在 %{until}（UTC）之前，其核准的第二次核准必須由另一位員工給出。',
        reviewTxidToSettle: '請輸入出款的交易雜湊（TXID）：此次核准將支付訂單 %{order}。',
        reviewReferenceToSettle: '請輸入出款參考號：此次核准將支付訂單 %{order}。',
        reviewDocumentNotFound: '此檔案不是認證提交記錄 %{id} 的資料。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        reviewSameStaffTwice: 'Bạn đã phê duyệt lần thứ nhất cho lệnh %{order}. Lần phê duyệt thứ hai phải do một nhân viên khác thực hiện.',
        reviewIssuedByFirst: '%{first} đã tạo hoặc đặt lại tài khoản của bạn lúc %{time} (UTC) và đã phê duyệt lần thứ nhất cho lệnh %{order}. Đến %{until} (UTC), lần phê duyệt thứ hai cho các phê duyệt của họ phải do một nhân viên khác thực hiện.',
        reviewTxidToSettle: 'Hãy nhập TXID của khoản chi: lần phê duyệt này sẽ thanh toán lệnh %{order}.',
        reviewReferenceToSettle: 'Hãy nhập mã tham chiếu của khoản chi: lần phê duyệt này sẽ thanh toán lệnh %{order}.',
        reviewDocumentNotFound: 'Tệp này không phải là tài liệu của hồ sơ xác minh %{id}.',
      },
    },
  },
});
