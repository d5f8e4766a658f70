import { fundFlowMessages } from '../../openapi/i18n/fundFlowMessages';
import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `Property/RunningWater` (react-admin's `resources.Property/RunningWater`), in all four languages; the column and transaction type names are the contract's, which the CSV export writes too. */
export const fundFlowLabels = defineLabels({
  en: {
    name: 'Fund flow',
    menu: 'Fund flow',
    fields: {
      ...fundFlowMessages.en.kassa.fundFlow.columns,
      keyword: 'Serial number',
    },
    groups: {
      movement: 'Movement',
      balances: 'Balances',
    },
    messages: {
      stats_period: 'Totals of the chosen period',
      stats_today: 'Totals of today (UTC)',
      stats_empty: 'No movement in this period',
      recharge_amount: 'Recharge',
      withdrawal_amount: 'Withdrawal',
      fee_amount: 'Fees',
      usdt_recharge_amount: 'USDT recharge',
      usdt_withdrawal_amount: 'USDT withdrawal',
    },
    choices: {
      transactionType: fundFlowMessages.en.kassa.fundFlow.transactionType,
    },
  },
  zh_Hans: {
    name: '资金流水',
    menu: '资金流水',
    fields: {
      ...fundFlowMessages.zh_Hans.kassa.fundFlow.columns,
      keyword: '流水号',
    },
    groups: {
      movement: '变动',
      balances: '余额',
    },
    messages: {
      stats_period: '所选期间合计',
      stats_today: '今日合计（UTC）',
      stats_empty: '此期间无资金变动',
      recharge_amount: '充值',
      withdrawal_amount: '提现',
      fee_amount: '手续费',
      usdt_recharge_amount: 'USDT充值',
      usdt_withdrawal_amount: 'USDT提现',
    },
    choices: {
      transactionType: fundFlowMessages.zh_Hans.kassa.fundFlow.transactionType,
    },
  },
  zh_Hant: {
    name: '資金流水',
    menu: '資金流水',
    fields: {
      ...fundFlowMessages.zh_Hant.kassa.fundFlow.columns,
      keyword: '流水號',
    },
    groups: {
      movement: '變動',
      balances: '餘額',
    },
    messages: {
      stats_period: '所選期間合計',
      stats_today: '今日合計（UTC）',
      stats_empty: '此期間無資金變動',
      recharge_amount: '充值',
      withdrawal_amount: '提現',
      fee_amount: '手續費',
      usdt_recharge_amount: 'USDT充值',
      usdt_withdrawal_amount: 'USDT提現',
    },
    choices: {
      transactionType: fundFlowMessages.zh_Hant.kassa.fundFlow.transactionType,
    },
  },
  vi: {
    name: 'Dòng tiền',
    menu: 'Dòng tiền',
    fields: {
      ...fundFlowMessages.vi.kassa.fundFlow.columns,
      keyword: 'Số sê-ri',
    },
    groups: {
      movement: 'Biến động',
      balances: 'Số dư',
    },
    messages: {
      stats_period: 'Tổng trong kỳ đã chọn',
      stats_today: 'Tổng hôm nay (UTC)',
      stats_empty: 'Không có biến động trong kỳ này',
      recharge_amount: 'Nạp tiền',
      withdrawal_amount: 'Rút tiền',
      fee_amount: 'Phí',
      usdt_recharge_amount: 'Nạp USDT',
      usdt_withdrawal_amount: 'Rút USDT',
    },
    choices: {
      transactionType: fundFlowMessages.vi.kassa.fundFlow.transactionType,
    },
  },
});
