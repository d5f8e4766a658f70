import { defineMessages } from '../../openapi/i18n/define';

/**
 * What the record screens share. Each screen's own words (react-admin's `resources.<name>` keys) live beside
 * its declaration, in `resources/<name>/labels.ts`.
 * - `kassa.choices.<set>`: the names of the contract's value sets that several screens show
 *   (src/resourceLayer/choices.ts). A set only one screen shows is named in that screen's labels.
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
        orderType: {
          recharge: 'Recharge',
          withdrawal: 'Withdrawal',
          adjustment: 'Adjustment',
        },
        paymentMethodType: {
          bank_card: 'Bank card',
          e_wallet: 'E-wallet',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
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
          needs_passkey: 'The amount is above the limit you set for approving without a confirmation. Confirm with your passkey to approve.',
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
        created: {
          title: 'Sign-up link sent',
          sent: 'A sign-up link was sent to %{to}.',
          hint: 'It works once, until %{time}. Only the person it was sent to can open it: it is not shown here.',
          done: 'Done',
        },
        reason: 'Reason',
        review: {
          next: 'Review',
          back: 'Back to edit',
          title: 'Check before you confirm',
          hint: 'Nothing is sent until you confirm.',
          google_code: 'Authenticator code',
          google_code_hint: 'The 6-digit code your authenticator app shows now',
          use_passkey: 'Use a passkey',
          passkey_instead: 'Or confirm with a passkey instead of the code.',
          passkey_only: 'This account confirms changes with a passkey.',
          passkey_confirmed: 'Confirmed with your passkey. You can now send the change.',
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
          first_approval: '%{count} given their first approval (each waits for another staff member)',
          same_reviewer: '%{count} already have your first approval (another staff member must give the second)',
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
        orderType: {
          recharge: '充值',
          withdrawal: '提现',
          adjustment: '调整',
        },
        paymentMethodType: {
          bank_card: '银行卡',
          e_wallet: '电子钱包',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
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
          needs_passkey: '该金额超过您设置的免确认审批金额，请使用通行密钥确认后通过。',
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
        created: {
          title: '注册链接已发送',
          sent: '注册链接已发送至 %{to}。',
          hint: '链接只能使用一次，有效期至 %{time}。只有收件人本人能打开它：这里不会显示链接。',
          done: '完成',
        },
        reason: '原因',
        review: {
          next: '核对',
          back: '返回修改',
          title: '确认前请核对',
          hint: '确认之前不会提交任何内容。',
          google_code: '谷歌验证码',
          google_code_hint: '验证器应用当前显示的6位验证码',
          use_passkey: '使用通行密钥',
          passkey_instead: '也可以使用通行密钥代替验证码确认。',
          passkey_only: '此账户使用通行密钥确认操作。',
          passkey_confirmed: '已通过通行密钥确认，现在可以提交此操作。',
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
          first_approval: '%{count} 笔已记为首次审批（各需另一位工作人员审批）',
          same_reviewer: '%{count} 笔已有您的首次审批（第二次须由另一位工作人员审批）',
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
        orderType: {
          recharge: '充值',
          withdrawal: '提現',
          adjustment: '調整',
        },
        paymentMethodType: {
          bank_card: '銀行卡',
          e_wallet: '電子錢包',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
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
          needs_passkey: '該金額超過您設定的免確認審批金額，請使用通行密鑰確認後通過。',
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
        created: {
          title: '註冊連結已傳送',
          sent: '註冊連結已傳送至 %{to}。',
          hint: '連結只能使用一次，有效期至 %{time}。只有收件人本人能開啟它：這裡不會顯示連結。',
          done: '完成',
        },
        reason: '原因',
        review: {
          next: '核對',
          back: '返回修改',
          title: '確認前請核對',
          hint: '確認之前不會提交任何內容。',
          google_code: '谷歌驗證碼',
          google_code_hint: '驗證器應用目前顯示的6位驗證碼',
          use_passkey: '使用通行密鑰',
          passkey_instead: '也可以使用通行密鑰代替驗證碼確認。',
          passkey_only: '此帳戶使用通行密鑰確認操作。',
          passkey_confirmed: '已透過通行密鑰確認，現在可以送出此操作。',
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
          first_approval: '%{count} 筆已記為首次審批（各需另一位工作人員審批）',
          same_reviewer: '%{count} 筆已有您的首次審批（第二次須由另一位工作人員審批）',
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
        orderType: {
          recharge: 'Nạp tiền',
          withdrawal: 'Rút tiền',
          adjustment: 'Điều chỉnh',
        },
        paymentMethodType: {
          bank_card: 'Thẻ ngân hàng',
          e_wallet: 'Ví điện tử',
        },
        usdtNetwork: {
          TRC20: 'TRC20',
          ERC20: 'ERC20',
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
          needs_passkey: 'Số tiền vượt mức bạn đặt để duyệt không cần xác nhận. Hãy xác nhận bằng khóa truy cập để duyệt.',
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
        created: {
          title: 'Đã gửi liên kết đăng ký',
          sent: 'Liên kết đăng ký đã được gửi đến %{to}.',
          hint: 'Liên kết dùng được một lần, đến %{time}. Chỉ người nhận mới mở được: liên kết không hiển thị ở đây.',
          done: 'Xong',
        },
        reason: 'Lý do',
        review: {
          next: 'Xem lại',
          back: 'Quay lại sửa',
          title: 'Kiểm tra trước khi xác nhận',
          hint: 'Chưa có gì được gửi cho đến khi bạn xác nhận.',
          google_code: 'Mã xác thực',
          google_code_hint: 'Mã 6 chữ số ứng dụng xác thực đang hiển thị',
          use_passkey: 'Dùng khóa truy cập',
          passkey_instead: 'Hoặc xác nhận bằng khóa truy cập thay cho mã.',
          passkey_only: 'Tài khoản này xác nhận thay đổi bằng khóa truy cập.',
          passkey_confirmed: 'Đã xác nhận bằng khóa truy cập. Bây giờ bạn có thể gửi thay đổi.',
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
          first_approval: '%{count} lệnh được ghi lượt duyệt đầu (mỗi lệnh chờ một nhân viên khác duyệt)',
          same_reviewer: '%{count} lệnh đã có lượt duyệt đầu của bạn (lượt thứ hai phải do nhân viên khác)',
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

/** A value set several screens share, named in `kassa.choices`. */
export type ChoiceSetName = keyof ChoiceSets;

/** The keys of a shared set's names. */
export type ChoiceId<S extends ChoiceSetName> = keyof ChoiceSets[S] & string;
