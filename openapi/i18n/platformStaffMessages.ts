import { defineMessages } from './define';

/**
 * What the server says to platform staff (keys kassa.server.staff*, beside those of serverMessages.ts, which staff
 * share where the words are the same: wrong credentials, locks, the step-up), in the caller's language.
 */
export const platformStaffMessages = defineMessages({
  en: {
    kassa: {
      server: {
        staffTokenMissing: 'Please sign in to the platform first: the X-Staff-Token header is missing.',
        staffSessionExpired: 'Your platform session has expired or was ended. Please sign in again.',
        staffForbidden: 'Your role does not allow this. Ask a platform administrator.',
        staffSuspended: 'This staff account is suspended. Ask a platform administrator.',
        staffNotFound: 'No staff member has the ID %{id}.',
        staffSelfChange: 'You cannot change your own role or suspend yourself. Ask another administrator.',
        staffSelfReset: 'You cannot reset your own password and authenticator here. Ask another administrator, or run `npm run ops -- reset-staff <username>` on the server.',
        staffUsernameNotFound: 'No staff member has the username %{username}.',
        staffAlreadySuspended: 'This staff member is already suspended.',
        staffNotSuspended: 'This staff member is not suspended.',
        staffRoleUnchanged: 'This staff member already has this role.',
        staffEnrolmentLinkInvalid: 'This link is not valid: it has expired, has been used, or a newer link replaced it. Ask a platform administrator for a new one.',
        staffContactMissing: 'Staff member %{username} has no email address for a sign-up link, so nothing was changed. On the server, `npm run ops -- set-staff-contact %{username} --email <address>` sets one.',
        enrolmentMailUnavailable: 'This server cannot send email (KASSA_SMTP_URL is not set), so the sign-up link cannot reach its person and nothing was changed. Ask whoever runs the server to configure mail.',
        enrolmentLinkNotSent: 'The sign-up link could not be sent to %{to}, so nothing was changed. Please try again later.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        staffTokenMissing: '请先登录平台：缺少 X-Staff-Token 请求头。',
        staffSessionExpired: '您的平台登录已过期或已结束，请重新登录。',
        staffForbidden: '您的角色无权执行此操作，请联系平台管理员。',
        staffSuspended: '该员工账号已被停用，请联系平台管理员。',
        staffNotFound: '没有 ID 为 %{id} 的员工。',
        staffSelfChange: '不能更改自己的角色或停用自己，请联系其他管理员。',
        staffSelfReset: '不能在此重置自己的密码和验证器。请联系其他管理员，或在服务器上运行 `npm run ops -- reset-staff <用户名>`。',
        staffUsernameNotFound: '没有用户名为 %{username} 的员工。',
        staffAlreadySuspended: '该员工已被停用。',
        staffNotSuspended: '该员工未被停用。',
        staffRoleUnchanged: '该员工已是此角色。',
        staffEnrolmentLinkInvalid: '此链接无效：已过期、已使用，或已被更新的链接取代。请向平台管理员索取新链接。',
        staffContactMissing: '员工 %{username} 没有用于接收注册链接的邮箱地址，因此未做任何更改。请在服务器上运行 `npm run ops -- set-staff-contact %{username} --email <地址>` 进行设置。',
        enrolmentMailUnavailable: '此服务器无法发送邮件（未设置 KASSA_SMTP_URL），注册链接无法送达其本人，因此未做任何更改。请联系服务器的运维人员配置邮件。',
        enrolmentLinkNotSent: '注册链接未能发送至 %{to}，因此未做任何更改。请稍后重试。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        staffTokenMissing: '請先登入平台：缺少 X-Staff-Token 請求標頭。',
        staffSessionExpired: '您的平台登入已逾期或已結束，請重新登入。',
        staffForbidden: '您的角色無權執行此操作，請聯絡平台管理員。',
        staffSuspended: '此員工帳號已被停用，請聯絡平台管理員。',
        staffNotFound: '沒有 ID 為 %{id} 的員工。',
        staffSelfChange: '不能變更自己的角色或停用自己，請聯絡其他管理員。',
        staffSelfReset: '不能在此重設自己的密碼和驗證器。請聯絡其他管理員，或在伺服器上執行 `npm run ops -- reset-staff <使用者名稱>`。',
        staffUsernameNotFound: '沒有使用者名稱為 %{username} 的員工。',
        staffAlreadySuspended: '此員工已被停用。',
        staffNotSuspended: '此員工未被停用。',
        staffRoleUnchanged: '此員工已是此角色。',
        staffEnrolmentLinkInvalid: '此連結無效：已過期、已使用，或已被較新的連結取代。請向平台管理員索取新連結。',
        staffContactMissing: '員工 %{username} 沒有用於接收註冊連結的電子郵件地址，因此未做任何變更。請在伺服器上執行 `npm run ops -- set-staff-contact %{username} --email <地址>` 進行設定。',
        enrolmentMailUnavailable: '此伺服器無法傳送郵件（未設定 KASSA_SMTP_URL），註冊連結無法送達其本人，因此未做任何變更。請聯絡伺服器的維運人員設定郵件。',
        enrolmentLinkNotSent: '註冊連結未能傳送至 %{to}，因此未做任何變更。請稍後再試。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        staffTokenMissing: 'Vui lòng đăng nhập nền tảng trước: thiếu header X-Staff-Token.',
        staffSessionExpired: 'Phiên đăng nhập nền tảng của bạn đã hết hạn hoặc đã kết thúc. Vui lòng đăng nhập lại.',
        staffForbidden: 'Vai trò của bạn không được phép làm việc này. Hãy liên hệ quản trị viên nền tảng.',
        staffSuspended: 'Tài khoản nhân viên này đã bị tạm ngưng. Hãy liên hệ quản trị viên nền tảng.',
        staffNotFound: 'Không có nhân viên nào có ID %{id}.',
        staffSelfChange: 'Bạn không thể tự đổi vai trò hoặc tự tạm ngưng tài khoản của mình. Hãy nhờ một quản trị viên khác.',
        staffSelfReset: 'Bạn không thể tự đặt lại mật khẩu và ứng dụng xác thực của mình tại đây. Hãy nhờ một quản trị viên khác, hoặc chạy `npm run ops -- reset-staff <tên đăng nhập>` trên máy chủ.',
        staffUsernameNotFound: 'Không có nhân viên nào có tên đăng nhập %{username}.',
        staffAlreadySuspended: 'Nhân viên này đã bị tạm ngưng.',
        staffNotSuspended: 'Nhân viên này không bị tạm ngưng.',
        staffRoleUnchanged: 'Nhân viên này đã có vai trò này.',
        staffEnrolmentLinkInvalid: 'Liên kết này không hợp lệ: đã hết hạn, đã được dùng, hoặc đã bị thay bằng liên kết mới hơn. Hãy xin quản trị viên nền tảng một liên kết mới.',
        staffContactMissing: 'Nhân viên %{username} chưa có địa chỉ email để nhận liên kết đăng ký, nên không có gì thay đổi. Trên máy chủ, lệnh `npm run ops -- set-staff-contact %{username} --email <địa chỉ>` sẽ đặt địa chỉ này.',
        enrolmentMailUnavailable: 'Máy chủ này không gửi được email (chưa đặt KASSA_SMTP_URL), nên liên kết đăng ký không thể đến tay người nhận và không có gì thay đổi. Hãy nhờ người vận hành máy chủ cấu hình email.',
        enrolmentLinkNotSent: 'Không gửi được liên kết đăng ký đến %{to}, nên không có gì thay đổi. Vui lòng thử lại sau.',
      },
    },
  },
});
