import { defineMessages } from '../../../openapi/i18n/define';

/** The staff member's own account page (src/platform/pages/account/): who they are, their passkeys, their sessions, sign-out. */
export const accountMessages = defineMessages({
  en: {
    kassa: {
      platformAccount: {
        who: 'Signed in as %{name}, %{role}.',
        signOut: 'Sign out',
        passkeys: {
          unavailable: 'This browser cannot use passkeys at this address. You can still remove your passkeys here.',
          requireHelp: 'Staff members who have a passkey must sign in and confirm changes with it: their password sign-in and authenticator codes are refused. Only administrators change this.',
          requireOnQuestion: 'Staff members with a passkey will sign in and confirm changes only with it. Sessions already signed in stay signed in.',
          requireOffQuestion: 'Staff members will be able to sign in with their password and authenticator code again.',
        },
        sessions: {
          title: 'Your sessions',
          intro: 'Every browser signed in to your staff account. End any you do not recognise; a session also ends after 30 minutes without use.',
          current: 'This session',
          deviceOn: '%{browser} on %{os}',
          unknownDevice: 'Unknown device',
          ip: 'IP address',
          signedIn: 'Signed in',
          lastSeen: 'Last active',
          end: 'End session',
          endTitle: 'End this session?',
          endQuestion: 'The browser %{device} (%{ip}) will be signed out at its next call.',
          ended: 'Session ended',
        },
      },
    },
  },
  zh_Hans: {
    kassa: {
      platformAccount: {
        who: '已登录：%{name}，%{role}。',
        signOut: '退出登录',
        passkeys: {
          unavailable: '此浏览器无法在此地址使用通行密钥。您仍可以在这里移除通行密钥。',
          requireHelp: '拥有通行密钥的员工必须使用它登录和确认操作：其密码登录和验证码将被拒绝。只有管理员可以更改此设置。',
          requireOnQuestion: '拥有通行密钥的员工将只能使用它登录和确认操作。已登录的会话保持登录。',
          requireOffQuestion: '员工将可以再次使用密码和验证码登录。',
        },
        sessions: {
          title: '您的会话',
          intro: '已登录您员工账户的所有浏览器。结束任何您不认识的会话；会话在 30 分钟未使用后也会结束。',
          current: '当前会话',
          deviceOn: '%{os} 上的 %{browser}',
          unknownDevice: '未知设备',
          ip: 'IP 地址',
          signedIn: '登录时间',
          lastSeen: '最近活动',
          end: '结束会话',
          endTitle: '结束此会话？',
          endQuestion: '浏览器 %{device}（%{ip}）将在下一次调用时退出登录。',
          ended: '会话已结束',
        },
      },
    },
  },
  zh_Hant: {
    kassa: {
      platformAccount: {
        who: '已登入：%{name}，%{role}。',
        signOut: '登出',
        passkeys: {
          unavailable: '此瀏覽器無法在此地址使用通行密鑰。您仍可以在這裡移除通行密鑰。',
          requireHelp: '擁有通行密鑰的員工必須使用它登入和確認操作：其密碼登入和驗證碼將被拒絕。只有管理員可以變更此設定。',
          requireOnQuestion: '擁有通行密鑰的員工將只能使用它登入和確認操作。已登入的工作階段保持登入。',
          requireOffQuestion: '員工將可以再次使用密碼和驗證碼登入。',
        },
        sessions: {
          title: '您的工作階段',
          intro: '已登入您員工帳戶的所有瀏覽器。結束任何您不認識的工作階段；工作階段在 30 分鐘未使用後也會結束。',
          current: '目前的工作階段',
          deviceOn: '%{os} 上的 %{browser}',
          unknownDevice: '未知裝置',
          ip: 'IP 位址',
          signedIn: '登入時間',
          lastSeen: '最近活動',
          end: '結束工作階段',
          endTitle: '結束此工作階段？',
          endQuestion: '瀏覽器 %{device}（%{ip}）將在下一次調用時登出。',
          ended: '工作階段已結束',
        },
      },
    },
  },
  vi: {
    kassa: {
      platformAccount: {
        who: 'Đã đăng nhập: %{name}, %{role}.',
        signOut: 'Đăng xuất',
        passkeys: {
          unavailable: 'Trình duyệt này không thể dùng khóa truy cập tại địa chỉ này. Bạn vẫn có thể xóa khóa truy cập tại đây.',
          requireHelp: 'Nhân viên có khóa truy cập phải đăng nhập và xác nhận thay đổi bằng khóa đó: đăng nhập bằng mật khẩu và mã xác thực sẽ bị từ chối. Chỉ quản trị viên thay đổi được thiết lập này.',
          requireOnQuestion: 'Nhân viên có khóa truy cập sẽ chỉ đăng nhập và xác nhận thay đổi bằng khóa đó. Các phiên đã đăng nhập vẫn giữ nguyên.',
          requireOffQuestion: 'Nhân viên sẽ có thể đăng nhập lại bằng mật khẩu và mã xác thực.',
        },
        sessions: {
          title: 'Các phiên của bạn',
          intro: 'Mọi trình duyệt đang đăng nhập tài khoản nhân viên của bạn. Hãy kết thúc phiên bạn không nhận ra; một phiên cũng kết thúc sau 30 phút không dùng.',
          current: 'Phiên này',
          deviceOn: '%{browser} trên %{os}',
          unknownDevice: 'Thiết bị không rõ',
          ip: 'Địa chỉ IP',
          signedIn: 'Đăng nhập lúc',
          lastSeen: 'Hoạt động gần nhất',
          end: 'Kết thúc phiên',
          endTitle: 'Kết thúc phiên này?',
          endQuestion: 'Trình duyệt %{device} (%{ip}) sẽ bị đăng xuất ở lệnh gọi tiếp theo.',
          ended: 'Đã kết thúc phiên',
        },
      },
    },
  },
});
