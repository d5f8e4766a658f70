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
      source: 'Source',
      merchant_payout_no: 'Your payout ID',
      note: "Your server's note",
      order_status: 'Status',
      audit: 'Reviewer',
      remark: 'Rejection reason',
      create_time: 'Requested at',
      update_time: 'Updated at',
      keyword: 'Order, serial or payout number',
    },
    groups: {
      order: 'Order',
      origin: 'Where it came from',
      review: 'Review',
    },
    choices: {
      /** Who asked for the withdrawal. */
      source: {
        merchant_api: 'Your server (API)',
        wallet: "Payer's wallet",
      },
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: 'Automatic (review-free limit)',
      },
    },
    messages: {
      no_payout_no: 'None: the payer asked in the wallet',
      no_note: 'None',
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
      source: '来源',
      merchant_payout_no: '商户代付单号',
      note: '代付备注',
      order_status: '状态',
      audit: '审核人',
      remark: '拒绝原因',
      create_time: '申请时间',
      update_time: '更新时间',
      keyword: '订单号、流水号或代付单号',
    },
    groups: {
      order: '订单',
      origin: '申请来源',
      review: '审核',
    },
    choices: {
      /** Who asked for the withdrawal. */
      source: {
        merchant_api: '您的服务器（API）',
        wallet: '用户钱包',
      },
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: '自动（免审额度）',
      },
    },
    messages: {
      no_payout_no: '无：用户在钱包中申请',
      no_note: '无',
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
      source: '來源',
      merchant_payout_no: '商戶代付單號',
      note: '代付備註',
      order_status: '狀態',
      audit: '審核人',
      remark: '拒絕原因',
      create_time: '申請時間',
      update_time: '更新時間',
      keyword: '訂單號、流水號或代付單號',
    },
    groups: {
      order: '訂單',
      origin: '申請來源',
      review: '審核',
    },
    choices: {
      /** Who asked for the withdrawal. */
      source: {
        merchant_api: '您的伺服器（API）',
        wallet: '用戶錢包',
      },
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: '自動（免審額度）',
      },
    },
    messages: {
      no_payout_no: '無：用戶在錢包中申請',
      no_note: '無',
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
      source: 'Nguồn',
      merchant_payout_no: 'Mã chi trả của bạn',
      note: 'Ghi chú từ máy chủ của bạn',
      order_status: 'Trạng thái',
      audit: 'Người duyệt',
      remark: 'Lý do từ chối',
      create_time: 'Thời gian yêu cầu',
      update_time: 'Thời gian cập nhật',
      keyword: 'Mã đơn, sê-ri hoặc chi trả',
    },
    groups: {
      order: 'Đơn hàng',
      origin: 'Nguồn yêu cầu',
      review: 'Xét duyệt',
    },
    choices: {
      /** Who asked for the withdrawal. */
      source: {
        merchant_api: 'Máy chủ của bạn (API)',
        wallet: 'Ví của người dùng',
      },
      /** Who reviewed a user withdrawal, when it was no operator. */
      reviewer: {
        automatic: 'Tự động (hạn mức miễn duyệt)',
      },
    },
    messages: {
      no_payout_no: 'Không có: người dùng yêu cầu trong ví',
      no_note: 'Không có',
    },
  },
});
