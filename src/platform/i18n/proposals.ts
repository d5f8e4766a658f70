import { defineMessages } from '../../../openapi/i18n/define';

/**
 * What the platform console says about a change it proposed rather than made (src/platform/ruleChanges/): the notice
 * after a form that proposes a rule change, and the "Takes effect at" of the fee forms. Shared by the settings page and
 * the record screens, so it comes with the console's frame.
 */
export const proposalMessages = defineMessages({
  en: {
    kassa: {
      platform: {
        proposal: {
          title: 'Change proposed',
          proposed: 'Proposed. Another administrator can approve it from %{time}.',
          effectiveAt: 'Once approved, it takes effect at %{time}, or at the end of the merchants’ notice period if that is later.',
          effectiveAtNoticeEnd: 'Once approved, it takes effect at the end of the merchants’ notice period.',
          open: 'Open the rule change',
          needsApproval: 'Another administrator approves it before it holds.',
          propose: 'Propose',
          effectiveTime: 'Takes effect at',
          effectiveTimeHelp:
            'Optional. The merchants who pay these rates are told of them in their console for the notice period after the approval: they take effect at this time, or at the end of the notice period if that is later. Empty: at the end of the notice period.',
          effectiveTimeNone: 'At the end of the notice period after the approval',
        },
      },
    },
  },
  zh_Hans: {
    kassa: {
      platform: {
        proposal: {
          title: '已提交变更',
          proposed: '已提交变更申请。另一位管理员可于 %{time} 起批准。',
          effectiveAt: '批准后于 %{time} 生效；若商户通知期结束得更晚，则于通知期结束时生效。',
          effectiveAtNoticeEnd: '批准后于商户通知期结束时生效。',
          open: '查看规则变更',
          needsApproval: '须经另一位管理员批准后才生效。',
          propose: '提交',
          effectiveTime: '生效时间',
          effectiveTimeHelp: '选填。批准后，按这些费率计费的商户会在后台看到通知，为期一个通知期：费率于此时间生效；若通知期结束得更晚，则于通知期结束时生效。留空则于通知期结束时生效。',
          effectiveTimeNone: '批准后通知期结束时',
        },
      },
    },
  },
  zh_Hant: {
    kassa: {
      platform: {
        proposal: {
          title: '已提交變更',
          proposed: '已提交變更申請。另一位管理員可於 %{time} 起核准。',
          effectiveAt: '核准後於 %{time} 生效；若商戶通知期結束得更晚，則於通知期結束時生效。',
          effectiveAtNoticeEnd: '核准後於商戶通知期結束時生效。',
          open: '查看規則變更',
          needsApproval: '須經另一位管理員核准後才生效。',
          propose: '提交',
          effectiveTime: '生效時間',
          effectiveTimeHelp: '選填。核准後，按這些費率計費的商戶會在後台看到通知，為期一個通知期：費率於此時間生效；若通知期結束得更晚，則於通知期結束時生效。留空則於通知期結束時生效。',
          effectiveTimeNone: '核准後通知期結束時',
        },
      },
    },
  },
  vi: {
    kassa: {
      platform: {
        proposal: {
          title: 'Đã đề xuất thay đổi',
          proposed: 'Đã đề xuất. Một quản trị viên khác có thể phê duyệt từ %{time}.',
          effectiveAt: 'Sau khi được phê duyệt, thay đổi có hiệu lực lúc %{time}, hoặc khi hết thời gian báo trước cho thương nhân nếu muộn hơn.',
          effectiveAtNoticeEnd: 'Sau khi được phê duyệt, thay đổi có hiệu lực khi hết thời gian báo trước cho thương nhân.',
          open: 'Mở thay đổi quy tắc',
          needsApproval: 'Một quản trị viên khác phải phê duyệt trước khi thay đổi có hiệu lực.',
          propose: 'Đề xuất',
          effectiveTime: 'Có hiệu lực lúc',
          effectiveTimeHelp:
            'Không bắt buộc. Sau khi phê duyệt, các thương nhân chịu mức phí này được thông báo trong bảng điều khiển suốt thời gian báo trước: mức phí có hiệu lực vào thời điểm này, hoặc khi hết thời gian báo trước nếu muộn hơn. Để trống: khi hết thời gian báo trước.',
          effectiveTimeNone: 'Khi hết thời gian báo trước sau khi phê duyệt',
        },
      },
    },
  },
});
