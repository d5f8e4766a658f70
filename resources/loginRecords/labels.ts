import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `records/EntryRecord` (react-admin's `resources.records/EntryRecord`), in all four languages. */
export const loginRecordsLabels = defineLabels({
  en: {
    name: 'Login record |||| Login records',
    menu: 'Login records',
    fields: {
      create_time: 'Time',
      IP: 'IP address',
      result: 'Result',
      keyword: 'IP address',
    },
  },
  zh_Hans: {
    name: '登录记录 |||| 登录记录',
    menu: '登录记录',
    fields: {
      create_time: '时间',
      IP: 'IP 地址',
      result: '结果',
      keyword: 'IP 地址',
    },
  },
  zh_Hant: {
    name: '登錄記錄 |||| 登錄記錄',
    menu: '登入記錄',
    fields: {
      create_time: '時間',
      IP: 'IP 位址',
      result: '結果',
      keyword: 'IP 位址',
    },
  },
  vi: {
    name: 'Lần đăng nhập |||| Lịch sử đăng nhập',
    menu: 'Lịch sử đăng nhập',
    fields: {
      create_time: 'Thời gian',
      IP: 'Địa chỉ IP',
      result: 'Kết quả',
      keyword: 'Địa chỉ IP',
    },
  },
});
