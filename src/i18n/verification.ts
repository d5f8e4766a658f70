import { defineMessages } from '../../openapi/i18n/define';

/**
 * Merchant verification (the spec's verification form, its submission management and the KYC state on the account
 * page) and the files it sends. The form's labels live under the resource name of its path,
 * `resources.system/Verification.fields.<source>`, like the record screens'.
 */
export const verificationMessages = defineMessages({
  en: {
    resources: {
      'system/Verification': {
        name: 'Merchant verification',
        fields: {
          company_name: 'Company name',
          registration_number: 'Registration number',
          country: 'Country or region',
          company_address: 'Company address',
          representative_name: 'Legal representative',
          representative_id_number: "Representative's ID number",
          contact_email: 'Contact email',
          contact_phone: 'Contact phone',
          document_ids: 'Documents',
        },
      },
    },
    kassa: {
      verification: {
        title: 'Merchant verification',
        intro:
          "Verify your business to create an API key and take payments through the merchant API. Send your company's details with its documents: the business registration and the legal representative's ID. Platform staff review them.",
        state: {
          unverified: 'Your business is not verified yet.',
          pending: 'Your verification is under review since %{time}.',
          verified: 'Your business is verified.',
          rejected: 'Your verification was rejected: %{reason} Correct what is asked and submit again.',
        },
        groups: { company: 'Company', representative: 'Legal representative', contact: 'Contact', documents: 'Documents' },
        documentsHelp: 'PNG, JPEG, WebP or PDF, at most 10 MB each; up to 5 documents.',
        submit: 'Submit for review',
        submitted: 'Your verification was submitted and is under review.',
        submission: {
          title: 'Your submission',
          status: 'Status',
          submittedAt: 'Submitted',
          reviewedAt: 'Reviewed',
          reason: 'Reason',
          statuses: { pending: 'Under review', approved: 'Approved', rejected: 'Rejected' },
        },
        account: {
          title: 'Verification (KYC)',
          go: 'Verify your business',
          view: 'View your submission',
          resubmit: 'Submit again',
          apiNote: 'An API key requires a verified business.',
        },
      },
      files: {
        upload: 'Upload a document',
        uploading: 'Uploading %{name}…',
        preview: 'Preview %{name}',
        download: 'Download %{name}',
        remove: 'Remove %{name}',
        none: 'No document yet.',
      },
    },
  },
  zh_Hans: {
    resources: {
      'system/Verification': {
        name: '商户认证',
        fields: {
          company_name: '公司名称',
          registration_number: '注册号',
          country: '国家或地区',
          company_address: '公司地址',
          representative_name: '法定代表人',
          representative_id_number: '法定代表人证件号',
          contact_email: '联系邮箱',
          contact_phone: '联系电话',
          document_ids: '证明文件',
        },
      },
    },
    kassa: {
      verification: {
        title: '商户认证',
        intro: '完成企业认证后即可创建 API 密钥，并通过商户 API 收款。请提交公司信息及证明文件：营业执照和法定代表人证件。平台工作人员将进行审核。',
        state: {
          unverified: '您的企业尚未认证。',
          pending: '您的认证资料自 %{time} 起正在审核中。',
          verified: '您的企业已通过认证。',
          rejected: '您的认证未通过：%{reason} 请按要求修改后重新提交。',
        },
        groups: { company: '公司', representative: '法定代表人', contact: '联系方式', documents: '证明文件' },
        documentsHelp: 'PNG、JPEG、WebP 或 PDF，每个不超过 10 MB；最多 5 个文件。',
        submit: '提交审核',
        submitted: '您的认证资料已提交，正在审核中。',
        submission: {
          title: '您的提交',
          status: '状态',
          submittedAt: '提交时间',
          reviewedAt: '审核时间',
          reason: '原因',
          statuses: { pending: '审核中', approved: '已通过', rejected: '已拒绝' },
        },
        account: {
          title: '企业认证（KYC）',
          go: '进行企业认证',
          view: '查看提交资料',
          resubmit: '重新提交',
          apiNote: '创建 API 密钥需要完成企业认证。',
        },
      },
      files: {
        upload: '上传文件',
        uploading: '正在上传 %{name}…',
        preview: '预览 %{name}',
        download: '下载 %{name}',
        remove: '移除 %{name}',
        none: '尚未上传文件。',
      },
    },
  },
  zh_Hant: {
    resources: {
      'system/Verification': {
        name: '商戶認證',
        fields: {
          company_name: '公司名稱',
          registration_number: '註冊號',
          country: '國家或地區',
          company_address: '公司地址',
          representative_name: '法定代表人',
          representative_id_number: '法定代表人證件號',
          contact_email: '聯絡郵箱',
          contact_phone: '聯絡電話',
          document_ids: '證明文件',
        },
      },
    },
    kassa: {
      verification: {
        title: '商戶認證',
        intro: '完成企業認證後即可建立 API 密鑰，並透過商戶 API 收款。請提交公司資料及證明文件：營業執照和法定代表人證件。平台工作人員將進行審核。',
        state: {
          unverified: '您的企業尚未認證。',
          pending: '您的認證資料自 %{time} 起正在審核中。',
          verified: '您的企業已通過認證。',
          rejected: '您的認證未通過：%{reason} 請按要求修改後重新提交。',
        },
        groups: { company: '公司', representative: '法定代表人', contact: '聯絡方式', documents: '證明文件' },
        documentsHelp: 'PNG、JPEG、WebP 或 PDF，每個不超過 10 MB；最多 5 個檔案。',
        submit: '提交審核',
        submitted: '您的認證資料已提交，正在審核中。',
        submission: {
          title: '您的提交',
          status: '狀態',
          submittedAt: '提交時間',
          reviewedAt: '審核時間',
          reason: '原因',
          statuses: { pending: '審核中', approved: '已通過', rejected: '已拒絕' },
        },
        account: {
          title: '企業認證（KYC）',
          go: '進行企業認證',
          view: '查看提交資料',
          resubmit: '重新提交',
          apiNote: '建立 API 密鑰需要完成企業認證。',
        },
      },
      files: {
        upload: '上傳檔案',
        uploading: '正在上傳 %{name}…',
        preview: '預覽 %{name}',
        download: '下載 %{name}',
        remove: '移除 %{name}',
        none: '尚未上傳檔案。',
      },
    },
  },
  vi: {
    resources: {
      'system/Verification': {
        name: 'Xác minh thương nhân',
        fields: {
          company_name: 'Tên công ty',
          registration_number: 'Số đăng ký',
          country: 'Quốc gia hoặc khu vực',
          company_address: 'Địa chỉ công ty',
          representative_name: 'Người đại diện pháp luật',
          representative_id_number: 'Số giấy tờ của người đại diện',
          contact_email: 'Email liên hệ',
          contact_phone: 'Số điện thoại liên hệ',
          document_ids: 'Tài liệu',
        },
      },
    },
    kassa: {
      verification: {
        title: 'Xác minh thương nhân',
        intro:
          'Xác minh doanh nghiệp để tạo khóa API và nhận thanh toán qua API thương nhân. Hãy gửi thông tin công ty kèm tài liệu: giấy đăng ký kinh doanh và giấy tờ tùy thân của người đại diện pháp luật. Nhân viên nền tảng sẽ xét duyệt.',
        state: {
          unverified: 'Doanh nghiệp của bạn chưa được xác minh.',
          pending: 'Hồ sơ xác minh của bạn đang được xét duyệt từ %{time}.',
          verified: 'Doanh nghiệp của bạn đã được xác minh.',
          rejected: 'Hồ sơ xác minh của bạn bị từ chối: %{reason} Hãy sửa theo yêu cầu và gửi lại.',
        },
        groups: { company: 'Công ty', representative: 'Người đại diện pháp luật', contact: 'Liên hệ', documents: 'Tài liệu' },
        documentsHelp: 'PNG, JPEG, WebP hoặc PDF, mỗi tệp tối đa 10 MB; tối đa 5 tài liệu.',
        submit: 'Gửi xét duyệt',
        submitted: 'Hồ sơ xác minh của bạn đã được gửi và đang được xét duyệt.',
        submission: {
          title: 'Hồ sơ của bạn',
          status: 'Trạng thái',
          submittedAt: 'Ngày gửi',
          reviewedAt: 'Ngày duyệt',
          reason: 'Lý do',
          statuses: { pending: 'Đang xét duyệt', approved: 'Đã duyệt', rejected: 'Bị từ chối' },
        },
        account: {
          title: 'Xác minh (KYC)',
          go: 'Xác minh doanh nghiệp',
          view: 'Xem hồ sơ đã gửi',
          resubmit: 'Gửi lại',
          apiNote: 'Cần xác minh doanh nghiệp để tạo khóa API.',
        },
      },
      files: {
        upload: 'Tải lên tài liệu',
        uploading: 'Đang tải lên %{name}…',
        preview: 'Xem trước %{name}',
        download: 'Tải xuống %{name}',
        remove: 'Gỡ %{name}',
        none: 'Chưa có tài liệu nào.',
      },
    },
  },
});
