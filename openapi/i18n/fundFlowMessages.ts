import { defineMessages } from './define';

/**
 * The fund flow's words that both sides speak: the console's column labels and transaction types, and the
 * server's CSV export, which writes its header row and its types in the operator's language.
 */
export const fundFlowMessages = defineMessages({
  en: {
    kassa: {
      fundFlow: {
        columns: {
          serial_number: 'Serial number',
          merchant_id: 'Merchant ID',
          merchant_name: 'Merchant name',
          coin_name: 'Currency',
          available_before_number: 'Available before',
          available_after_number: 'Available after',
          frozen_before_number: 'Frozen before',
          frozen_after_number: 'Frozen after',
          transaction_number: 'Amount',
          charge: 'Fee',
          transaction_type: 'Type',
          time: 'Time',
        },
        timeInZone: 'Time (%{zone})',
        transactionType: {
          recharge: 'User recharge',
          withdrawal: 'User withdrawal',
          withdrawal_refund: 'Withdrawal refund',
          transfer_out: 'Transfer out',
          transfer_in: 'Transfer in',
          adjustment: 'User adjustment',
          usdt_recharge: 'USDT recharge',
          usdt_withdrawal: 'USDT withdrawal',
          usdt_withdrawal_refund: 'USDT withdrawal refund',
          fiat_withdrawal: 'Fiat withdrawal',
          fiat_withdrawal_refund: 'Fiat withdrawal refund',
        },
      },
    },
  },
  zh_Hans: {
    kassa: {
      fundFlow: {
        columns: {
          serial_number: '流水号',
          merchant_id: '商户ID',
          merchant_name: '商户名称',
          coin_name: '币种',
          available_before_number: '变动前可用',
          available_after_number: '变动后可用',
          frozen_before_number: '变动前冻结',
          frozen_after_number: '变动后冻结',
          transaction_number: '交易金额',
          charge: '手续费',
          transaction_type: '交易类型',
          time: '时间',
        },
        timeInZone: '时间（%{zone}）',
        transactionType: {
          recharge: '用户充值',
          withdrawal: '用户提现',
          withdrawal_refund: '提现退回',
          transfer_out: '转出',
          transfer_in: '转入',
          adjustment: '用户调整',
          usdt_recharge: 'USDT充值',
          usdt_withdrawal: 'USDT提现',
          usdt_withdrawal_refund: 'USDT提现退回',
          fiat_withdrawal: '法币提现',
          fiat_withdrawal_refund: '法币提现退回',
        },
      },
    },
  },
  zh_Hant: {
    kassa: {
      fundFlow: {
        columns: {
          serial_number: '流水號',
          merchant_id: '商戶ID',
          merchant_name: '商戶名稱',
          coin_name: '幣種',
          available_before_number: '變動前可用',
          available_after_number: '變動後可用',
          frozen_before_number: '變動前凍結',
          frozen_after_number: '變動後凍結',
          transaction_number: '交易金額',
          charge: '手續費',
          transaction_type: '交易類型',
          time: '時間',
        },
        timeInZone: '時間（%{zone}）',
        transactionType: {
          recharge: '用戶充值',
          withdrawal: '用戶提現',
          withdrawal_refund: '提現退回',
          transfer_out: '轉出',
          transfer_in: '轉入',
          adjustment: '用戶調整',
          usdt_recharge: 'USDT充值',
          usdt_withdrawal: 'USDT提現',
          usdt_withdrawal_refund: 'USDT提現退回',
          fiat_withdrawal: '法幣提現',
          fiat_withdrawal_refund: '法幣提現退回',
        },
      },
    },
  },
  vi: {
    kassa: {
      fundFlow: {
        columns: {
          serial_number: 'Số sê-ri',
          merchant_id: 'ID thương nhân',
          merchant_name: 'Tên thương nhân',
          coin_name: 'Tiền tệ',
          available_before_number: 'Khả dụng trước',
          available_after_number: 'Khả dụng sau',
          frozen_before_number: 'Đóng băng trước',
          frozen_after_number: 'Đóng băng sau',
          transaction_number: 'Số tiền giao dịch',
          charge: 'Phí',
          transaction_type: 'Loại giao dịch',
          time: 'Thời gian',
        },
        timeInZone: 'Thời gian (%{zone})',
        transactionType: {
          recharge: 'Người dùng nạp tiền',
          withdrawal: 'Người dùng rút tiền',
          withdrawal_refund: 'Hoàn tiền rút',
          transfer_out: 'Chuyển đi',
          transfer_in: 'Chuyển đến',
          adjustment: 'Điều chỉnh người dùng',
          usdt_recharge: 'Nạp USDT',
          usdt_withdrawal: 'Rút USDT',
          usdt_withdrawal_refund: 'Hoàn tiền rút USDT',
          fiat_withdrawal: 'Rút tiền pháp định',
          fiat_withdrawal_refund: 'Hoàn tiền rút pháp định',
        },
      },
    },
  },
});
