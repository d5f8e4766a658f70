import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `payment/PaymentMethod` (react-admin's `resources.payment/PaymentMethod`), in all four languages. */
export const paymentMethodsLabels = defineLabels({
  en: {
    name: 'Payment methods',
    menu: 'Payment method management',
    fields: {
      type: 'Type',
      coin_name: 'Currency',
      bank_name: 'Bank or e-wallet',
      holder_name: 'Holder name',
      account_number: 'Account number',
      enabled: 'Enabled',
      create_time: 'Created at',
      keyword: 'Account number or holder name',
    },
    page: {
      create: 'Add a payment method',
    },
    actions: {
      enable: 'Enable',
      disable: 'Disable',
    },
    messages: {
      enable: 'Enabled successfully',
      disable: 'Disabled successfully',
      disable_confirm: 'Disable this payment method? Withdrawals can no longer be paid to it.',
    },
  },
  zh_Hans: {
    name: '支付方式',
    menu: '支付方式管理',
    fields: {
      type: '类型',
      coin_name: '币种',
      bank_name: '银行或钱包名称',
      holder_name: '持有人姓名',
      account_number: '账号',
      enabled: '启用',
      create_time: '创建时间',
      keyword: '账号或持有人姓名',
    },
    page: {
      create: '添加支付方式',
    },
    actions: {
      enable: '启用',
      disable: '停用',
    },
    messages: {
      enable: '启用成功',
      disable: '停用成功',
      disable_confirm: '确定停用此支付方式吗？之后无法再向其提现。',
    },
  },
  zh_Hant: {
    name: '支付方式',
    menu: '支付方式管理',
    fields: {
      type: '類型',
      coin_name: '幣種',
      bank_name: '銀行或錢包名稱',
      holder_name: '持有人姓名',
      account_number: '賬號',
      enabled: '啟用',
      create_time: '建立時間',
      keyword: '賬號或持有人姓名',
    },
    page: {
      create: '新增支付方式',
    },
    actions: {
      enable: '啟用',
      disable: '停用',
    },
    messages: {
      enable: '啟用成功',
      disable: '停用成功',
      disable_confirm: '確定停用此支付方式嗎？之後無法再向其提現。',
    },
  },
  vi: {
    name: 'Phương thức thanh toán',
    menu: 'Quản lý phương thức thanh toán',
    fields: {
      type: 'Loại',
      coin_name: 'Tiền tệ',
      bank_name: 'Ngân hàng hoặc ví',
      holder_name: 'Tên chủ tài khoản',
      account_number: 'Số tài khoản',
      enabled: 'Đang bật',
      create_time: 'Thời gian tạo',
      keyword: 'Số tài khoản hoặc tên chủ',
    },
    page: {
      create: 'Thêm phương thức thanh toán',
    },
    actions: {
      enable: 'Bật',
      disable: 'Tắt',
    },
    messages: {
      enable: 'Bật thành công',
      disable: 'Tắt thành công',
      disable_confirm: 'Tắt phương thức thanh toán này? Sẽ không thể rút tiền về đó nữa.',
    },
  },
});
