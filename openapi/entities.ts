/*
 * The entities of spec section 3 (the response shapes: the server builds them, the console displays them), field
 * names exactly as the spec writes them. Each is declared in its domain's slice, openapi/<domain>.ts; this index
 * re-exports them all, and document.ts names every one that carries an id as a component of the OpenAPI document.
 * Fields the spec does not list are marked "(added)" and recorded in docs/decisions/.
 */

export { OrderType } from './common';
export { AccessKey, AccessKeyCreated } from './accessKeys';
export { AccountDetail, AccountStatus, AccountType } from './account';
export { AdjustmentRecord, BalanceType } from './adjustments';
export { Announcement, AnnouncementDetail } from './announcements';
export { Assets } from './assets';
export { AuditAction, AuditLogEntry } from './audit';
export { ActiveSession } from './auth';
export { CheckoutOrder, CheckoutStatus, IdentitySteps, PayerProfile, PhoneCodeSent, PayerSession, SliderChallenge, SliderToken } from './checkout';
export { Coin, CoinType, FeeNotice, FeeRateChange, FeeRateName } from './coins';
export { ContentDocument, ContentSlug } from './content';
export { DashboardDay, DashboardFigures, DashboardMarket, DashboardStats, MarketSwitch, PendingReviews } from './dashboard';
export { DepositAddress, DepositAddressCounts, DepositAddressOwner, DepositAddressState } from './depositAddresses';
export { FiatWithdrawDestination, FiatWithdrawOrder } from './fiat';
export { UploadedFile } from './files';
export { FundFlow, FundFlowStats, FundFlowTypeTotal, TransactionType } from './fundFlow';
export { HelpArticle, HelpArticleSummary, HelpArticles, HelpTopic, SupportMessage, SupportTicket, SupportTicketStatus } from './help';
export { KycDetail, KycStatus, KycSubmission, KycSubmissionStatus } from './kyc';
export { LoginRecord, LoginResult } from './loginLog';
export { OpenOrder, OpenPayout } from './merchantApi';
export { AssertionCredential, Passkey, PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, RegistrationCredential } from './passkeys';
export { PaymentMethod, PaymentMethodType } from './paymentMethods';
export { FourEyesThreshold, FourEyesThresholds, ReviewBatchOutcome, ReviewFiatWithdrawal, ReviewKycSubmission, ReviewPendingCounts, ReviewUsdtRecharge, ReviewUsdtRechargeBatchResult, ReviewUsdtWithdrawal } from './platformReviews';
export { AnnouncementState, StaffAnnouncement, StaffHelpArticle, StaffSupportTicket } from './platformContent';
export { MaintenanceState, PlatformCoinSettings, PlatformSettings } from './platformSettings';
export { RuleChange, RuleChangeKind, RuleChangeStatus } from './platformRuleChanges';
export { MerchantFeeRates, MerchantFeeSchedule, PlatformMerchant, PlatformMerchantDetail, PlatformMerchantOperator, PlatformWalletUser, PlatformWalletUserDetail, WalletUserStatus } from './platformMerchants';
export { PlatformAuditAction, PlatformAuditEntry, StaffIdentity, StaffMember, StaffRole, StaffSession, StaffStatus } from './platformStaff';
export { OrderFrom, RechargeRecord } from './recharges';
export { TransferRecord, TransferStatus, TransferType } from './transfers';
export { UsdtNetwork, UsdtRechargeOrder, UsdtSetting, UsdtWithdrawOrder } from './usdt';
export { MenuItem, SupportContact, UserConfig } from './userConfig';
export { WalletBalance, WalletMerchant, WalletMerchantPayment, WalletMoneyEvent, WalletProfile, WalletSession, WalletSessionRecord, WalletTransactionType, WalletWithdrawal, WalletClaimRule, WalletWithdrawalClaim } from './wallet';
export { WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from './webhooks';
export { WhitelistEntry } from './whitelist';
export { BatchReviewOutcome, ReviewFreeLimit, WithdrawalBatchResult, WithdrawalListRow, WithdrawalRecord, WithdrawalSource } from './withdrawals';
