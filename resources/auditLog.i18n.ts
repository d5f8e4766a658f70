import { defineLabels } from '../src/resourceLayer/defineResource';

/**
 * The words of `system/AuditLog`, in all four languages. `values` names what the before and after columns show
 * (a name not listed here is shown as the server wrote it).
 */
export const auditLogLabels = defineLabels({
  en: {
    name: 'Audit log entry |||| Audit log',
    fields: {
      create_time: 'Time',
      action: 'Action',
      target: 'Target',
      before: 'Before',
      after: 'After',
      operator: 'Operator',
      ip: 'IP address',
      keyword: 'Target or operator',
    },
    values: {
      enabled: 'Open',
      limit_amount: 'Limit',
      ip: 'IP',
      webhook_url: 'Webhook URL',
      order_status: 'Status',
      amount: 'Amount',
      remark: 'Reason',
      kyc_status: 'KYC state',
      submission: 'Submission',
    },
  },
  zh_Hans: {
    name: '审计日志 |||| 审计日志',
    fields: {
      create_time: '时间',
      action: '操作',
      target: '对象',
      before: '变更前',
      after: '变更后',
      operator: '操作人',
      ip: 'IP 地址',
      keyword: '对象或操作人',
    },
    values: {
      enabled: '已开启',
      limit_amount: '额度',
      ip: 'IP',
      webhook_url: 'Webhook 地址',
      order_status: '状态',
      amount: '金额',
      remark: '原因',
      kyc_status: 'KYC 状态',
      submission: '提交记录',
    },
  },
  zh_Hant: {
    name: '審計日誌 |||| 審計日誌',
    fields: {
      create_time: '時間',
      action: '操作',
      target: '對象',
      before: '變更前',
      after: '變更後',
      operator: '操作人',
      ip: 'IP 位址',
      keyword: '對象或操作人',
    },
    values: {
      enabled: '已開啟',
      limit_amount: '額度',
      ip: 'IP',
      webhook_url: 'Webhook 位址',
      order_status: '狀態',
      amount: '金額',
      remark: '原因',
      kyc_status: 'KYC 狀態',
      submission: '提交記錄',
    },
  },
  vi: {
    name: 'Mục nhật ký kiểm tra |||| Nhật ký kiểm tra',
    fields: {
      create_time: 'Thời gian',
      action: 'Thao tác',
      target: 'Đối tượng',
      before: 'Trước',
      after: 'Sau',
      operator: 'Người thao tác',
      ip: 'Địa chỉ IP',
      keyword: 'Đối tượng hoặc người thao tác',
    },
    values: {
      enabled: 'Đang mở',
      limit_amount: 'Hạn mức',
      ip: 'IP',
      webhook_url: 'URL webhook',
      order_status: 'Trạng thái',
      amount: 'Số tiền',
      remark: 'Lý do',
      kyc_status: 'Trạng thái KYC',
      submission: 'Hồ sơ',
    },
  },
});
