import { defineLabels } from '../../src/resourceLayer/defineResource';

/** The words of `white/WhiteList` (react-admin's `resources.white/WhiteList`), in all four languages. */
export const whitelistLabels = defineLabels({
  en: {
    name: 'Whitelist entry |||| Whitelist',
    menu: 'Whitelist',
    fields: {
      ip: 'IP address',
      create_time: 'Added on',
    },
    page: {
      create: 'Add an IP address to the whitelist',
    },
    messages: {
      intro: 'While the whitelist is empty, you can sign in from any IP address. Once it has entries, you can sign in only from these addresses.',
      your_ip: 'Your sign-in IP',
      removal: 'Sign-in from this address will no longer be allowed while other addresses remain on the whitelist.',
      lockout_warning: 'This is the IP address you signed in from (%{ip}). If you remove it while other addresses remain on the whitelist, you can lock yourself out: your next sign-in from this address will be refused.',
      addition_warning: 'Your sign-in IP (%{ip}) is not on the whitelist. Adding another address signs you out at once, and you can then sign in only from the addresses on the list. Add %{ip} first to stay signed in.',
    },
  },
  zh_Hans: {
    name: '白名单条目 |||| 白名单',
    menu: '白名单',
    fields: {
      ip: 'IP 地址',
      create_time: '添加时间',
    },
    page: {
      create: '将 IP 地址添加到白名单',
    },
    messages: {
      intro: '白名单为空时，可以从任何 IP 地址登录。添加条目后，只能从这些地址登录。',
      your_ip: '您的登录 IP',
      removal: '只要白名单中还有其他地址，就不能再从此地址登录。',
      lockout_warning: '这是您当前登录所用的 IP 地址（%{ip}）。如果在白名单中还有其他地址时移除它，您可能会把自己锁在外面：下次从此地址登录将被拒绝。',
      addition_warning: '您的登录 IP（%{ip}）不在白名单中。添加其他地址后您将立即退出登录，之后只能从白名单中的地址登录。如需保持登录，请先添加 %{ip}。',
    },
  },
  zh_Hant: {
    name: '白名單條目 |||| 白名單',
    menu: '白名單',
    fields: {
      ip: 'IP 位址',
      create_time: '新增時間',
    },
    page: {
      create: '將 IP 位址新增到白名單',
    },
    messages: {
      intro: '白名單為空時，可以從任何 IP 位址登錄。新增條目後，只能從這些位址登錄。',
      your_ip: '您的登錄 IP',
      removal: '只要白名單中還有其他位址，就不能再從此位址登錄。',
      lockout_warning: '這是您目前登錄所用的 IP 位址（%{ip}）。如果在白名單中還有其他位址時移除它，您可能會把自己鎖在外面：下次從此位址登錄將被拒絕。',
      addition_warning: '您的登錄 IP（%{ip}）不在白名單中。新增其他位址後您將立即登出，之後只能從白名單中的位址登錄。如需保持登錄，請先新增 %{ip}。',
    },
  },
  vi: {
    name: 'Mục danh sách trắng |||| Danh sách trắng',
    menu: 'Danh sách trắng',
    fields: {
      ip: 'Địa chỉ IP',
      create_time: 'Ngày thêm',
    },
    page: {
      create: 'Thêm địa chỉ IP vào danh sách trắng',
    },
    messages: {
      intro: 'Khi danh sách trắng trống, bạn có thể đăng nhập từ bất kỳ địa chỉ IP nào. Khi danh sách có mục, bạn chỉ có thể đăng nhập từ các địa chỉ này.',
      your_ip: 'IP đăng nhập của bạn',
      removal: 'Khi danh sách trắng còn địa chỉ khác, bạn sẽ không thể đăng nhập từ địa chỉ này nữa.',
      lockout_warning: 'Đây là địa chỉ IP bạn đã dùng để đăng nhập (%{ip}). Nếu bạn xóa nó khi danh sách trắng còn địa chỉ khác, bạn có thể tự khóa mình: lần đăng nhập tiếp theo từ địa chỉ này sẽ bị từ chối.',
      addition_warning: 'IP đăng nhập của bạn (%{ip}) không có trong danh sách trắng. Thêm địa chỉ khác sẽ đăng xuất bạn ngay lập tức, và sau đó bạn chỉ có thể đăng nhập từ các địa chỉ trong danh sách. Hãy thêm %{ip} trước để giữ phiên đăng nhập.',
    },
  },
});
