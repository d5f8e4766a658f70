import { defineMessages } from '../../openapi/i18n/define';

/**
 * The help center (articles, the contact form, the merchant's questions) and the announcements. The
 * contact form's labels live under the resource name `help/Contact`, like the record screens'. The articles' and
 * announcements' own words come from the server in the caller's language.
 */
export const helpMessages = defineMessages({
  en: {
    // The rich-text toolbar's buttons (ra-input-rich-text asks for these keys, with English as its fallback).
    ra: { tiptap: { bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', code: 'Code', list_bulleted: 'Bulleted list', list_numbered: 'Numbered list', link: 'Add a link', blockquote: 'Blockquote', clear_format: 'Clear format' } },
    resources: {
      'help/Contact': {
        name: 'Question |||| Questions',
        fields: { subject: 'Subject', body_html: 'Description', attachment_ids: 'Attachments' },
      },
    },
    kassa: {
      help: {
        title: 'Help center',
        tabs: { articles: 'Articles', contact: 'Contact support', questions: 'Your questions' },
        search: 'Search the help center',
        allTopics: 'All topics',
        noArticles: 'No article matches your search. Try other words, or ask support.',
        readMore: 'Read',
        back: 'Back to the help center',
        contactIntro: 'Describe what happened and what you expected; add screenshots or documents if they help. Support answers here, under Your questions.',
        contacts: 'You can also reach support at:',
        attachmentsHelp: 'PNG, JPEG, WebP or PDF, at most 10 MB each; up to 5 files.',
        send: 'Send to support',
        sent: 'Your question was sent to support.',
        noQuestions: 'You have not asked anything yet.',
        status: { open: 'Waiting for support', answered: 'Answered', closed: 'Closed' },
        you: 'You',
        support: 'Support',
        asked: 'Sent %{time}',
        textLevel: { label: 'Text style', paragraph: 'Paragraph', heading1: 'Heading 1', heading2: 'Heading 2', heading3: 'Heading 3' },
      },
      announcements: {
        title: 'Announcements',
        bell: 'Announcements, %{smart_count} unread |||| Announcements, %{smart_count} unread',
        none: 'No announcement yet.',
        unread: 'Unread',
        back: 'Back to the announcements',
        published: 'Published %{time}',
      },
    },
  },
  zh_Hans: {
    ra: { tiptap: { bold: '加粗', italic: '斜体', underline: '下划线', strike: '删除线', code: '代码', list_bulleted: '项目符号列表', list_numbered: '编号列表', link: '添加链接', blockquote: '引用', clear_format: '清除格式' } },
    resources: {
      'help/Contact': {
        name: '问题 |||| 问题',
        fields: { subject: '主题', body_html: '问题描述', attachment_ids: '附件' },
      },
    },
    kassa: {
      help: {
        title: '帮助中心',
        tabs: { articles: '帮助文章', contact: '联系客服', questions: '我的问题' },
        search: '搜索帮助中心',
        allTopics: '全部主题',
        noArticles: '没有与您的搜索匹配的文章。请换个关键词，或联系客服。',
        readMore: '阅读',
        back: '返回帮助中心',
        contactIntro: '请描述发生了什么以及您的预期；如有帮助，可附上截图或文件。客服将在“我的问题”中答复。',
        contacts: '您也可以通过以下方式联系客服：',
        attachmentsHelp: 'PNG、JPEG、WebP 或 PDF，每个不超过 10 MB；最多 5 个文件。',
        send: '发送给客服',
        sent: '您的问题已发送给客服。',
        noQuestions: '您还没有提交过问题。',
        status: { open: '等待客服回复', answered: '已回复', closed: '已关闭' },
        you: '您',
        support: '客服',
        asked: '发送于 %{time}',
        textLevel: { label: '文本样式', paragraph: '正文', heading1: '标题 1', heading2: '标题 2', heading3: '标题 3' },
      },
      announcements: {
        title: '公告',
        bell: '公告，%{smart_count} 条未读 |||| 公告，%{smart_count} 条未读',
        none: '暂无公告。',
        unread: '未读',
        back: '返回公告列表',
        published: '发布于 %{time}',
      },
    },
  },
  zh_Hant: {
    ra: { tiptap: { bold: '粗體', italic: '斜體', underline: '底線', strike: '刪除線', code: '程式碼', list_bulleted: '項目符號清單', list_numbered: '編號清單', link: '新增連結', blockquote: '引用', clear_format: '清除格式' } },
    resources: {
      'help/Contact': {
        name: '問題 |||| 問題',
        fields: { subject: '主題', body_html: '問題描述', attachment_ids: '附件' },
      },
    },
    kassa: {
      help: {
        title: '幫助中心',
        tabs: { articles: '幫助文章', contact: '聯絡客服', questions: '我的問題' },
        search: '搜尋幫助中心',
        allTopics: '全部主題',
        noArticles: '沒有與您的搜尋相符的文章。請換個關鍵字，或聯絡客服。',
        readMore: '閱讀',
        back: '返回幫助中心',
        contactIntro: '請描述發生了什麼以及您的預期；如有幫助，可附上截圖或檔案。客服將在「我的問題」中答覆。',
        contacts: '您也可以透過以下方式聯絡客服：',
        attachmentsHelp: 'PNG、JPEG、WebP 或 PDF，每個不超過 10 MB；最多 5 個檔案。',
        send: '傳送給客服',
        sent: '您的問題已傳送給客服。',
        noQuestions: '您還沒有提交過問題。',
        status: { open: '等待客服回覆', answered: '已回覆', closed: '已關閉' },
        you: '您',
        support: '客服',
        asked: '傳送於 %{time}',
        textLevel: { label: '文字樣式', paragraph: '內文', heading1: '標題 1', heading2: '標題 2', heading3: '標題 3' },
      },
      announcements: {
        title: '公告',
        bell: '公告，%{smart_count} 則未讀 |||| 公告，%{smart_count} 則未讀',
        none: '暫無公告。',
        unread: '未讀',
        back: '返回公告列表',
        published: '發布於 %{time}',
      },
    },
  },
  vi: {
    ra: { tiptap: { bold: 'In đậm', italic: 'In nghiêng', underline: 'Gạch chân', strike: 'Gạch ngang', code: 'Mã', list_bulleted: 'Danh sách dấu đầu dòng', list_numbered: 'Danh sách đánh số', link: 'Thêm liên kết', blockquote: 'Trích dẫn', clear_format: 'Xóa định dạng' } },
    resources: {
      'help/Contact': {
        name: 'Câu hỏi |||| Câu hỏi',
        fields: { subject: 'Chủ đề', body_html: 'Mô tả', attachment_ids: 'Tệp đính kèm' },
      },
    },
    kassa: {
      help: {
        title: 'Trung tâm trợ giúp',
        tabs: { articles: 'Bài viết', contact: 'Liên hệ hỗ trợ', questions: 'Câu hỏi của bạn' },
        search: 'Tìm trong trung tâm trợ giúp',
        allTopics: 'Tất cả chủ đề',
        noArticles: 'Không có bài viết nào khớp với tìm kiếm. Hãy thử từ khác hoặc hỏi bộ phận hỗ trợ.',
        readMore: 'Đọc',
        back: 'Quay lại trung tâm trợ giúp',
        contactIntro: 'Hãy mô tả điều đã xảy ra và điều bạn mong đợi; đính kèm ảnh chụp màn hình hoặc tài liệu nếu hữu ích. Bộ phận hỗ trợ sẽ trả lời tại mục Câu hỏi của bạn.',
        contacts: 'Bạn cũng có thể liên hệ hỗ trợ qua:',
        attachmentsHelp: 'PNG, JPEG, WebP hoặc PDF, mỗi tệp tối đa 10 MB; tối đa 5 tệp.',
        send: 'Gửi cho bộ phận hỗ trợ',
        sent: 'Câu hỏi của bạn đã được gửi cho bộ phận hỗ trợ.',
        noQuestions: 'Bạn chưa gửi câu hỏi nào.',
        status: { open: 'Chờ hỗ trợ', answered: 'Đã trả lời', closed: 'Đã đóng' },
        you: 'Bạn',
        support: 'Hỗ trợ',
        asked: 'Gửi lúc %{time}',
        textLevel: { label: 'Kiểu chữ', paragraph: 'Đoạn văn', heading1: 'Tiêu đề 1', heading2: 'Tiêu đề 2', heading3: 'Tiêu đề 3' },
      },
      announcements: {
        title: 'Thông báo',
        bell: 'Thông báo, %{smart_count} chưa đọc |||| Thông báo, %{smart_count} chưa đọc',
        none: 'Chưa có thông báo nào.',
        unread: 'Chưa đọc',
        back: 'Quay lại danh sách thông báo',
        published: 'Đăng lúc %{time}',
      },
    },
  },
});
