import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `user/WithdrawalRecord` (react-admin's `resources.user/WithdrawalRecord`), in all four languages. */
export const withdrawalRecordsLabels = defineLabels({
  en: {
    name: 'User withdrawal records',
    menu: 'User withdrawal records',
    fields: {
      order_id: 'Order number',
      serial_number: 'Serial number',
      order_type: 'Order type',
      payment_id: 'User ID',
      nick: 'User name',
      coin_name: 'Currency',
      amount: 'Amount',
      handling_fee: 'Handling fee',
      settlement_amount: 'Settlement amount',
      order_status: 'Status',
      audit: 'Reviewer',
      remark: 'Rejection reason',
      create_time: 'Requested at',
      update_time: 'Updated at',
      keyword: 'Order or serial number',
    },
    groups: {
      order: 'Order',
      review: 'Review',
    },
    choices: {
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: 'Automatic (review-free limit)',
      },
    },
  },
  zh_Hans: {
    name: '用户提现记录',
    menu: '用户提现记录',
    fields: {
      order_id: '订单号',
      serial_number: '流水号',
      order_type: '订单类型',
      payment_id: '用户ID',
      nick: '用户昵称',
      coin_name: '币种',
      amount: '提现金额',
      handling_fee: '手续费',
      settlement_amount: '结算金额',
      order_status: '状态',
      audit: '审核人',
      remark: '拒绝原因',
      create_time: '申请时间',
      update_time: '更新时间',
      keyword: '订单号或流水号',
    },
    groups: {
      order: '订单',
      review: '审核',
    },
    choices: {
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: '自动（免审额度）',
      },
    },
  },
  zh_Hant: {
    name: '用戶提現記錄',
    menu: '用戶提現記錄',
    fields: {
      order_id: '訂單號',
      serial_number: '流水號',
      order_type: '訂單類型',
      payment_id: '用戶ID',
      nick: '用戶暱稱',
      coin_name: '幣種',
      amount: '提現金額',
      handling_fee: '手續費',
      settlement_amount: '結算金額',
      order_status: '狀態',
      audit: '審核人',
      remark: '拒絕原因',
      create_time: '申請時間',
      update_time: '更新時間',
      keyword: '訂單號或流水號',
    },
    groups: {
      order: '訂單',
      review: '審核',
    },
    choices: {
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: '自動（免審額度）',
      },
    },
  },
  vi: {
    name: 'Lịch sử rút tiền của người dùng',
    menu: 'Lịch sử rút tiền của người dùng',
    fields: {
      order_id: 'Mã đơn',
      serial_number: 'Số sê-ri',
      order_type: 'Loại đơn',
      payment_id: 'ID người dùng',
      nick: 'Tên người dùng',
      coin_name: 'Tiền tệ',
      amount: 'Số tiền rút',
      handling_fee: 'Phí xử lý',
      settlement_amount: 'Số tiền quyết toán',
      order_status: 'Trạng thái',
      audit: 'Người duyệt',
      remark: 'Lý do từ chối',
      create_time: 'Thời gian yêu cầu',
      update_time: 'Thời gian cập nhật',
      keyword: 'Mã đơn hoặc số sê-ri',
    },
    groups: {
      order: 'Đơn hàng',
      review: 'Xét duyệt',
    },
    choices: {
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: 'Tự động (hạn mức miễn duyệt)',
      },
    },
  },
});
