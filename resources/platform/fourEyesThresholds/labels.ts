import { defineLabels } from '../../../src/resourceLayer/defineResource';

/** The words of the platform's four-eyes thresholds, in all four languages. */
export const fourEyesThresholdsLabels = defineLabels({
  en: {
    name: 'Four-eyes threshold |||| Four-eyes thresholds',
    menu: 'Four-eyes thresholds',
    fields: { coin_name: 'Coin', amount: 'Two approvals from' },
    page: { create: 'Propose a four-eyes threshold' },
    messages: { amount_hint: 'A USDT or fiat withdrawal debiting this amount of the coin or more takes the approvals of two different staff members. Leave the amount empty to remove the threshold: one approval is then enough at any amount. Another administrator approves the change before it holds.' },
  },
  zh_Hans: {
    name: '双人审批阈值 |||| 双人审批阈值',
    menu: '双人审批阈值',
    fields: { coin_name: '币种', amount: '两人审批起点金额' },
    page: { create: '提交双人审批阈值' },
    messages: { amount_hint: '扣款达到该币种此金额及以上的 USDT 或法币提现，需要两位不同的工作人员审批。金额留空即删除该阈值，任何金额只需一人审批。修改须经另一位管理员批准后才生效。' },
  },
  zh_Hant: {
    name: '雙人審批閾值 |||| 雙人審批閾值',
    menu: '雙人審批閾值',
    fields: { coin_name: '幣種', amount: '兩人審批起點金額' },
    page: { create: '提交雙人審批閾值' },
    messages: { amount_hint: '扣款達到該幣種此金額及以上的 USDT 或法幣提現，需要兩位不同的工作人員審批。金額留空即刪除該閾值，任何金額只需一人審批。修改須經另一位管理員核准後才生效。' },
  },
  vi: {
    name: 'Ngưỡng duyệt hai người |||| Ngưỡng duyệt hai người',
    menu: 'Ngưỡng duyệt hai người',
    fields: { coin_name: 'Coin', amount: 'Cần hai người duyệt từ' },
    page: { create: 'Đề xuất ngưỡng duyệt hai người' },
    messages: { amount_hint: 'Lệnh rút USDT hoặc pháp định trừ từ số tiền này của coin trở lên cần hai nhân viên khác nhau duyệt. Để trống số tiền để xóa ngưỡng: khi đó một lượt duyệt là đủ với mọi số tiền. Một quản trị viên khác phải phê duyệt thay đổi trước khi nó có hiệu lực.' },
  },
});
