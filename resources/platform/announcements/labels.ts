import { defineLabels } from '../../../src/resourceLayer/defineResource';

/** The words of the platform's `announcement` screen, in all four languages; `values` names the languages. */
export const announcementsLabels = defineLabels({
  en: {
    name: 'Announcement |||| Announcements',
    menu: 'Announcements',
    fields: { title: 'Title', body_html: 'Body', state: 'State', publish_time: 'Published from' },
    groups: { title: 'Title', body: 'Body', when: 'When merchants see it' },
    page: { create: 'Publish an announcement' },
    values: { en: 'English', zh_Hans: 'Simplified Chinese', zh_Hant: 'Traditional Chinese', vi: 'Vietnamese' },
    messages: {
      title_in: 'Title (%{language})',
      body_in: 'Body (%{language})',
      publish_time_help: 'Leave empty to publish now; a later time schedules it, and merchants see it from then.',
    },
    choices: { announcementState: { scheduled: 'Scheduled', published: 'Published' } },
  },
  zh_Hans: {
    name: '公告 |||| 公告',
    menu: '公告',
    fields: { title: '标题', body_html: '正文', state: '状态', publish_time: '发布时间' },
    groups: { title: '标题', body: '正文', when: '商户何时可见' },
    page: { create: '发布公告' },
    values: { en: '英语', zh_Hans: '简体中文', zh_Hant: '繁体中文', vi: '越南语' },
    messages: {
      title_in: '标题（%{language}）',
      body_in: '正文（%{language}）',
      publish_time_help: '留空则立即发布；填写较晚的时间则定时发布，商户从该时间起可见。',
    },
    choices: { announcementState: { scheduled: '定时发布', published: '已发布' } },
  },
  zh_Hant: {
    name: '公告 |||| 公告',
    menu: '公告',
    fields: { title: '標題', body_html: '正文', state: '狀態', publish_time: '發布時間' },
    groups: { title: '標題', body: '正文', when: '商戶何時可見' },
    page: { create: '發布公告' },
    values: { en: '英語', zh_Hans: '簡體中文', zh_Hant: '繁體中文', vi: '越南語' },
    messages: {
      title_in: '標題（%{language}）',
      body_in: '正文（%{language}）',
      publish_time_help: '留空則立即發布；填寫較晚的時間則定時發布，商戶從該時間起可見。',
    },
    choices: { announcementState: { scheduled: '定時發布', published: '已發布' } },
  },
  vi: {
    name: 'Thông báo |||| Thông báo',
    menu: 'Thông báo',
    fields: { title: 'Tiêu đề', body_html: 'Nội dung', state: 'Trạng thái', publish_time: 'Đăng từ' },
    groups: { title: 'Tiêu đề', body: 'Nội dung', when: 'Khi nào thương nhân thấy' },
    page: { create: 'Đăng thông báo' },
    values: { en: 'Tiếng Anh', zh_Hans: 'Tiếng Trung giản thể', zh_Hant: 'Tiếng Trung phồn thể', vi: 'Tiếng Việt' },
    messages: {
      title_in: 'Tiêu đề (%{language})',
      body_in: 'Nội dung (%{language})',
      publish_time_help: 'Để trống để đăng ngay; một thời điểm sau sẽ lên lịch, và thương nhân thấy từ lúc đó.',
    },
    choices: { announcementState: { scheduled: 'Đã lên lịch', published: 'Đã đăng' } },
  },
});
