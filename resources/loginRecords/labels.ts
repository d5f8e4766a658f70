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
    choices: {
      loginResult: {
        success: 'Success',
        bad_credentials: 'Wrong password or code',
        locked: 'Account locked',
        ip_not_allowed: 'IP address not allowed',
        suspended: 'Account suspended',
        passkey_required: 'Passkey required',
      },
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
    choices: {
      loginResult: {
        success: '成功',
        bad_credentials: '密码或验证码错误',
        locked: '账户已锁定',
        ip_not_allowed: 'IP 地址不被允许',
        suspended: '账户已停用',
        passkey_required: '需使用通行密钥',
      },
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
    choices: {
      loginResult: {
        success: '成功',
        bad_credentials: '密碼或驗證碼錯誤',
        locked: '賬戶已鎖定',
        ip_not_allowed: 'IP 位址不被允許',
        suspended: '賬戶已停用',
        passkey_required: '需使用通行密鑰',
      },
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
    choices: {
      loginResult: {
        success: 'Thành công',
        bad_credentials: 'Sai mật khẩu hoặc mã',
        locked: 'Tài khoản bị khóa',
        ip_not_allowed: 'Địa chỉ IP không được phép',
        suspended: 'Tài khoản bị tạm ngưng',
        passkey_required: 'Cần khóa truy cập',
      },
    },
  },
});
