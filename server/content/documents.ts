/**
 * The content pages (spec §1): user agreement, privacy policy, legal statement and about, each a list of versions
 * in the four API languages. A new version is one more entry at the end of its list, with its effective date; the
 * latest one is served by default and every older one stays readable by its number. Bodies are HTML written here,
 * and still pass through the sanitizer when served.
 */
import type { ApiLanguage } from '../../openapi/i18n/languages';

export const documentSlugs = ['user_agreement', 'privacy_policy', 'legal_statement', 'about'] as const;
export type DocumentSlug = (typeof documentSlugs)[number];

export interface DocumentVersion {
  version: number;
  /** YYYY-MM-DD. */
  effective: string;
  title: Record<ApiLanguage, string>;
  body: Record<ApiLanguage, string>;
}

const userAgreementV1: DocumentVersion = {
  version: 1,
  effective: '2025-01-01',
  title: { en: 'User Agreement', zh_Hans: '用户协议', zh_Hant: '用戶協議', vi: 'Thỏa thuận người dùng' },
  body: {
    en: `<p>This agreement governs the use of the Kassa merchant console, the hosted checkout and the merchant API by a merchant and the operators it authorises.</p>
<h2>1. Accounts</h2><p>Each operator signs in with a password and an authenticator code. Keep both private: the merchant answers for every action taken with its operators' sign-ins.</p>
<h2>2. Payments and fees</h2><p>Fees are those shown for each currency in the console when an order, transfer or withdrawal is made.</p>
<h2>3. Changes</h2><p>A new version of this agreement is published here with its effective date.</p>`,
    zh_Hans: `<p>本协议适用于商户及其授权的操作员使用 Kassa 商户后台、托管收银台和商户 API。</p>
<h2>1. 账户</h2><p>每位操作员使用密码和验证器验证码登录。请妥善保管：商户对使用其操作员登录所进行的一切操作负责。</p>
<h2>2. 支付与费用</h2><p>费用以下单、转账或提现时后台中各币种显示的费率为准。</p>
<h2>3. 变更</h2><p>本协议的新版本将连同生效日期在此发布。</p>`,
    zh_Hant: `<p>本協議適用於商戶及其授權的操作員使用 Kassa 商戶後台、託管收銀台和商戶 API。</p>
<h2>1. 賬戶</h2><p>每位操作員使用密碼和驗證器驗證碼登錄。請妥善保管：商戶對使用其操作員登錄所進行的一切操作負責。</p>
<h2>2. 支付與費用</h2><p>費用以下單、轉帳或提現時後台中各幣種顯示的費率為準。</p>
<h2>3. 變更</h2><p>本協議的新版本將連同生效日期在此發布。</p>`,
    vi: `<p>Thỏa thuận này điều chỉnh việc thương nhân và các nhân viên được thương nhân ủy quyền sử dụng bảng điều khiển thương nhân Kassa, trang thanh toán và API thương nhân.</p>
<h2>1. Tài khoản</h2><p>Mỗi nhân viên đăng nhập bằng mật khẩu và mã xác thực. Hãy giữ bí mật cả hai: thương nhân chịu trách nhiệm về mọi thao tác được thực hiện bằng thông tin đăng nhập của nhân viên mình.</p>
<h2>2. Thanh toán và phí</h2><p>Phí là mức phí hiển thị cho từng loại tiền trong bảng điều khiển khi tạo đơn hàng, chuyển khoản hoặc rút tiền.</p>
<h2>3. Thay đổi</h2><p>Phiên bản mới của thỏa thuận này được công bố tại đây cùng ngày có hiệu lực.</p>`,
  },
};

const userAgreementV2: DocumentVersion = {
  version: 2,
  effective: '2025-07-01',
  title: userAgreementV1.title,
  body: {
    en: `<p>This agreement governs the use of the Kassa merchant console, the hosted checkout and the merchant API by a merchant and the operators it authorises. Version 2 adds merchant verification, the review-free limit and the audit log.</p>
<h2>1. Accounts and security</h2><p>Each operator signs in with a password and an authenticator code. Keep both private: the merchant answers for every action taken with its operators' sign-ins. Sensitive actions are recorded in the audit log with the operator, the time and the IP address.</p>
<h2>2. Verification</h2><p>Creating an API key requires a verified business. The documents sent for verification must be genuine and current; the platform may ask for more.</p>
<h2>3. Payments, withdrawals and fees</h2><p>Fees are those shown for each currency in the console when an order, transfer or withdrawal is made. A user withdrawal at or below the review-free limit the merchant sets is paid without review: the merchant chooses that limit and bears its risk.</p>
<h2>4. Markets</h2><p>A closed market refuses new orders, transfers and adjustments in its currency; the balance already held stays the merchant's.</p>
<h2>5. Suspension</h2><p>The platform may suspend an account that breaches this agreement or the law. A suspended account cannot sign in or call the API.</p>
<h2>6. Changes</h2><p>A new version of this agreement is published here with its effective date. Using the service after that date accepts it.</p>`,
    zh_Hans: `<p>本协议适用于商户及其授权的操作员使用 Kassa 商户后台、托管收银台和商户 API。第 2 版新增了商户认证、免审额度和审计日志的相关条款。</p>
<h2>1. 账户与安全</h2><p>每位操作员使用密码和验证器验证码登录。请妥善保管：商户对使用其操作员登录所进行的一切操作负责。敏感操作将连同操作员、时间和 IP 地址记录在审计日志中。</p>
<h2>2. 认证</h2><p>创建 API 密钥需要完成企业认证。提交的认证文件须真实有效；平台可要求补充材料。</p>
<h2>3. 支付、提现与费用</h2><p>费用以下单、转账或提现时后台中各币种显示的费率为准。金额不超过商户所设免审额度的用户提现将无需审核直接打款：该额度由商户自行设定并承担相应风险。</p>
<h2>4. 市场</h2><p>已关闭的市场将拒绝该币种新的订单、转账和调账；已有余额仍归商户所有。</p>
<h2>5. 停用</h2><p>对违反本协议或法律的账户，平台可予以停用。被停用的账户无法登录，也无法调用 API。</p>
<h2>6. 变更</h2><p>本协议的新版本将连同生效日期在此发布。在该日期之后继续使用本服务即视为接受新版本。</p>`,
    zh_Hant: `<p>本協議適用於商戶及其授權的操作員使用 Kassa 商戶後台、託管收銀台和商戶 API。第 2 版新增了商戶認證、免審額度和審計日誌的相關條款。</p>
<h2>1. 賬戶與安全</h2><p>每位操作員使用密碼和驗證器驗證碼登錄。請妥善保管：商戶對使用其操作員登錄所進行的一切操作負責。敏感操作將連同操作員、時間和 IP 位址記錄在審計日誌中。</p>
<h2>2. 認證</h2><p>建立 API 密鑰需要完成企業認證。提交的認證文件須真實有效；平台可要求補充資料。</p>
<h2>3. 支付、提現與費用</h2><p>費用以下單、轉帳或提現時後台中各幣種顯示的費率為準。金額不超過商戶所設免審額度的用戶提現將無需審核直接打款：該額度由商戶自行設定並承擔相應風險。</p>
<h2>4. 市場</h2><p>已關閉的市場將拒絕該幣種新的訂單、轉帳和調帳；已有餘額仍歸商戶所有。</p>
<h2>5. 停用</h2><p>對違反本協議或法律的賬戶，平台可予以停用。被停用的賬戶無法登錄，也無法呼叫 API。</p>
<h2>6. 變更</h2><p>本協議的新版本將連同生效日期在此發布。在該日期之後繼續使用本服務即視為接受新版本。</p>`,
    vi: `<p>Thỏa thuận này điều chỉnh việc thương nhân và các nhân viên được thương nhân ủy quyền sử dụng bảng điều khiển thương nhân Kassa, trang thanh toán và API thương nhân. Phiên bản 2 bổ sung xác minh thương nhân, hạn mức miễn duyệt và nhật ký kiểm tra.</p>
<h2>1. Tài khoản và bảo mật</h2><p>Mỗi nhân viên đăng nhập bằng mật khẩu và mã xác thực. Hãy giữ bí mật cả hai: thương nhân chịu trách nhiệm về mọi thao tác được thực hiện bằng thông tin đăng nhập của nhân viên mình. Các thao tác nhạy cảm được ghi vào nhật ký kiểm tra kèm nhân viên, thời gian và địa chỉ IP.</p>
<h2>2. Xác minh</h2><p>Cần có doanh nghiệp đã được xác minh để tạo khóa API. Tài liệu gửi để xác minh phải thật và còn hiệu lực; nền tảng có thể yêu cầu thêm.</p>
<h2>3. Thanh toán, rút tiền và phí</h2><p>Phí là mức phí hiển thị cho từng loại tiền trong bảng điều khiển khi tạo đơn hàng, chuyển khoản hoặc rút tiền. Yêu cầu rút tiền của người dùng không vượt quá hạn mức miễn duyệt do thương nhân đặt sẽ được chi trả mà không cần duyệt: thương nhân chọn hạn mức đó và chịu rủi ro của nó.</p>
<h2>4. Thị trường</h2><p>Thị trường đã đóng sẽ từ chối đơn hàng, chuyển khoản và điều chỉnh mới bằng loại tiền đó; số dư hiện có vẫn thuộc về thương nhân.</p>
<h2>5. Tạm ngưng</h2><p>Nền tảng có thể tạm ngưng tài khoản vi phạm thỏa thuận này hoặc pháp luật. Tài khoản bị tạm ngưng không thể đăng nhập hay gọi API.</p>
<h2>6. Thay đổi</h2><p>Phiên bản mới của thỏa thuận này được công bố tại đây cùng ngày có hiệu lực. Tiếp tục sử dụng dịch vụ sau ngày đó nghĩa là chấp nhận phiên bản mới.</p>`,
  },
};

const privacyPolicyV1: DocumentVersion = {
  version: 1,
  effective: '2025-07-01',
  title: { en: 'Privacy Policy', zh_Hans: '隐私政策', zh_Hant: '隱私政策', vi: 'Chính sách quyền riêng tư' },
  body: {
    en: `<p>This policy says what Kassa records about merchants, their operators and payers, why, and for how long.</p>
<h2>1. What we record</h2><ul><li>The merchant account and its operators: names, usernames, sign-in attempts with their IP address and time.</li><li>Orders, transfers, withdrawals and every balance movement.</li><li>Verification details and the documents uploaded for them.</li><li>Sensitive actions in the audit log.</li></ul>
<h2>2. Why</h2><p>To run the service, to keep accounts secure, to meet the law on payments and to answer support questions.</p>
<h2>3. Storage and access</h2><p>Passwords are stored only as hashes, authenticator and API secrets encrypted. An uploaded document can be read only by the merchant that uploaded it and by platform staff reviewing it.</p>
<h2>4. Keeping and sharing</h2><p>Records of money are kept as long as the law requires. They are shared only with authorities entitled to them.</p>
<h2>5. Your requests</h2><p>Ask support, from the help center, to see or correct your data.</p>`,
    zh_Hans: `<p>本政策说明 Kassa 记录商户、其操作员及付款人的哪些信息、原因及保存期限。</p>
<h2>1. 我们记录的信息</h2><ul><li>商户账户及其操作员：名称、用户名、登录尝试及其 IP 地址和时间。</li><li>订单、转账、提现以及每一笔余额变动。</li><li>认证资料及为此上传的文件。</li><li>审计日志中的敏感操作。</li></ul>
<h2>2. 目的</h2><p>用于提供服务、保障账户安全、遵守支付相关法律以及答复客服咨询。</p>
<h2>3. 存储与访问</h2><p>密码仅以哈希形式存储，验证器密钥和 API 密钥加密保存。上传的文件只有上传它的商户及审核它的平台工作人员可以读取。</p>
<h2>4. 保存与共享</h2><p>资金记录按法律要求的期限保存，仅提供给依法有权获取的机关。</p>
<h2>5. 您的请求</h2><p>如需查看或更正您的数据，请通过帮助中心联系客服。</p>`,
    zh_Hant: `<p>本政策說明 Kassa 記錄商戶、其操作員及付款人的哪些資訊、原因及保存期限。</p>
<h2>1. 我們記錄的資訊</h2><ul><li>商戶賬戶及其操作員：名稱、用戶名、登錄嘗試及其 IP 位址和時間。</li><li>訂單、轉帳、提現以及每一筆餘額變動。</li><li>認證資料及為此上傳的檔案。</li><li>審計日誌中的敏感操作。</li></ul>
<h2>2. 目的</h2><p>用於提供服務、保障賬戶安全、遵守支付相關法律以及答覆客服諮詢。</p>
<h2>3. 儲存與存取</h2><p>密碼僅以雜湊形式儲存，驗證器密鑰和 API 密鑰加密保存。上傳的檔案只有上傳它的商戶及審核它的平台工作人員可以讀取。</p>
<h2>4. 保存與共享</h2><p>資金記錄按法律要求的期限保存，僅提供給依法有權取得的機關。</p>
<h2>5. 您的請求</h2><p>如需查看或更正您的資料，請透過幫助中心聯絡客服。</p>`,
    vi: `<p>Chính sách này cho biết Kassa ghi lại những gì về thương nhân, nhân viên của họ và người thanh toán, vì sao và trong bao lâu.</p>
<h2>1. Những gì chúng tôi ghi lại</h2><ul><li>Tài khoản thương nhân và nhân viên: tên, tên đăng nhập, các lần đăng nhập cùng địa chỉ IP và thời gian.</li><li>Đơn hàng, chuyển khoản, rút tiền và mọi biến động số dư.</li><li>Thông tin xác minh và tài liệu tải lên cho việc đó.</li><li>Các thao tác nhạy cảm trong nhật ký kiểm tra.</li></ul>
<h2>2. Mục đích</h2><p>Để vận hành dịch vụ, bảo vệ tài khoản, tuân thủ pháp luật về thanh toán và trả lời yêu cầu hỗ trợ.</p>
<h2>3. Lưu trữ và truy cập</h2><p>Mật khẩu chỉ được lưu dưới dạng băm, khóa xác thực và khóa API được mã hóa. Tài liệu tải lên chỉ thương nhân đã tải lên và nhân viên nền tảng xét duyệt mới đọc được.</p>
<h2>4. Lưu giữ và chia sẻ</h2><p>Hồ sơ về tiền được lưu giữ trong thời gian pháp luật yêu cầu và chỉ được cung cấp cho cơ quan có thẩm quyền.</p>
<h2>5. Yêu cầu của bạn</h2><p>Hãy liên hệ bộ phận hỗ trợ qua trung tâm trợ giúp để xem hoặc sửa dữ liệu của bạn.</p>`,
  },
};

const legalStatementV1: DocumentVersion = {
  version: 1,
  effective: '2025-07-01',
  title: { en: 'Legal Statement', zh_Hans: '法律声明', zh_Hant: '法律聲明', vi: 'Tuyên bố pháp lý' },
  body: {
    en: `<h2>1. Ownership</h2><p>The Kassa software, its name and its content belong to the platform operator. Merchants may use them only to run their business on the platform.</p>
<h2>2. Availability</h2><p>The service may be interrupted for maintenance, announced in advance when possible. During maintenance the console says so and refuses calls.</p>
<h2>3. Limitation</h2><p>The platform is not liable for losses caused by a merchant's own settings (such as its review-free limit), by the loss of its operators' credentials, or by events beyond its control.</p>
<h2>4. Applicable law</h2><p>These terms follow the law of the place where the platform operator is registered.</p>`,
    zh_Hans: `<h2>1. 所有权</h2><p>Kassa 软件、其名称及内容归平台运营方所有。商户仅可为在平台上经营业务而使用。</p>
<h2>2. 可用性</h2><p>服务可能因维护而中断，平台会尽可能提前公告。维护期间后台会给出提示并拒绝请求。</p>
<h2>3. 责任限制</h2><p>对于因商户自身设置（如免审额度）、其操作员凭证遗失或不可抗力造成的损失，平台不承担责任。</p>
<h2>4. 适用法律</h2><p>本条款适用平台运营方注册地的法律。</p>`,
    zh_Hant: `<h2>1. 所有權</h2><p>Kassa 軟體、其名稱及內容歸平台營運方所有。商戶僅可為在平台上經營業務而使用。</p>
<h2>2. 可用性</h2><p>服務可能因維護而中斷，平台會盡可能提前公告。維護期間後台會給出提示並拒絕請求。</p>
<h2>3. 責任限制</h2><p>對於因商戶自身設定（如免審額度）、其操作員憑證遺失或不可抗力造成的損失，平台不承擔責任。</p>
<h2>4. 適用法律</h2><p>本條款適用平台營運方註冊地的法律。</p>`,
    vi: `<h2>1. Quyền sở hữu</h2><p>Phần mềm Kassa, tên gọi và nội dung của nó thuộc về đơn vị vận hành nền tảng. Thương nhân chỉ được sử dụng để kinh doanh trên nền tảng.</p>
<h2>2. Tính sẵn sàng</h2><p>Dịch vụ có thể bị gián đoạn để bảo trì, được thông báo trước khi có thể. Trong thời gian bảo trì, bảng điều khiển sẽ thông báo và từ chối các yêu cầu.</p>
<h2>3. Giới hạn trách nhiệm</h2><p>Nền tảng không chịu trách nhiệm về tổn thất do cài đặt của chính thương nhân (như hạn mức miễn duyệt), do mất thông tin đăng nhập của nhân viên hoặc do sự kiện bất khả kháng.</p>
<h2>4. Luật áp dụng</h2><p>Các điều khoản này tuân theo pháp luật nơi đơn vị vận hành nền tảng đăng ký.</p>`,
  },
};

const aboutV1: DocumentVersion = {
  version: 1,
  effective: '2025-07-01',
  title: { en: 'About Kassa', zh_Hans: '关于 Kassa', zh_Hant: '關於 Kassa', vi: 'Giới thiệu Kassa' },
  body: {
    en: `<p>Kassa is the merchant back-office of a wallet and payment service. Merchants take payments from wallet users through a hosted checkout or their own systems, and run their balances, withdrawals, USDT and fiat requests, API access and account security here.</p>
<ul><li>Console: English, Simplified Chinese, Traditional Chinese and Vietnamese.</li><li>Merchant API: signed order calls and webhooks; its reference is served at /docs.</li><li>Support: the help center of the console.</li></ul>`,
    zh_Hans: `<p>Kassa 是钱包支付服务的商户后台。商户通过托管收银台或自有系统向钱包用户收款，并在此管理余额、提现、USDT 与法币申请、API 接入和账户安全。</p>
<ul><li>后台语言：英文、简体中文、繁体中文和越南语。</li><li>商户 API：签名的订单接口和 Webhook；接口文档位于 /docs。</li><li>客服：后台的帮助中心。</li></ul>`,
    zh_Hant: `<p>Kassa 是錢包支付服務的商戶後台。商戶透過託管收銀台或自有系統向錢包用戶收款，並在此管理餘額、提現、USDT 與法幣申請、API 接入和賬戶安全。</p>
<ul><li>後台語言：英文、簡體中文、繁體中文和越南語。</li><li>商戶 API：簽名的訂單介面和 Webhook；介面文件位於 /docs。</li><li>客服：後台的幫助中心。</li></ul>`,
    vi: `<p>Kassa là hệ thống quản trị thương nhân của một dịch vụ ví và thanh toán. Thương nhân nhận thanh toán từ người dùng ví qua trang thanh toán hoặc hệ thống riêng, và quản lý số dư, rút tiền, yêu cầu USDT và tiền pháp định, quyền truy cập API và bảo mật tài khoản tại đây.</p>
<ul><li>Bảng điều khiển: tiếng Anh, tiếng Trung giản thể, tiếng Trung phồn thể và tiếng Việt.</li><li>API thương nhân: các lệnh đặt hàng có chữ ký và webhook; tài liệu tham khảo tại /docs.</li><li>Hỗ trợ: trung tâm trợ giúp của bảng điều khiển.</li></ul>`,
  },
};

/** Every version of every document, oldest first. */
export const contentDocuments: Readonly<Record<DocumentSlug, readonly DocumentVersion[]>> = {
  user_agreement: [userAgreementV1, userAgreementV2],
  privacy_policy: [privacyPolicyV1],
  legal_statement: [legalStatementV1],
  about: [aboutV1],
};
