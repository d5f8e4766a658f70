/**
 * The help center's articles, by topic, in the four API languages. An article is one entry here; its HTML passes
 * the sanitizer when served.
 */
import type { z } from 'zod';
import type { HelpTopic } from '../../openapi/entities';
import type { ApiLanguage } from '../../openapi/i18n/languages';

export type Topic = z.infer<typeof HelpTopic>;
type Words = Record<ApiLanguage, string>;

export const topicTitles: Record<Topic, Words> = {
  getting_started: { en: 'Getting started', zh_Hans: '快速入门', zh_Hant: '快速入門', vi: 'Bắt đầu' },
  payments: { en: 'Payments and orders', zh_Hans: '支付与订单', zh_Hant: '支付與訂單', vi: 'Thanh toán và đơn hàng' },
  withdrawals: { en: 'Withdrawals and reviews', zh_Hans: '提现与审核', zh_Hant: '提現與審核', vi: 'Rút tiền và xét duyệt' },
  api: { en: 'Merchant API', zh_Hans: '商户 API', zh_Hant: '商戶 API', vi: 'API thương nhân' },
  security: { en: 'Account security', zh_Hans: '账户安全', zh_Hant: '賬戶安全', vi: 'Bảo mật tài khoản' },
};

export interface Article {
  id: string;
  topic: Topic;
  title: Words;
  body: Words;
}

export const helpArticles: readonly Article[] = [
  {
    id: 'first-steps',
    topic: 'getting_started',
    title: { en: 'Your first steps in the console', zh_Hans: '后台入门', zh_Hant: '後台入門', vi: 'Những bước đầu tiên trong bảng điều khiển' },
    body: {
      en: '<p>Sign in with your username, password and the 6-digit code of your authenticator app. The dashboard shows today\'s figures per market, the reviews waiting and your merchant ID with its receiving QR code.</p><p>Open a market on the dashboard before taking orders in its currency, add a payment method to receive fiat withdrawals, and verify your business to create an API key.</p>',
      zh_Hans: '<p>使用用户名、密码和验证器应用中的 6 位验证码登录。数据面板显示各市场的今日数据、待审核事项以及您的商户 ID 和收款二维码。</p><p>在接收某币种订单之前，请先在数据面板开启该市场；添加支付方式以接收法币提现；完成企业认证后即可创建 API 密钥。</p>',
      zh_Hant: '<p>使用用戶名、密碼和驗證器應用中的 6 位驗證碼登錄。數據面板顯示各市場的今日數據、待審核事項以及您的商戶 ID 和收款二維碼。</p><p>在接收某幣種訂單之前，請先在數據面板開啟該市場；新增支付方式以接收法幣提現；完成企業認證後即可建立 API 密鑰。</p>',
      vi: '<p>Đăng nhập bằng tên đăng nhập, mật khẩu và mã 6 chữ số trong ứng dụng xác thực. Bảng điều khiển hiển thị số liệu hôm nay theo từng thị trường, các yêu cầu chờ duyệt và mã thương nhân kèm mã QR nhận tiền.</p><p>Hãy mở thị trường trên bảng điều khiển trước khi nhận đơn hàng bằng loại tiền đó, thêm phương thức thanh toán để nhận tiền rút pháp định, và xác minh doanh nghiệp để tạo khóa API.</p>',
    },
  },
  {
    id: 'market-switch',
    topic: 'getting_started',
    title: { en: 'Opening and closing a market', zh_Hans: '开启和关闭市场', zh_Hant: '開啟和關閉市場', vi: 'Mở và đóng thị trường' },
    body: {
      en: '<p>Each currency is a market. An open market accepts orders, transfers and adjustments in it; a closed one refuses new ones with a clear message, while the balance already there stays yours.</p><p>Switching asks for your authenticator code and is recorded in the audit log of Account and security.</p>',
      zh_Hans: '<p>每个币种即一个市场。开启的市场接受该币种的订单、转账和调账；关闭的市场会明确提示并拒绝新的请求，已有余额仍归您所有。</p><p>切换需要输入验证器验证码，并记录在账户与安全的审计日志中。</p>',
      zh_Hant: '<p>每個幣種即一個市場。開啟的市場接受該幣種的訂單、轉帳和調帳；關閉的市場會明確提示並拒絕新的請求，已有餘額仍歸您所有。</p><p>切換需要輸入驗證器驗證碼，並記錄在賬戶與安全的審計日誌中。</p>',
      vi: '<p>Mỗi loại tiền là một thị trường. Thị trường mở nhận đơn hàng, chuyển khoản và điều chỉnh; thị trường đóng từ chối yêu cầu mới kèm thông báo rõ ràng, còn số dư hiện có vẫn là của bạn.</p><p>Việc bật/tắt yêu cầu mã xác thực và được ghi vào nhật ký kiểm tra trong Tài khoản và bảo mật.</p>',
    },
  },
  {
    id: 'order-states',
    topic: 'payments',
    title: { en: 'The states of a user order', zh_Hans: '用户订单的状态', zh_Hant: '用戶訂單的狀態', vi: 'Các trạng thái của đơn hàng' },
    body: {
      en: '<p>An order is <strong>created</strong> while it waits for payment, <strong>coin transferred</strong> once paid and credited, <strong>cancelled</strong> by you, or <strong>auto-cancelled</strong> when its payment time passes.</p><p>A paid order credits you its amount minus the recharge fee of its currency.</p>',
      zh_Hans: '<p>订单等待支付时为<strong>已创建</strong>，支付并入账后为<strong>已转币</strong>，由您取消为<strong>已取消</strong>，超过支付时间为<strong>超时自动取消</strong>。</p><p>已支付的订单将按金额扣除该币种充值手续费后计入您的余额。</p>',
      zh_Hant: '<p>訂單等待支付時為<strong>已建立</strong>，支付並入賬後為<strong>已轉幣</strong>，由您取消為<strong>已取消</strong>，超過支付時間為<strong>逾時自動取消</strong>。</p><p>已支付的訂單將按金額扣除該幣種充值手續費後計入您的餘額。</p>',
      vi: '<p>Đơn hàng ở trạng thái <strong>đã tạo</strong> khi chờ thanh toán, <strong>đã chuyển tiền</strong> khi đã thanh toán và ghi có, <strong>đã hủy</strong> khi bạn hủy, hoặc <strong>tự hủy do quá hạn</strong> khi hết thời gian thanh toán.</p><p>Đơn đã thanh toán ghi có cho bạn số tiền trừ phí nạp của loại tiền đó.</p>',
    },
  },
  {
    id: 'review-free-limit',
    topic: 'withdrawals',
    title: { en: 'The review-free withdrawal limit', zh_Hans: '提现免审额度', zh_Hant: '提現免審額度', vi: 'Hạn mức rút tiền miễn duyệt' },
    body: {
      en: '<p>A user withdrawal at or below the limit of its currency is paid at once, without your review; above it, it waits for you to approve or reject it with a reason. A limit of 0 means you review every withdrawal.</p><p>Set the limits on the withdrawal free-review limit page, with your authenticator code.</p>',
      zh_Hans: '<p>金额不超过该币种额度的用户提现将立即打款，无需您审核；超过额度的提现将等待您通过或填写原因拒绝。额度为 0 表示每笔提现都需审核。</p><p>请在提现免审额度管理页面使用验证器验证码设置额度。</p>',
      zh_Hant: '<p>金額不超過該幣種額度的用戶提現將立即打款，無需您審核；超過額度的提現將等待您通過或填寫原因拒絕。額度為 0 表示每筆提現都需審核。</p><p>請在提現免審額度管理頁面使用驗證器驗證碼設定額度。</p>',
      vi: '<p>Yêu cầu rút tiền của người dùng không vượt quá hạn mức của loại tiền đó được chi trả ngay, không cần bạn duyệt; vượt quá thì chờ bạn duyệt hoặc từ chối kèm lý do. Hạn mức 0 nghĩa là duyệt mọi yêu cầu.</p><p>Đặt hạn mức trên trang quản lý hạn mức rút tiền miễn duyệt bằng mã xác thực.</p>',
    },
  },
  {
    id: 'usdt-requests',
    topic: 'withdrawals',
    title: { en: 'USDT and fiat requests', zh_Hans: 'USDT 与法币申请', zh_Hant: 'USDT 與法幣申請', vi: 'Yêu cầu USDT và tiền pháp định' },
    body: {
      en: '<p>A USDT recharge is declared with the TXID of the transfer you sent to the platform\'s address; it is credited when the platform approves it. USDT and fiat withdrawals freeze their amount until the platform pays or rejects them.</p><p>The minimum of a USDT request is 100.</p>',
      zh_Hans: '<p>USDT 充值需填写您向平台地址转账的交易哈希（TXID），平台审核通过后入账。USDT 和法币提现在平台打款或拒绝之前冻结相应金额。</p><p>USDT 申请的最低金额为 100。</p>',
      zh_Hant: '<p>USDT 充值需填寫您向平台位址轉帳的交易雜湊（TXID），平台審核通過後入賬。USDT 和法幣提現在平台打款或拒絕之前凍結相應金額。</p><p>USDT 申請的最低金額為 100。</p>',
      vi: '<p>Nạp USDT được khai báo bằng TXID của giao dịch bạn gửi tới địa chỉ của nền tảng; tiền được ghi có khi nền tảng duyệt. Rút USDT và tiền pháp định sẽ đóng băng số tiền cho đến khi nền tảng chi trả hoặc từ chối.</p><p>Mức tối thiểu của yêu cầu USDT là 100.</p>',
    },
  },
  {
    id: 'api-key',
    topic: 'api',
    title: { en: 'Creating your API key', zh_Hans: '创建 API 密钥', zh_Hant: '建立 API 密鑰', vi: 'Tạo khóa API' },
    body: {
      en: '<p>An account has one API key. It needs a verified business: send the verification form from Account and security first. The secret key and the webhook secret are shown only once, when the key is created: store them safely.</p><p>Calls signed with the key are accepted only from the addresses of its IP permission.</p>',
      zh_Hans: '<p>每个账户只有一个 API 密钥，且需要完成企业认证：请先在账户与安全中提交认证资料。密钥和 Webhook 密钥只在创建时显示一次，请妥善保存。</p><p>使用该密钥签名的请求只接受来自其 IP 权限中地址的调用。</p>',
      zh_Hant: '<p>每個賬戶只有一個 API 密鑰，且需要完成企業認證：請先在賬戶與安全中提交認證資料。密鑰和 Webhook 密鑰只在建立時顯示一次，請妥善保存。</p><p>使用該密鑰簽名的請求只接受來自其 IP 權限中位址的呼叫。</p>',
      vi: '<p>Mỗi tài khoản có một khóa API và cần doanh nghiệp đã xác minh: hãy gửi biểu mẫu xác minh trong Tài khoản và bảo mật trước. Khóa bí mật và khóa webhook chỉ hiển thị một lần khi tạo: hãy lưu giữ cẩn thận.</p><p>Các lệnh gọi ký bằng khóa này chỉ được chấp nhận từ các địa chỉ trong quyền IP của nó.</p>',
    },
  },
  {
    id: 'authenticator',
    topic: 'security',
    title: { en: 'Moving your authenticator to a new phone', zh_Hans: '将验证器迁移到新手机', zh_Hant: '將驗證器遷移到新手機', vi: 'Chuyển trình xác thực sang điện thoại mới' },
    body: {
      en: '<p>On Account and security, get a new authenticator key, scan it with the new phone, then confirm with a code of the old and of the new authenticator. If you lost the old phone, ask support to reset your authenticator.</p>',
      zh_Hans: '<p>在账户与安全中获取新的验证器密钥，用新手机扫描，然后输入旧验证器和新验证器的验证码确认。如果旧手机已丢失，请联系客服重置验证器。</p>',
      zh_Hant: '<p>在賬戶與安全中取得新的驗證器密鑰，用新手機掃描，然後輸入舊驗證器和新驗證器的驗證碼確認。如果舊手機已遺失，請聯絡客服重設驗證器。</p>',
      vi: '<p>Trong Tài khoản và bảo mật, lấy khóa xác thực mới, quét bằng điện thoại mới, rồi xác nhận bằng mã của trình xác thực cũ và mới. Nếu mất điện thoại cũ, hãy liên hệ hỗ trợ để đặt lại trình xác thực.</p>',
    },
  },
  {
    id: 'whitelist',
    topic: 'security',
    title: { en: 'Restricting sign-in to your addresses', zh_Hans: '限制登录 IP 地址', zh_Hant: '限制登錄 IP 位址', vi: 'Giới hạn đăng nhập theo địa chỉ IP' },
    body: {
      en: '<p>While the whitelist is empty, any address may sign in. Once it holds an address, only its addresses may: add the one you sign in from first. Every change is in the audit log.</p>',
      zh_Hans: '<p>白名单为空时，任何地址都可以登录。一旦添加了地址，就只有名单中的地址可以登录：请先添加您当前登录所用的地址。每次修改都会记录在审计日志中。</p>',
      zh_Hant: '<p>白名單為空時，任何位址都可以登錄。一旦新增了位址，就只有名單中的位址可以登錄：請先新增您目前登錄所用的位址。每次修改都會記錄在審計日誌中。</p>',
      vi: '<p>Khi danh sách trắng trống, mọi địa chỉ đều có thể đăng nhập. Khi đã có địa chỉ, chỉ các địa chỉ trong danh sách mới đăng nhập được: hãy thêm địa chỉ bạn đang dùng trước. Mọi thay đổi đều được ghi vào nhật ký kiểm tra.</p>',
    },
  },
];
