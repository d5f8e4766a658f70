import { defineMessages } from './define';

/**
 * The message that carries a one-time sign-up link to its person (server/mail/enrolmentLinks.ts): the email's subject
 * and text and the SMS, in the language kept with the person's contact. Only the server writes them, so they are not
 * among the contract's areas the consoles load.
 */
export const enrolmentMailMessages = defineMessages({
  en: {
    kassa: {
      mail: {
        subject: 'Your Kassa sign-up link, %{username}',
        greeting: 'Hello %{username},',
        staffEnrol: 'You have been added to the staff of the Kassa platform as %{role}. This link is for you alone, %{username}.',
        staffReset: 'The password and authenticator of your Kassa platform account %{username} (%{role}) were reset. This link sets new ones.',
        operatorEnrol: 'You are the operator %{username} of the merchant %{merchant} on Kassa. This link is for you alone.',
        action: 'Open it to set your password and your authenticator:',
        expiry: 'It works once, until %{expires}.',
        unexpected: 'If you did not expect this message, do not open the link and tell the platform’s administrators.',
        sms: 'Kassa sign-up link for %{username}, once, until %{expires}: %{link}',
        roles: { reviewer: 'reviewer', support: 'support', admin: 'administrator' },
      },
    },
  },
  zh_Hans: {
    kassa: {
      mail: {
        subject: '%{username}，您的 Kassa 注册链接',
        greeting: '%{username}，您好：',
        staffEnrol: '您已被添加为 Kassa 平台的员工，角色为%{role}。此链接仅供您（%{username}）本人使用。',
        staffReset: '您的 Kassa 平台账号 %{username}（%{role}）的密码和身份验证器已被重置。此链接用于设置新的密码和验证器。',
        operatorEnrol: '您是 Kassa 上商户 %{merchant} 的操作员 %{username}。此链接仅供您本人使用。',
        action: '打开链接，设置您的密码和身份验证器：',
        expiry: '链接只能使用一次，有效期至 %{expires}。',
        unexpected: '如果您没有预期收到此邮件，请不要打开链接，并告知平台管理员。',
        sms: 'Kassa 注册链接（%{username}），仅限使用一次，有效期至 %{expires}：%{link}',
        roles: { reviewer: '审核员', support: '客服', admin: '管理员' },
      },
    },
  },
  zh_Hant: {
    kassa: {
      mail: {
        subject: '%{username}，您的 Kassa 註冊連結',
        greeting: '%{username}，您好：',
        staffEnrol: '您已被新增為 Kassa 平台的員工，角色為%{role}。此連結僅供您（%{username}）本人使用。',
        staffReset: '您的 Kassa 平台帳號 %{username}（%{role}）的密碼和身分驗證器已被重設。此連結用於設定新的密碼和驗證器。',
        operatorEnrol: '您是 Kassa 上商戶 %{merchant} 的操作員 %{username}。此連結僅供您本人使用。',
        action: '開啟連結，設定您的密碼和身分驗證器：',
        expiry: '連結只能使用一次，有效期至 %{expires}。',
        unexpected: '如果您沒有預期收到此郵件，請不要開啟連結，並告知平台管理員。',
        sms: 'Kassa 註冊連結（%{username}），僅限使用一次，有效期至 %{expires}：%{link}',
        roles: { reviewer: '審核員', support: '客服', admin: '管理員' },
      },
    },
  },
  vi: {
    kassa: {
      mail: {
        subject: 'Liên kết đăng ký Kassa của bạn, %{username}',
        greeting: 'Xin chào %{username},',
        staffEnrol: 'Bạn đã được thêm vào đội ngũ nhân viên của nền tảng Kassa với vai trò %{role}. Liên kết này chỉ dành cho bạn, %{username}.',
        staffReset: 'Mật khẩu và ứng dụng xác thực của tài khoản nền tảng Kassa %{username} (%{role}) đã được đặt lại. Liên kết này dùng để đặt cái mới.',
        operatorEnrol: 'Bạn là người thao tác %{username} của thương nhân %{merchant} trên Kassa. Liên kết này chỉ dành cho bạn.',
        action: 'Mở liên kết để đặt mật khẩu và ứng dụng xác thực của bạn:',
        expiry: 'Liên kết dùng được một lần, đến %{expires}.',
        unexpected: 'Nếu bạn không chờ thư này, đừng mở liên kết và hãy báo cho quản trị viên của nền tảng.',
        sms: 'Liên kết đăng ký Kassa cho %{username}, dùng một lần, đến %{expires}: %{link}',
        roles: { reviewer: 'người duyệt', support: 'hỗ trợ', admin: 'quản trị viên' },
      },
    },
  },
});
