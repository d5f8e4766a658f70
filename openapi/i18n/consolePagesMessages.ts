import { defineMessages } from './define';

/**
 * What the server says about files, merchant verification, help center,
 * announcements and the content pages (keys kassa.server.*, beside those of serverMessages.ts), in the caller's
 * language.
 */
export const consolePagesMessages = defineMessages({
  en: {
    kassa: {
      server: {
        fileNotFound: 'This file does not exist or is not yours.',
        uploadQuotaReached: 'Your account has reached its upload limit of %{files} files or %{size} in total. Please contact support.',
        fileUnreadable: 'The upload could not be read: send one file in the multipart/form-data field "file".',
        kycAlreadyVerified: 'Your account is already verified.',
        kycAlreadyPending: 'Your verification is already under review. You will be able to submit again if it is rejected.',
        kycDocumentNotFound: 'A document of the form does not exist or is not yours. Upload it again.',
        kycSubmissionNotFound: 'No verification submission has the ID %{id}.',
        kycNotPending: 'The verification submission %{id} has already been reviewed.',
        articleNotFound: 'This help article does not exist.',
        ticketNotFound: 'This question does not exist or is not yours.',
        ticketClosed: 'This question is closed. Please send a new one.',
        attachmentNotFound: 'An attachment does not exist or is not yours. Upload it again.',
        announcementNotFound: 'This announcement does not exist.',
        documentNotFound: 'This document or version does not exist.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        fileNotFound: '该文件不存在或不属于您。',
        uploadQuotaReached: '您的账户已达到上传上限（共 %{files} 个文件或 %{size}）。请联系客服。',
        fileUnreadable: '无法读取上传内容：请在 multipart/form-data 的 "file" 字段中发送一个文件。',
        kycAlreadyVerified: '您的账户已完成认证。',
        kycAlreadyPending: '您的认证资料正在审核中。如被拒绝，您可以重新提交。',
        kycDocumentNotFound: '表单中的某个文件不存在或不属于您，请重新上传。',
        kycSubmissionNotFound: '没有 ID 为 %{id} 的认证提交记录。',
        kycNotPending: '认证提交记录 %{id} 已审核。',
        articleNotFound: '该帮助文章不存在。',
        ticketNotFound: '该问题不存在或不属于您。',
        ticketClosed: '该问题已关闭，请重新提交一个问题。',
        attachmentNotFound: '某个附件不存在或不属于您，请重新上传。',
        announcementNotFound: '该公告不存在。',
        documentNotFound: '该文档或版本不存在。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        fileNotFound: '該檔案不存在或不屬於您。',
        uploadQuotaReached: '您的帳戶已達到上傳上限（共 %{files} 個檔案或 %{size}）。請聯絡客服。',
        fileUnreadable: '無法讀取上傳內容：請在 multipart/form-data 的 "file" 欄位中傳送一個檔案。',
        kycAlreadyVerified: '您的賬戶已完成認證。',
        kycAlreadyPending: '您的認證資料正在審核中。如被拒絕，您可以重新提交。',
        kycDocumentNotFound: '表單中的某個檔案不存在或不屬於您，請重新上傳。',
        kycSubmissionNotFound: '沒有 ID 為 %{id} 的認證提交記錄。',
        kycNotPending: '認證提交記錄 %{id} 已審核。',
        articleNotFound: '該幫助文章不存在。',
        ticketNotFound: '該問題不存在或不屬於您。',
        ticketClosed: '該問題已關閉，請重新提交一個問題。',
        attachmentNotFound: '某個附件不存在或不屬於您，請重新上傳。',
        announcementNotFound: '該公告不存在。',
        documentNotFound: '該文件或版本不存在。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        fileNotFound: 'Tệp này không tồn tại hoặc không thuộc về bạn.',
        uploadQuotaReached: 'Tài khoản của bạn đã đạt giới hạn tải lên: %{files} tệp hoặc tổng cộng %{size}. Vui lòng liên hệ bộ phận hỗ trợ.',
        fileUnreadable: 'Không đọc được nội dung tải lên: hãy gửi một tệp trong trường "file" của multipart/form-data.',
        kycAlreadyVerified: 'Tài khoản của bạn đã được xác minh.',
        kycAlreadyPending: 'Hồ sơ xác minh của bạn đang được xét duyệt. Bạn có thể gửi lại nếu hồ sơ bị từ chối.',
        kycDocumentNotFound: 'Một tài liệu trong biểu mẫu không tồn tại hoặc không thuộc về bạn. Hãy tải lên lại.',
        kycSubmissionNotFound: 'Không có hồ sơ xác minh nào có ID %{id}.',
        kycNotPending: 'Hồ sơ xác minh %{id} đã được xét duyệt.',
        articleNotFound: 'Bài viết trợ giúp này không tồn tại.',
        ticketNotFound: 'Câu hỏi này không tồn tại hoặc không thuộc về bạn.',
        ticketClosed: 'Câu hỏi này đã đóng. Vui lòng gửi câu hỏi mới.',
        attachmentNotFound: 'Một tệp đính kèm không tồn tại hoặc không thuộc về bạn. Hãy tải lên lại.',
        announcementNotFound: 'Thông báo này không tồn tại.',
        documentNotFound: 'Tài liệu hoặc phiên bản này không tồn tại.',
      },
    },
  },
});
