import { defineLabels } from '../src/resourceLayer/defineResource';

/** The words of `coin-withdraw/index` (react-admin's `resources.coin-withdraw/index`), in all four languages. */
export const fiatWithdrawalLabels = defineLabels({
  en: {
    name: 'Fiat withdrawal',
    fields: {
      order_no: 'Order number',
      status: 'Status',
      out_abbreviation: 'Debited currency',
      trade_count: 'Amount',
      abbreviation: 'Payout currency',
      currency_withdrawal_fee: 'Fee rate',
      fee: 'Fee',
      rate: 'Rate',
      count: 'Debited amount',
      payment_method_id: 'Payment method',
      create_time: 'Created at',
      audit_time: 'Reviewed at',
      remark: 'Rejection reason',
      keyword: 'Order number',
    },
    groups: {
      order: 'Order',
      amounts: 'Amounts',
    },
    page: {
      create: 'New fiat withdrawal request',
    },
    messages: {
      choose_method: 'Choose a payment method to see the currency and the minimum',
      currency: 'Paid out in %{coin}, minimum %{amount}',
      available: 'Available balance: %{amount}',
    },
  },
  zh_Hans: {
    name: '法币提现',
    fields: {
      order_no: '订单号',
      status: '状态',
      out_abbreviation: '扣款币种',
      trade_count: '提现金额',
      abbreviation: '出金币种',
      currency_withdrawal_fee: '手续费率',
      fee: '手续费',
      rate: '汇率',
      count: '扣款金额',
      payment_method_id: '收款方式',
      create_time: '创建时间',
      audit_time: '审核时间',
      remark: '拒绝原因',
      keyword: '订单号',
    },
    groups: {
      order: '订单',
      amounts: '金额',
    },
    page: {
      create: '新建法币提现申请',
    },
    messages: {
      choose_method: '请选择收款方式以显示币种和最低金额',
      currency: '以 %{coin} 出金，最低 %{amount}',
      available: '可用余额：%{amount}',
    },
  },
  zh_Hant: {
    name: '法幣提現',
    fields: {
      order_no: '訂單號',
      status: '狀態',
      out_abbreviation: '扣款幣種',
      trade_count: '提現金額',
      abbreviation: '出金幣種',
      currency_withdrawal_fee: '手續費率',
      fee: '手續費',
      rate: '匯率',
      count: '扣款金額',
      payment_method_id: '收款方式',
      create_time: '建立時間',
      audit_time: '審核時間',
      remark: '拒絕原因',
      keyword: '訂單號',
    },
    groups: {
      order: '訂單',
      amounts: '金額',
    },
    page: {
      create: '新建法幣提現申請',
    },
    messages: {
      choose_method: '請選擇收款方式以顯示幣種和最低金額',
      currency: '以 %{coin} 出金，最低 %{amount}',
      available: '可用餘額：%{amount}',
    },
  },
  vi: {
    name: 'Rút tiền pháp định',
    fields: {
      order_no: 'Mã đơn',
      status: 'Trạng thái',
      out_abbreviation: 'Tiền tệ bị trừ',
      trade_count: 'Số tiền rút',
      abbreviation: 'Tiền tệ chi trả',
      currency_withdrawal_fee: 'Tỷ lệ phí',
      fee: 'Phí',
      rate: 'Tỷ giá',
      count: 'Số tiền bị trừ',
      payment_method_id: 'Phương thức nhận',
      create_time: 'Thời gian tạo',
      audit_time: 'Thời gian duyệt',
      remark: 'Lý do từ chối',
      keyword: 'Mã đơn',
    },
    groups: {
      order: 'Đơn hàng',
      amounts: 'Số tiền',
    },
    page: {
      create: 'Yêu cầu rút tiền pháp định mới',
    },
    messages: {
      choose_method: 'Chọn phương thức nhận để xem tiền tệ và mức tối thiểu',
      currency: 'Chi trả bằng %{coin}, tối thiểu %{amount}',
      available: 'Số dư khả dụng: %{amount}',
    },
  },
});
