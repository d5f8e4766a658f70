/*
 * The validation rules of spec section 5 as reusable zod schemas, each declared in its domain's slice
 * (openapi/<domain>.ts) or, when several domains use it, in sharedRules.ts; this index re-exports them all.
 * Each message is an i18n key under `kassa.validation.*` (see openapi/i18n/validation.ts); issues.ts turns an
 * issue into `{ key, args }` for the console's forms and the server's error details.
 * Form schemas (`*Form`) describe what the operator types; the endpoints' request schemas reuse the same rules
 * for what travels on the wire, and differ where the wire differs (the encrypted password).
 */

export { callbackUrl, choice, email, encryptedPassword, googleCode, idNumber, ipAddress, isIpAddress, limits, loginPassword, newPassword, nonNegativeAmount, optionalText, orderId, personName, phone, positiveAmount, requiredText, stepUpCode, stepUpCodeForm } from './sharedRules';
export { accessKeyForm, accessKeyRevokeForm, ipList } from './accessKeys';
export { googleSecretForm, passwordChangeForm } from './account';
export { adjustmentAmount, adjustmentForm, hasAtMostTwoDecimals, userId } from './adjustments';
export { enrolmentForm, enrolmentToken, loginForm, username } from './auth';
export { bankCard, checkoutIdentityForm, checkoutIdentitySubmitForm, checkoutLoginForm, checkoutPayForm, checkoutPaymentPasswordForm, checkoutPhone, checkoutSetPaymentPasswordForm, passesLuhn, paymentPassword, phoneCode } from './checkout';
export { marketSwitchForm } from './dashboard';
export { fiatWithdrawForm, withdrawalAmount } from './fiat';
export { fileId } from './files';
export { richText, supportAttachmentsMax, supportTicketForm } from './help';
export { formErrors, isValidationKey, issueField, issueMessage } from './issues';
export { kycDocumentsMax, kycForm } from './kyc';
export { merchantOrderNo } from './merchantApi';
export { passkeyName, passkeyRegisterForm, passkeyRemoveLastForm, passkeyRenameForm } from './passkeys';
export { paymentMethodForm } from './paymentMethods';
export { announcementEditForm, announcementForm, helpArticleEditForm, helpArticleForm, ticketReplyForm } from './platformContent';
export { coinFeeRatesForm, coinMinimumsForm, maintenanceForm, usdtMinimumsForm, usdtRateForm } from './platformSettings';
export { depositAddressAddForm } from './depositAddresses';
export { staffCreateForm, staffResetForm, staffRoleForm, staffSignInForm, staffStatusForm, staffStatusReason, staffUsername } from './platformStaff';
export { transferAmount, transferForm } from './transfers';
export { chainAddress, txid, usdtAmount, usdtRechargeForm, usdtWithdrawForm } from './usdt';
export { scannedCode, walletBankCardForm, walletChangePaymentPasswordForm, walletIdentityForm, walletNickname, walletPayMerchantForm, walletPayOrderForm, walletPhoneForm, walletSetPaymentPasswordForm, walletSignUpForm, walletUsername, walletWithdrawalForm } from './wallet';
export { webhookEndpointForm } from './webhooks';
export { whitelistForm } from './whitelist';
export { approvalCodeForm, batchApprovalForm, batchOrderIds, batchOrdersMax, batchRejectionForm, rejectionForm, rejectionReason, reviewFreeLimitForm } from './withdrawals';
export type { FieldError, FormErrors, MessageArgs, TranslatableMessage } from './issues';
