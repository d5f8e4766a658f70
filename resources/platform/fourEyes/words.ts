/**
 * The words of the four-eyes parts (./parts.tsx), under `messages` of each queue's labels: the parts read them from the
 * screen they are shown on. A withdrawal's second approval pays it out; a recharge's credits the merchant.
 */
export const fourEyesWords = {
  en: {
    two_approvals: 'Needs two approvals',
    first_approval: 'First approval by %{by} at %{time}',
    first_of_two: 'This withdrawal needs the approvals of two different staff members. Yours is recorded as the first; it is paid once another member approves it.',
    second_of_two: 'First approval by %{by} at %{time}. Your approval, as another staff member, pays it out.',
  },
  zh_Hans: {
    two_approvals: '需两人审批',
    first_approval: '%{by} 已于 %{time} 首次审批',
    first_of_two: '此提现需要两位不同的工作人员审批。您的审批将记为第一次审批，另一位工作人员审批后才会出款。',
    second_of_two: '%{by} 已于 %{time} 首次审批。由您作为另一位工作人员审批后即出款。',
  },
  zh_Hant: {
    two_approvals: '需兩人審批',
    first_approval: '%{by} 已於 %{time} 首次審批',
    first_of_two: '此提現需要兩位不同的工作人員審批。您的審批將記為第一次審批，另一位工作人員審批後才會出款。',
    second_of_two: '%{by} 已於 %{time} 首次審批。由您作為另一位工作人員審批後即出款。',
  },
  vi: {
    two_approvals: 'Cần hai lượt duyệt',
    first_approval: 'Duyệt lần đầu bởi %{by} lúc %{time}',
    first_of_two: 'Lệnh rút này cần hai nhân viên khác nhau duyệt. Lượt duyệt của bạn được ghi là lần đầu; lệnh được chi trả khi một nhân viên khác duyệt.',
    second_of_two: 'Duyệt lần đầu bởi %{by} lúc %{time}. Lượt duyệt của bạn, với tư cách nhân viên khác, sẽ chi trả lệnh này.',
  },
} as const;

/** The same parts on the recharge queue: the approval that settles credits the merchant. */
export const fourEyesCreditWords = {
  en: {
    two_approvals: fourEyesWords.en.two_approvals,
    first_approval: fourEyesWords.en.first_approval,
    first_of_two: 'This recharge needs the approvals of two different staff members. Yours is recorded as the first; the merchant is credited once another member approves it.',
    second_of_two: 'First approval by %{by} at %{time}. Your approval, as another staff member, credits the merchant.',
  },
  zh_Hans: {
    two_approvals: fourEyesWords.zh_Hans.two_approvals,
    first_approval: fourEyesWords.zh_Hans.first_approval,
    first_of_two: '此充值需要两位不同的工作人员审批。您的审批将记为第一次审批，另一位工作人员审批后商户才会入账。',
    second_of_two: '%{by} 已于 %{time} 首次审批。由您作为另一位工作人员审批后商户即入账。',
  },
  zh_Hant: {
    two_approvals: fourEyesWords.zh_Hant.two_approvals,
    first_approval: fourEyesWords.zh_Hant.first_approval,
    first_of_two: '此充值需要兩位不同的工作人員審批。您的審批將記為第一次審批，另一位工作人員審批後商戶才會入帳。',
    second_of_two: '%{by} 已於 %{time} 首次審批。由您作為另一位工作人員審批後商戶即入帳。',
  },
  vi: {
    two_approvals: fourEyesWords.vi.two_approvals,
    first_approval: fourEyesWords.vi.first_approval,
    first_of_two: 'Lệnh nạp này cần hai nhân viên khác nhau duyệt. Lượt duyệt của bạn được ghi là lần đầu; thương nhân được ghi có khi một nhân viên khác duyệt.',
    second_of_two: 'Duyệt lần đầu bởi %{by} lúc %{time}. Lượt duyệt của bạn, với tư cách nhân viên khác, sẽ ghi có cho thương nhân.',
  },
} as const;
