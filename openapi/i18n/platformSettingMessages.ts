import { defineMessages } from './define';

/** What the server says about the platform's settings and content (maintenance to merchants, the rest to staff), in the caller's language. */
export const platformSettingMessages = defineMessages({
  en: {
    kassa: {
      server: {
        maintenanceNotice: 'System function under maintenance: %{message}',
        announcementTimePast: 'The publish time must be later than now.',
        supportTicketNotFound: 'Question %{id} does not exist.',
        supportTicketClosed: 'Question %{id} is closed: the merchant must send a new one.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        maintenanceNotice: '系统功能维护中：%{message}',
        announcementTimePast: '发布时间必须晚于当前时间。',
        supportTicketNotFound: '问题 %{id} 不存在。',
        supportTicketClosed: '问题 %{id} 已关闭，商户需重新提交问题。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        maintenanceNotice: '系統功能維護中：%{message}',
        announcementTimePast: '發佈時間必須晚於目前時間。',
        supportTicketNotFound: '問題 %{id} 不存在。',
        supportTicketClosed: '問題 %{id} 已關閉，商戶需重新提交問題。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        maintenanceNotice: 'Chức năng hệ thống đang được bảo trì: %{message}',
        announcementTimePast: 'Thời điểm đăng phải muộn hơn hiện tại.',
        supportTicketNotFound: 'Câu hỏi %{id} không tồn tại.',
        supportTicketClosed: 'Câu hỏi %{id} đã đóng: người bán cần gửi câu hỏi mới.',
      },
    },
  },
});
