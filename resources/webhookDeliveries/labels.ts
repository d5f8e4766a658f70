import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `api/WebhookDeliveries` (react-admin's `resources.api/WebhookDeliveries`), in all four languages. */
export const webhookDeliveriesLabels = defineLabels({
  en: {
    name: 'Webhook delivery |||| Webhook delivery log',
    fields: {
      event_type: 'Event',
      order_id: 'Order or payout',
      url: 'URL',
      status: 'Status',
      attempts: 'Attempts',
      last_http_status: 'Last HTTP status',
      last_error: 'Last error',
      next_attempt_time: 'Next attempt',
      delivered_time: 'Delivered at',
      create_time: 'Created at',
      keyword: 'Event ID, order ID or payout ID',
    },
    actions: {
      resend: 'Resend',
    },
    messages: {
      resend: 'The event was sent again',
    },
    choices: {
      webhookDeliveryStatus: {
        pending: 'Pending',
        delivered: 'Delivered',
        failed: 'Failed',
      },
      webhookEventType: {
        order_paid: 'Order paid',
        order_cancelled: 'Order cancelled',
        order_expired: 'Order expired',
        payout_approved: 'Payout approved',
        payout_rejected: 'Payout rejected',
        payout_paid: 'Payout paid',
        test: 'Test event',
      },
    },
  },
  zh_Hans: {
    name: 'Webhook 投递 |||| Webhook 投递记录',
    fields: {
      event_type: '事件',
      order_id: '订单或代付',
      url: 'URL',
      status: '状态',
      attempts: '尝试次数',
      last_http_status: '最近 HTTP 状态码',
      last_error: '最近错误',
      next_attempt_time: '下次尝试',
      delivered_time: '送达时间',
      create_time: '创建时间',
      keyword: '事件 ID、订单 ID 或代付 ID',
    },
    actions: {
      resend: '重新发送',
    },
    messages: {
      resend: '事件已重新发送',
    },
    choices: {
      webhookDeliveryStatus: {
        pending: '待发送',
        delivered: '已送达',
        failed: '发送失败',
      },
      webhookEventType: {
        order_paid: '订单已支付',
        order_cancelled: '订单已取消',
        order_expired: '订单已过期',
        payout_approved: '代付已通过',
        payout_rejected: '代付已拒绝',
        payout_paid: '代付已到账',
        test: '测试事件',
      },
    },
  },
  zh_Hant: {
    name: 'Webhook 投遞 |||| Webhook 投遞記錄',
    fields: {
      event_type: '事件',
      order_id: '訂單或代付',
      url: 'URL',
      status: '狀態',
      attempts: '嘗試次數',
      last_http_status: '最近 HTTP 狀態碼',
      last_error: '最近錯誤',
      next_attempt_time: '下次嘗試',
      delivered_time: '送達時間',
      create_time: '建立時間',
      keyword: '事件 ID、訂單 ID 或代付 ID',
    },
    actions: {
      resend: '重新發送',
    },
    messages: {
      resend: '事件已重新發送',
    },
    choices: {
      webhookDeliveryStatus: {
        pending: '待發送',
        delivered: '已送達',
        failed: '發送失敗',
      },
      webhookEventType: {
        order_paid: '訂單已支付',
        order_cancelled: '訂單已取消',
        order_expired: '訂單已過期',
        payout_approved: '代付已通過',
        payout_rejected: '代付已拒絕',
        payout_paid: '代付已到賬',
        test: '測試事件',
      },
    },
  },
  vi: {
    name: 'Lần gửi webhook |||| Nhật ký gửi webhook',
    fields: {
      event_type: 'Sự kiện',
      order_id: 'Đơn hàng hoặc khoản chi trả',
      url: 'URL',
      status: 'Trạng thái',
      attempts: 'Số lần thử',
      last_http_status: 'Mã HTTP gần nhất',
      last_error: 'Lỗi gần nhất',
      next_attempt_time: 'Lần thử tiếp theo',
      delivered_time: 'Thời điểm gửi thành công',
      create_time: 'Thời điểm tạo',
      keyword: 'Mã sự kiện, đơn hoặc chi trả',
    },
    actions: {
      resend: 'Gửi lại',
    },
    messages: {
      resend: 'Sự kiện đã được gửi lại',
    },
    choices: {
      webhookDeliveryStatus: {
        pending: 'Đang chờ gửi',
        delivered: 'Đã gửi thành công',
        failed: 'Gửi thất bại',
      },
      webhookEventType: {
        order_paid: 'Đơn hàng đã thanh toán',
        order_cancelled: 'Đơn hàng đã hủy',
        order_expired: 'Đơn hàng đã hết hạn',
        payout_approved: 'Khoản chi trả đã được duyệt',
        payout_rejected: 'Khoản chi trả bị từ chối',
        payout_paid: 'Khoản chi trả đã đến ví',
        test: 'Sự kiện thử nghiệm',
      },
    },
  },
});
