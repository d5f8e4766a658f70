import { defineMessages } from './define';

/** What the server says to administrators about rule changes (keys kassa.server.ruleChange*), in the caller's language. */
export const ruleChangeMessages = defineMessages({
  en: {
    kassa: {
      server: {
        ruleChangeNotFound: 'There is no rule change %{id}.',
        ruleChangeDecided: 'Rule change %{id} is no longer waiting for a decision.',
        ruleChangeOwnProposal: 'You proposed rule change %{id}. Another administrator must approve it.',
        ruleChangeCoolingOff: 'Rule change %{id} can be approved from %{time} (UTC), after its cooling-off period.',
        ruleChangeIssuedBy: '%{proposer} made or reset your account at %{time} (UTC). Until %{until} (UTC), another administrator must approve their changes.',
      },
    },
  },
  zh_Hans: {
    kassa: {
      server: {
        ruleChangeNotFound: '规则变更 %{id} 不存在。',
        ruleChangeDecided: '规则变更 %{id} 已不再等待决定。',
        ruleChangeOwnProposal: '规则变更 %{id} 由您提出，必须由另一位管理员批准。',
        ruleChangeCoolingOff: '规则变更 %{id} 需经过冷静期，可于 %{time}（UTC）起批准。',
        ruleChangeIssuedBy: '%{proposer} 于 %{time}（UTC）创建或重置了您的账户。在 %{until}（UTC）之前，其变更必须由另一位管理员批准。',
      },
    },
  },
  zh_Hant: {
    kassa: {
      server: {
        ruleChangeNotFound: '規則變更 %{id} 不存在。',
        ruleChangeDecided: '規則變更 %{id} 已不再等待決定。',
        ruleChangeOwnProposal: '規則變更 %{id} 由您提出，必須由另一位管理員核准。',
        ruleChangeCoolingOff: '規則變更 %{id} 需經過冷靜期，可於 %{time}（UTC）起核准。',
        ruleChangeIssuedBy: '%{proposer} 於 %{time}（UTC）建立或重設了您的帳戶。在 %{until}（UTC）之前，其變更必須由另一位管理員核准。',
      },
    },
  },
  vi: {
    kassa: {
      server: {
        ruleChangeNotFound: 'Không có thay đổi quy tắc %{id}.',
        ruleChangeDecided: 'Thay đổi quy tắc %{id} không còn chờ quyết định.',
        ruleChangeOwnProposal: 'Bạn đã đề xuất thay đổi quy tắc %{id}. Một quản trị viên khác phải phê duyệt.',
        ruleChangeCoolingOff: 'Thay đổi quy tắc %{id} có thể được phê duyệt từ %{time} (UTC), sau thời gian chờ.',
        ruleChangeIssuedBy: '%{proposer} đã tạo hoặc đặt lại tài khoản của bạn lúc %{time} (UTC). Đến %{until} (UTC), các thay đổi của họ phải do một quản trị viên khác phê duyệt.',
      },
    },
  },
});
