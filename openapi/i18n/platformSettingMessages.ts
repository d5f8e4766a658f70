import { defineMessages } from './define';

/** What the server says about the platform's settings and content (maintenance to merchants, the rest to staff), in the caller's language. */
export const platformSettingMessages = defineMessages({
  en: {
    kassa: {
      server: {
        maintenanceNotice: 'System function under maintenance: %{message}',
        announcementTimePast: 'The publish time must be later than now.',
        announcementPublished: 'Announcement %{id} is already published and merchants may have read it: withdraw it and publish a new one.',
        ticketAttachmentNotFound: 'This file is not attached to question %{id}.',
        supportTicketNotFound: 'Question %{id} does not exist.',
        supportTicketClosed: 'Question %{id} is closed: the merchant must send a new one.',
        depositAddressInPool: 'The address %{address} is already in the pool.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        maintenanceNotice: '系统功能维护中：%{message}',
        announcementTimePast: '发布时间必须晚于当前时间。',
        announcementPublished: '公告 %{id} 已发布，商户可能已经阅读：请撤回后重新发布。',
        ticketAttachmentNotFound: '该文件不是问题 %{id} 的附件。',
        supportTicketNotFound: '问题 %{id} 不存在。',
        supportTicketClosed: '问题 %{id} 已关闭，商户需重新提交问题。',
        depositAddressInPool: '地址 %{address} 已在地址池中。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        maintenanceNotice: '系統功能維護中：%{message}',
        announcementTimePast: '發佈時間必須晚於目前時間。',
        announcementPublished: '公告 %{id} 已發佈，商戶可能已經閱讀：請撤回後重新發佈。',
        ticketAttachmentNotFound: '該檔案不是問題 %{id} 的附件。',
        supportTicketNotFound: '問題 %{id} 不存在。',
        supportTicketClosed: '問題 %{id} 已關閉，商戶需重新提交問題。',
        depositAddressInPool: '地址 %{address} 已在地址池中。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        maintenanceNotice: 'Chức năng hệ thống đang được bảo trì: %{message}',
        announcementTimePast: 'Thời điểm đăng phải muộn hơn hiện tại.',
        announcementPublished: 'Thông báo %{id} đã được đăng và người bán có thể đã đọc: hãy thu hồi rồi đăng thông báo mới.',
        ticketAttachmentNotFound: 'Tệp này không được đính kèm vào câu hỏi %{id}.',
        supportTicketNotFound: 'Câu hỏi %{id} không tồn tại.',
        supportTicketClosed: 'Câu hỏi %{id} đã đóng: người bán cần gửi câu hỏi mới.',
        depositAddressInPool: 'Địa chỉ %{address} đã có trong kho địa chỉ.',
      },
    },
  },
});
