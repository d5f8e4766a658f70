import { defineMessages } from '../../openapi/i18n/define';
import { fundFlowMessages } from '../../openapi/i18n/fundFlowMessages';

/**
 * What the record screens share. Each screen's own words (react-admin's `resources.<name>` keys) live beside
 * its declaration, in `resources/<name>/labels.ts`.
 * - `kassa.choices.<set>`: the names of the contract's value sets (src/resourceLayer/choices.ts).
 * - `kassa.resourceLayer`: what every record screen shares: review dialogs, success messages of
 *   spec section 8, copy, export and filter labels.
 */
export const resourceMessages = defineMessages({
  en: {
    kassa: {
      choices: {
        orderStatus: {
          pending: 'Pending review',
          approved: 'Approved',
          rejected: 'Rejected',
        },
        rechargeStatus: {
          created: 'Created (pending payment)',
          coin_transferred: 'Coin transferred',
          cancelled: 'Cancelled',
          auto_cancelled: 'Cancelled on timeout',
        },
        transferType: {
          transfer: 'Transfer',
          receive: 'Receipt',
        },
        transferStatus: {
          completed: 'Completed',
        },
        /** Who reviewed a user withdrawal, when it was no operator. */
        reviewer: {
          automatic: 'Automatic (review-free limit)',
        },
        orderFrom: {
          scan: 'Scan recharge',
          api: 'API recharge',
        },
        orderType: {
          recharge: 'Recharge',
          withdrawal: 'Withdrawal',
          adjustment: 'Adjustment',
        },
        balanceType: {
          available: 'Available balance',
          to_be_confirmed: 'To be confirmed',
        },
        // The contract's words, which the fund-flow export writes too.
        transactionType: fundFlowMessages.en.kassa.fundFlow.transactionType,
        paymentMethodType: {
          bank_card: 'Bank card',
          e_wallet: 'E-wallet',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
        },
        loginResult: {
          success: 'Success',
          bad_credentials: 'Wrong password or code',
          locked: 'Account locked',
          ip_not_allowed: 'IP address not allowed',
          suspended: 'Account suspended',
        },
        webhookDeliveryStatus: {
          pending: 'Pending',
          delivered: 'Delivered',
          failed: 'Failed',
        },
        webhookEventType: {
          order_paid: 'Order paid',
          order_cancelled: 'Order cancelled',
          order_expired: 'Order expired',
          test: 'Test event',
        },
        auditAction: {
          market_switch: 'Market switch',
          review_free_limit: 'Review-free limit',
          approval_code_threshold: 'Approval code threshold',
          api_key_create: 'API key created',
          api_key_update: 'API key IP permission changed',
          api_key_delete: 'API key revoked',
          webhook_endpoint_update: 'Default webhook URL changed',
          whitelist_add: 'Whitelist address added',
          whitelist_delete: 'Whitelist address removed',
          payment_method_add: 'Payment method added',
          payment_method_update: 'Payment method changed',
          payment_method_delete: 'Payment method deleted',
          password_change: 'Password changed',
          authenticator_rebind: 'Authenticator rebound',
          operator_enrol: 'Password and authenticator set by one-time link',
          session_revoke: 'Session ended',
          withdrawal_approve: 'Withdrawal approved',
          withdrawal_reject: 'Withdrawal rejected',
          kyc_submit: 'Verification submitted',
          kyc_approve: 'Verification approved',
          kyc_reject: 'Verification rejected',
          transfer: 'Transfer made',
          adjustment: 'User account adjusted',
          usdt_recharge_request: 'USDT recharge requested',
          usdt_withdrawal_request: 'USDT withdrawal requested',
          fiat_withdrawal_request: 'Fiat withdrawal requested',
        },
      },
      resourceLayer: {
        actions: {
          approve: 'Approve',
          reject: 'Reject',
          export: 'Export',
          copy: 'Copy',
          column: 'Actions',
        },
        exportProgress: {
          label: 'Export progress',
          ofTotal: 'Exporting: %{rows} of %{total} rows, %{size}',
          rows: 'Exporting: %{rows} rows, %{size}',
        },
        approve: {
          title: 'Approve %{id}?',
          content: 'Once approved, the order is paid out and cannot be reviewed again.',
          needs_code: 'The amount is above the limit you set for approving without the authenticator code. Enter the code to approve.',
        },
        reject: {
          title: 'Reject %{id}',
          content: 'The frozen amount is returned. Please give the reason for rejection.',
          reason: 'Reason for rejection',
        },
        success: {
          add: 'Added successfully',
          edit: 'Saved successfully',
          delete: 'Deleted successfully',
          approve: 'Approved successfully',
          reject: 'Rejected successfully',
          submit: 'Submitted successfully',
          transfer: 'Transfer successful',
          copy: 'Copied',
        },
        copy_failed: 'Copy failed, please copy manually',
        review: {
          next: 'Review',
          back: 'Back to edit',
          title: 'Check before you confirm',
          hint: 'Nothing is sent until you confirm.',
          google_code: 'Authenticator code',
          google_code_hint: 'The 6-digit code your authenticator app shows now',
        },
        bulk: {
          approve: 'Approve selected',
          reject: 'Reject selected',
          approve_title: 'Approve the selected withdrawals',
          reject_title: 'Reject the selected withdrawals',
          count: 'Orders: %{count}',
          totals: 'Total amount',
          code: 'Authenticator code',
          approve_content: 'Each order is paid out once; an order someone else has reviewed in the meantime is left as it is.',
          reject_content: 'The frozen amounts are returned. The reason applies to every selected order.',
          approved: '%{done} approved, %{skipped} already reviewed',
          rejected: '%{done} rejected, %{skipped} already reviewed',
          not_found: '%{count} not found',
        },
        filters: {
          all: 'All',
          start_time: 'From date',
          end_time: 'To date',
        },
      },
    },
  },
  zh_Hans: {
    kassa: {
      choices: {
        orderStatus: {
          pending: '待审核',
          approved: '已通过',
          rejected: '已拒绝',
        },
        rechargeStatus: {
          created: '已创建（待支付）',
          coin_transferred: '已转币',
          cancelled: '已取消',
          auto_cancelled: '超时自动取消',
        },
        transferType: {
          transfer: '转账',
          receive: '收款',
        },
        transferStatus: {
          completed: '已完成',
        },
        /** Who reviewed a user withdrawal, when it was no operator. */
        reviewer: {
          automatic: '自动（免审额度）',
        },
        orderFrom: {
          scan: '扫码充值',
          api: 'API充值',
        },
        orderType: {
          recharge: '充值',
          withdrawal: '提现',
          adjustment: '调整',
        },
        balanceType: {
          available: '可用余额',
          to_be_confirmed: '待确认余额',
        },
        // The contract's words, which the fund-flow export writes too.
        transactionType: fundFlowMessages.zh_Hans.kassa.fundFlow.transactionType,
        paymentMethodType: {
          bank_card: '银行卡',
          e_wallet: '电子钱包',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
        },
        loginResult: {
          success: '成功',
          bad_credentials: '密码或验证码错误',
          locked: '账户已锁定',
          ip_not_allowed: 'IP 地址不被允许',
          suspended: '账户已停用',
        },
        webhookDeliveryStatus: {
          pending: '待发送',
          delivered: '已送达',
          failed: '发送失败',
        },
        webhookEventType: {
          order_paid: '订单已支付',
          order_cancelled: '订单已取消',
          order_expired: '订单已过期',
          test: '测试事件',
        },
        auditAction: {
          market_switch: '市场开关',
          review_free_limit: '免审额度',
          approval_code_threshold: '审批验证码金额',
          api_key_create: '创建 API 密钥',
          api_key_update: '修改 API 密钥 IP 权限',
          api_key_delete: '吊销 API 密钥',
          webhook_endpoint_update: '修改默认 Webhook 地址',
          whitelist_add: '添加白名单地址',
          whitelist_delete: '删除白名单地址',
          payment_method_add: '添加收款方式',
          payment_method_update: '修改收款方式',
          payment_method_delete: '删除收款方式',
          password_change: '修改密码',
          authenticator_rebind: '重新绑定验证器',
          operator_enrol: '通过一次性链接设置密码和验证器',
          session_revoke: '结束登录会话',
          withdrawal_approve: '提现审核通过',
          withdrawal_reject: '提现审核拒绝',
          kyc_submit: '提交认证资料',
          kyc_approve: '认证通过',
          kyc_reject: '认证被拒绝',
          transfer: '发起转账',
          adjustment: '调整用户账户',
          usdt_recharge_request: '申请USDT充值',
          usdt_withdrawal_request: '申请USDT提现',
          fiat_withdrawal_request: '申请法币提现',
        },
      },
      resourceLayer: {
        actions: {
          approve: '通过',
          reject: '拒绝',
          export: '导出',
          copy: '复制',
          column: '操作',
        },
        exportProgress: {
          label: '导出进度',
          ofTotal: '正在导出：%{rows} / %{total} 行，%{size}',
          rows: '正在导出：%{rows} 行，%{size}',
        },
        approve: {
          title: '确认通过 %{id}？',
          content: '通过后订单将被支付，且无法再次审核。',
          needs_code: '该金额超过您设置的免验证码审批金额，请输入谷歌验证码后通过。',
        },
        reject: {
          title: '拒绝 %{id}',
          content: '冻结金额将退回。请填写拒绝原因。',
          reason: '拒绝原因',
        },
        success: {
          add: '添加成功',
          edit: '修改成功',
          delete: '删除成功',
          approve: '审核通过',
          reject: '已拒绝',
          submit: '提交成功',
          transfer: '转账成功',
          copy: '复制成功',
        },
        copy_failed: '复制失败，请手动复制',
        review: {
          next: '核对',
          back: '返回修改',
          title: '确认前请核对',
          hint: '确认之前不会提交任何内容。',
          google_code: '谷歌验证码',
          google_code_hint: '验证器应用当前显示的6位验证码',
        },
        bulk: {
          approve: '批量通过',
          reject: '批量拒绝',
          approve_title: '通过所选提现',
          reject_title: '拒绝所选提现',
          count: '订单数：%{count}',
          totals: '合计金额',
          code: '谷歌验证码',
          approve_content: '每笔订单只付款一次；其间已被他人审核的订单保持不变。',
          reject_content: '冻结金额将退回。拒绝原因适用于所选的每笔订单。',
          approved: '已通过 %{done} 笔，%{skipped} 笔已审核过',
          rejected: '已拒绝 %{done} 笔，%{skipped} 笔已审核过',
          not_found: '%{count} 笔不存在',
        },
        filters: {
          all: '全部',
          start_time: '开始日期',
          end_time: '结束日期',
        },
      },
    },
  },
  zh_Hant: {
    kassa: {
      choices: {
        orderStatus: {
          pending: '待審核',
          approved: '已通過',
          rejected: '已拒絕',
        },
        rechargeStatus: {
          created: '已建立（待支付）',
          coin_transferred: '已轉幣',
          cancelled: '已取消',
          auto_cancelled: '逾時自動取消',
        },
        transferType: {
          transfer: '轉賬',
          receive: '收款',
        },
        transferStatus: {
          completed: '已完成',
        },
        /** Who reviewed a user withdrawal, when it was no operator. */
        reviewer: {
          automatic: '自動（免審額度）',
        },
        orderFrom: {
          scan: '掃碼充值',
          api: 'API充值',
        },
        orderType: {
          recharge: '充值',
          withdrawal: '提現',
          adjustment: '調整',
        },
        balanceType: {
          available: '可用餘額',
          to_be_confirmed: '待確認餘額',
        },
        // The contract's words, which the fund-flow export writes too.
        transactionType: fundFlowMessages.zh_Hant.kassa.fundFlow.transactionType,
        paymentMethodType: {
          bank_card: '銀行卡',
          e_wallet: '電子錢包',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
        },
        loginResult: {
          success: '成功',
          bad_credentials: '密碼或驗證碼錯誤',
          locked: '賬戶已鎖定',
          ip_not_allowed: 'IP 位址不被允許',
          suspended: '賬戶已停用',
        },
        webhookDeliveryStatus: {
          pending: '待發送',
          delivered: '已送達',
          failed: '發送失敗',
        },
        webhookEventType: {
          order_paid: '訂單已支付',
          order_cancelled: '訂單已取消',
          order_expired: '訂單已過期',
          test: '測試事件',
        },
        auditAction: {
          market_switch: '市場開關',
          review_free_limit: '免審額度',
          approval_code_threshold: '審批驗證碼金額',
          api_key_create: '建立 API 密鑰',
          api_key_update: '修改 API 密鑰 IP 權限',
          api_key_delete: '吊銷 API 密鑰',
          webhook_endpoint_update: '修改預設 Webhook 位址',
          whitelist_add: '新增白名單位址',
          whitelist_delete: '刪除白名單位址',
          payment_method_add: '新增收款方式',
          payment_method_update: '修改收款方式',
          payment_method_delete: '刪除收款方式',
          password_change: '修改密碼',
          authenticator_rebind: '重新綁定驗證器',
          operator_enrol: '透過一次性連結設定密碼和驗證器',
          session_revoke: '結束登入工作階段',
          withdrawal_approve: '提現審核通過',
          withdrawal_reject: '提現審核拒絕',
          kyc_submit: '提交認證資料',
          kyc_approve: '認證通過',
          kyc_reject: '認證被拒絕',
          transfer: '發起轉賬',
          adjustment: '調整用戶賬戶',
          usdt_recharge_request: '申請USDT充值',
          usdt_withdrawal_request: '申請USDT提現',
          fiat_withdrawal_request: '申請法幣提現',
        },
      },
      resourceLayer: {
        actions: {
          approve: '通過',
          reject: '拒絕',
          export: '匯出',
          copy: '複製',
          column: '操作',
        },
        exportProgress: {
          label: '匯出進度',
          ofTotal: '正在匯出：%{rows} / %{total} 列，%{size}',
          rows: '正在匯出：%{rows} 列，%{size}',
        },
        approve: {
          title: '確認通過 %{id}？',
          content: '通過後訂單將被支付，且無法再次審核。',
          needs_code: '該金額超過您設定的免驗證碼審批金額，請輸入谷歌驗證碼後通過。',
        },
        reject: {
          title: '拒絕 %{id}',
          content: '凍結金額將退回。請填寫拒絕原因。',
          reason: '拒絕原因',
        },
        success: {
          add: '新增成功',
          edit: '修改成功',
          delete: '刪除成功',
          approve: '審核通過',
          reject: '已拒絕',
          submit: '提交成功',
          transfer: '轉賬成功',
          copy: '複製成功',
        },
        copy_failed: '複製失敗，請手動複製',
        review: {
          next: '核對',
          back: '返回修改',
          title: '確認前請核對',
          hint: '確認之前不會提交任何內容。',
          google_code: '谷歌驗證碼',
          google_code_hint: '驗證器應用目前顯示的6位驗證碼',
        },
        bulk: {
          approve: '批次通過',
          reject: '批次拒絕',
          approve_title: '通過所選提現',
          reject_title: '拒絕所選提現',
          count: '訂單數：%{count}',
          totals: '合計金額',
          code: '谷歌驗證碼',
          approve_content: '每筆訂單只付款一次；其間已被他人審核的訂單保持不變。',
          reject_content: '凍結金額將退回。拒絕原因適用於所選的每筆訂單。',
          approved: '已通過 %{done} 筆，%{skipped} 筆已審核過',
          rejected: '已拒絕 %{done} 筆，%{skipped} 筆已審核過',
          not_found: '%{count} 筆不存在',
        },
        filters: {
          all: '全部',
          start_time: '開始日期',
          end_time: '結束日期',
        },
      },
    },
  },
  vi: {
    kassa: {
      choices: {
        orderStatus: {
          pending: 'Chờ duyệt',
          approved: 'Đã duyệt',
          rejected: 'Đã từ chối',
        },
        rechargeStatus: {
          created: 'Đã tạo (chờ thanh toán)',
          coin_transferred: 'Đã chuyển coin',
          cancelled: 'Đã hủy',
          auto_cancelled: 'Tự động hủy do quá hạn',
        },
        transferType: {
          transfer: 'Chuyển khoản',
          receive: 'Nhận tiền',
        },
        transferStatus: {
          completed: 'Hoàn tất',
        },
        /** Who reviewed a user withdrawal, when it was no operator. */
        reviewer: {
          automatic: 'Tự động (hạn mức miễn duyệt)',
        },
        orderFrom: {
          scan: 'Nạp qua quét mã',
          api: 'Nạp qua API',
        },
        orderType: {
          recharge: 'Nạp tiền',
          withdrawal: 'Rút tiền',
          adjustment: 'Điều chỉnh',
        },
        balanceType: {
          available: 'Số dư khả dụng',
          to_be_confirmed: 'Số dư chờ xác nhận',
        },
        // The contract's words, which the fund-flow export writes too.
        transactionType: fundFlowMessages.vi.kassa.fundFlow.transactionType,
        paymentMethodType: {
          bank_card: 'Thẻ ngân hàng',
          e_wallet: 'Ví điện tử',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
        },
        loginResult: {
          success: 'Thành công',
          bad_credentials: 'Sai mật khẩu hoặc mã',
          locked: 'Tài khoản bị khóa',
          ip_not_allowed: 'Địa chỉ IP không được phép',
          suspended: 'Tài khoản bị tạm ngưng',
        },
        webhookDeliveryStatus: {
          pending: 'Đang chờ gửi',
          delivered: 'Đã gửi thành công',
          failed: 'Gửi thất bại',
        },
        webhookEventType: {
          order_paid: 'Đơn hàng đã thanh toán',
          order_cancelled: 'Đơn hàng đã hủy',
          order_expired: 'Đơn hàng đã hết hạn',
          test: 'Sự kiện thử nghiệm',
        },
        auditAction: {
          market_switch: 'Bật/tắt thị trường',
          review_free_limit: 'Hạn mức miễn duyệt',
          approval_code_threshold: 'Ngưỡng mã xác thực khi duyệt',
          api_key_create: 'Tạo khóa API',
          api_key_update: 'Đổi quyền IP của khóa API',
          api_key_delete: 'Thu hồi khóa API',
          webhook_endpoint_update: 'Đổi URL webhook mặc định',
          whitelist_add: 'Thêm địa chỉ danh sách trắng',
          whitelist_delete: 'Xóa địa chỉ danh sách trắng',
          payment_method_add: 'Thêm phương thức thanh toán',
          payment_method_update: 'Sửa phương thức thanh toán',
          payment_method_delete: 'Xóa phương thức thanh toán',
          password_change: 'Đổi mật khẩu',
          authenticator_rebind: 'Liên kết lại trình xác thực',
          operator_enrol: 'Đặt mật khẩu và trình xác thực qua liên kết dùng một lần',
          session_revoke: 'Kết thúc phiên đăng nhập',
          withdrawal_approve: 'Duyệt rút tiền',
          withdrawal_reject: 'Từ chối rút tiền',
          kyc_submit: 'Gửi hồ sơ xác minh',
          kyc_approve: 'Xác minh được duyệt',
          kyc_reject: 'Xác minh bị từ chối',
          transfer: 'Đã chuyển khoản',
          adjustment: 'Đã điều chỉnh tài khoản người dùng',
          usdt_recharge_request: 'Yêu cầu nạp USDT',
          usdt_withdrawal_request: 'Yêu cầu rút USDT',
          fiat_withdrawal_request: 'Yêu cầu rút tiền pháp định',
        },
      },
      resourceLayer: {
        actions: {
          approve: 'Duyệt',
          reject: 'Từ chối',
          export: 'Xuất',
          copy: 'Sao chép',
          column: 'Thao tác',
        },
        exportProgress: {
          label: 'Tiến độ xuất',
          ofTotal: 'Đang xuất: %{rows} / %{total} dòng, %{size}',
          rows: 'Đang xuất: %{rows} dòng, %{size}',
        },
        approve: {
          title: 'Duyệt %{id}?',
          content: 'Sau khi duyệt, lệnh sẽ được thanh toán và không thể duyệt lại.',
          needs_code: 'Số tiền vượt mức bạn đặt để duyệt không cần mã xác thực. Hãy nhập mã để duyệt.',
        },
        reject: {
          title: 'Từ chối %{id}',
          content: 'Số tiền bị đóng băng sẽ được hoàn lại. Vui lòng nhập lý do từ chối.',
          reason: 'Lý do từ chối',
        },
        success: {
          add: 'Thêm thành công',
          edit: 'Lưu thành công',
          delete: 'Xóa thành công',
          approve: 'Duyệt thành công',
          reject: 'Từ chối thành công',
          submit: 'Gửi thành công',
          transfer: 'Chuyển khoản thành công',
          copy: 'Sao chép thành công',
        },
        copy_failed: 'Sao chép thất bại, vui lòng sao chép thủ công',
        review: {
          next: 'Xem lại',
          back: 'Quay lại sửa',
          title: 'Kiểm tra trước khi xác nhận',
          hint: 'Chưa có gì được gửi cho đến khi bạn xác nhận.',
          google_code: 'Mã xác thực',
          google_code_hint: 'Mã 6 chữ số ứng dụng xác thực đang hiển thị',
        },
        bulk: {
          approve: 'Duyệt các mục đã chọn',
          reject: 'Từ chối các mục đã chọn',
          approve_title: 'Duyệt các lệnh rút tiền đã chọn',
          reject_title: 'Từ chối các lệnh rút tiền đã chọn',
          count: 'Số lệnh: %{count}',
          totals: 'Tổng số tiền',
          code: 'Mã xác thực',
          approve_content: 'Mỗi lệnh chỉ được chi trả một lần; lệnh đã được người khác duyệt trong lúc này sẽ giữ nguyên.',
          reject_content: 'Số tiền bị đóng băng sẽ được hoàn lại. Lý do áp dụng cho mọi lệnh đã chọn.',
          approved: 'Đã duyệt %{done}, %{skipped} lệnh đã được duyệt trước đó',
          rejected: 'Đã từ chối %{done}, %{skipped} lệnh đã được duyệt trước đó',
          not_found: '%{count} lệnh không tồn tại',
        },
        filters: {
          all: 'Tất cả',
          start_time: 'Từ ngày',
          end_time: 'Đến ngày',
        },
      },
    },
  },
});

type ChoiceSets = (typeof resourceMessages)['en']['kassa']['choices'];

/** A value set whose choices have names in the dictionary. */
export type ChoiceSetName = keyof ChoiceSets;

/** The values of a set that have names. */
export type ChoiceId<S extends ChoiceSetName> = keyof ChoiceSets[S] & string;
