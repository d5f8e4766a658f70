/**
 * generated — do not edit.
 * Made by `npm run gen:api` (scripts/gen-api.ts) from openapi/openapi.json, itself built from the zod schemas in openapi/.
 */

export interface paths {
    "/healthy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check the console uses to pick its base address (answers even in maintenance); HTTP 503 with code 503 and data.database "unreachable" while the database cannot be reached */
        get: operations["healthy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/announcement/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One announcement; opening it marks it read */
        post: operations["announcementDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/announcement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform’s announcements, newest first, each with whether this merchant has read it: every row the filters select, as a CSV file */
        post: operations["announcementExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/announcement/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform’s announcements, newest first, each with whether this merchant has read it */
        post: operations["announcementQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/announcement/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many announcements this merchant has not read (the app bar’s badge) */
        post: operations["announcementUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/identity/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to the payer’s phone (development: written to the server log and to npm run ops -- last-code) */
        post: operations["checkoutSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/identity/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete identity authentication: real name, ID number, phone with its code, email, bank card */
        post: operations["checkoutIdentitySubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payer signs in to a wallet account for this order (password RSA-encrypted with get_pub_key; slider token required) */
        post: operations["checkoutLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order as the payer sees it; an order past its payment time answers expired */
        post: operations["checkoutOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/order/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: the order (as checkout/order answers it) each time it changes; the query string names order_id */
        get: operations["checkoutOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/passkey/pay/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin paying the session's order with a passkey: request options for the signed-in payer's passkeys; 4004 when the payer has none */
        post: operations["checkoutPasskeyPayOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the order with the payment password or a passkey: reward points first when use_reward, then available balance; 5 wrong payment passwords lock paying for 15 minutes */
        post: operations["checkoutPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/payer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in payer: identity steps done, balance in the order’s coin */
        post: operations["checkoutPayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/payment_password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the 6-digit payment password (typed twice) */
        post: operations["checkoutSetPaymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/slider/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a slide-to-verify challenge when the payer starts sliding */
        post: operations["checkoutSliderStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout/slider/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the challenge: the bar at its end, after a human-like time; answers a single-use token for login */
        post: operations["checkoutSliderVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A content page (user agreement, privacy policy, legal statement, about) in the caller’s language: the latest version, or the one asked */
        post: operations["contentDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One help article */
        post: operations["helpArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Help articles of a topic and matching a search (every word, in title or text), in the caller’s language */
        post: operations["helpArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/ticket/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s questions with the replies of support, the latest activity first: every row the filters select, as a CSV file */
        post: operations["supportTicketExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/ticket/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s questions with the replies of support, the latest activity first */
        post: operations["supportTicketQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/ticket/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a question to support: a subject, a rich-text description (sanitized by the server) and attachments uploaded first */
        post: operations["supportTicketSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/access_key/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the API key (one per account, KYC verified); the secret is answered only here */
        post: operations["accessKeyAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/access_key/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the API key (authenticator code required); calls signed with it are refused at once */
        post: operations["accessKeyDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/access_key/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s API key, without its secret; null when there is none */
        post: operations["accessKeyDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/access_key/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the API key’s IP permission */
        post: operations["accessKeyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/account/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant account (userInfo) */
        post: operations["accountDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/account/reset_self_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the login password; every other session of the merchant is revoked, the caller's stays */
        post: operations["resetSelfPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/account/step_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Prove a code of the authenticator to open the session’s step-up window: protected changes need no code until step_up_until (KASSA_STEP_UP_SECONDS after). A wrong code closes the window and counts towards the operator’s step-up lockout. */
        post: operations["stepUpOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/account/update_google_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind the secret of get_google_secret, proven by a code of the current and of the new authenticator; every other session of the merchant is revoked, the caller's stays */
        post: operations["updateGoogleSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/asset/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s balance in each coin */
        post: operations["assetQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/asset_flow/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every filtered movement as a CSV file, newest first, streamed */
        post: operations["fundFlowExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/asset_flow/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance movements (transaction history) */
        post: operations["fundFlowQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/asset_flow/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Totals per coin over a period (default: the current UTC day), for the dashboard */
        post: operations["fundFlowStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/audit_log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit log of the account: sensitive actions of its operators and of platform staff, newest first: every row the filters select, as a CSV file */
        post: operations["auditLogExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/audit_log/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit log of the account: sensitive actions of its operators and of platform staff, newest first */
        post: operations["auditLogQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/auth/get_google_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New authenticator secret to scan, before update_google_secret binds it */
        post: operations["getGoogleSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/auth/get_pub_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public key that encrypts passwords before they are sent */
        post: operations["getPubKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with username, encrypted password and authenticator code. A browser or app this account never used, behind many failures from its network or at its username, is first asked a proof of work (4028); a known device (the cookie or X-Kassa-Device header a sign-in gives) never is */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/auth/passkey/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Sign in with the browser's answer to passkey/options: answers as login does (the lockout, the whitelist, suspension and the login log apply alike); a passkey that does not verify answers 4001 */
        post: operations["passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin a sign-in with a passkey: request options without a username (the browser offers the passkeys of this site), user verification required */
        post: operations["passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/charge_record/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User recharge records: every row the filters select, as a CSV file */
        post: operations["chargeRecordExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/charge_record/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User recharge records */
        post: operations["chargeRecordQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/coin/fee_notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) The fee changes coming for the merchant, soonest first */
        post: operations["coinFeeNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/coin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Coins whose market the merchant has open */
        post: operations["coinList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/common/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current token */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/currency_trade/extract/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a fiat withdrawal to a payment method (the amount is frozen until review) */
        post: operations["fiatWithdrawAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/currency_trade/extract/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fiat withdrawal requests: every row the filters select, as a CSV file */
        post: operations["fiatWithdrawExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/currency_trade/extract/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fiat withdrawal requests */
        post: operations["fiatWithdrawQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Today and yesterday per market, the daily series of the last 7, 30 or 90 days and the pending reviews, in the merchant’s time zone */
        post: operations["dashboardStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/enrol/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a one-time link: set the password and bind the authenticator it offers (a code proves it); the link is spent and every session of the operator ends */
        post: operations["enrolmentComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/enrol/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a one-time link (24 hours, single use, the newest of its operator) is for: the operator, its merchant and the authenticator to scan; any other token answers 4000 */
        post: operations["enrolmentDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/kyc/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The KYC state and the latest verification submission with its review */
        post: operations["kycDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the verification form with its documents (uploaded first); KYC is pending until platform staff review it */
        post: operations["kycSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_ip_white/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allow an address to log in (a duplicate answers 4009); sessions signed in from an address the list no longer admits end */
        post: operations["whitelistAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_ip_white/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove an address (step-up); sessions signed in from an address the list no longer admits end */
        post: operations["whitelistDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_ip_white/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Addresses allowed to log in */
        post: operations["whitelistList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_ip_white/list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Addresses allowed to log in: every row the filters select, as a CSV file */
        post: operations["whitelistListExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_log/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login attempts on this account */
        post: operations["loginLogList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/login_log/list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login attempts on this account: every row the filters select, as a CSV file */
        post: operations["loginLogListExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/market/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open or close the merchant’s market in one coin (authenticator code; audited); a closed market refuses new orders, transfers and adjustments in it */
        post: operations["marketSwitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Remove one of the operator's passkeys: a protected change; removing the last one also takes a code of the authenticator, even inside the step-up window */
        post: operations["passkeyDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) The signed-in operator's passkeys and whether the merchant requires passkeys */
        post: operations["passkeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Finish registering: the browser's answer to register/options of this session, and the passkey's name */
        post: operations["passkeyRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin registering a passkey for the signed-in operator: a protected change (the step-up window, or a code) */
        post: operations["passkeyRegisterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Rename one of the operator's passkeys */
        post: operations["passkeyRename"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Require passkeys for the merchant's operators, or stop requiring them: a protected change; turning it on takes a passkey of the caller's first */
        post: operations["passkeyRequirementUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/step_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Open the session's step-up window with the browser's answer to step_up/options of this session, as account/step_up does with a code; an answer that does not verify closes the window and counts as a wrong code */
        post: operations["passkeyStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/passkey/step_up/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin confirming with a passkey instead of a code: request options for the signed-in operator's passkeys, user verification required */
        post: operations["passkeyStepUpOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/pay_record/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance adjustments made for users: every row the filters select, as a CSV file */
        post: operations["adjustmentExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/pay_record/plus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit a user from the merchant’s available balance */
        post: operations["adjustmentPlus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/pay_record/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balance adjustments made for users */
        post: operations["adjustmentQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/pay_record/user/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look up the user to adjust: nickname and the markets they have enabled */
        post: operations["adjustmentUserGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment_method/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a bank card or e-wallet */
        post: operations["paymentMethodAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment_method/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a payment method (its past withdrawals keep their reference; refused while a fiat withdrawal to it is pending) */
        post: operations["paymentMethodDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment_method/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s bank cards and e-wallets: every row the filters select, as a CSV file */
        post: operations["paymentMethodExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment_method/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant’s bank cards and e-wallets */
        post: operations["paymentMethodQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment_method/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a payment method, or enable/disable it (only the fields sent change) */
        post: operations["paymentMethodUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/session/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in sessions of the account that have not ended, the most recently used first */
        post: operations["sessionQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/session/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one session of the account: its next call answers 401 (a session that has ended or is not the account's answers 4004) */
        post: operations["sessionRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/session/revoke_others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the account but the caller's */
        post: operations["sessionRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/transfer/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer to another merchant */
        post: operations["transferAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/transfer/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfers paid and received: every row the filters select, as a CSV file */
        post: operations["transferExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/transfer/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfers paid and received */
        post: operations["transferQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/transfer/query_balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Available balance of one coin, for the transfer form */
        post: operations["transferQueryBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/transfer/recipient/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Look up the merchant a transfer would pay: its name, shown before the transfer is confirmed */
        post: operations["transferRecipientGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/asses/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balances of the coins that can be exchanged against USDT */
        post: operations["usdtAssetsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/charge/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare a USDT recharge sent on chain (credited on approval) */
        post: operations["usdtRechargeAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/charge/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** USDT recharge requests: every row the filters select, as a CSV file */
        post: operations["usdtRechargeExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/charge/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** USDT recharge requests */
        post: operations["usdtRechargeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/extract/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a USDT withdrawal (the amount is frozen until review) */
        post: operations["usdtWithdrawAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/extract/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** USDT withdrawal requests: every row the filters select, as a CSV file */
        post: operations["usdtWithdrawExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/extract/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** USDT withdrawal requests */
        post: operations["usdtWithdrawQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/usdt_trade/setting/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Networks, addresses, rates, fees and minimums of USDT trade */
        post: operations["usdtSettingQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/webhook/delivery/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook delivery log, newest first: every row the filters select, as a CSV file */
        post: operations["webhookDeliveryExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/webhook/delivery/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook delivery log, newest first */
        post: operations["webhookDeliveryQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/webhook/delivery/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an event again now (same webhook-id), whatever its state */
        post: operations["webhookDeliveryResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/webhook/endpoint/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or clear the default webhook endpoint and the default return URL (for orders created without notify_url or return_url) */
        post: operations["webhookEndpointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event to the default webhook endpoint */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_limit/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The review-free limit of every currency (no body) */
        post: operations["reviewFreeLimitQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_limit/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the review-free limit of one or more currencies at once */
        post: operations["reviewFreeLimitUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending user withdrawal (a reviewed one answers 4009) */
        post: operations["withdrawalApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/batch_approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Approve up to 100 pending user withdrawals with one authenticator code; each order resolves once, on its own */
        post: operations["withdrawalBatchApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/batch_reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Reject up to 100 pending user withdrawals with one reason and one authenticator code; each order resolves once, on its own */
        post: operations["withdrawalBatchReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User withdrawal records: every row the filters select, as a CSV file */
        post: operations["withdrawalRecordExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** User withdrawal records */
        post: operations["withdrawalRecordQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/withdrawal_record/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending user withdrawal with a reason; the frozen amount returns to the user */
        post: operations["withdrawalReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/open/order/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an unpaid order (created → cancelled); a paid order is refused */
        post: operations["openOrderClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/open/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an order and get its checkout_url; the same merchant_order_no with the same body answers the same order */
        post: operations["openOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/open/order/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order by order_id or merchant_order_no */
        post: operations["openOrderQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/open/payout/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay one of your users into their wallet from your available balance: approved at once within your review-free limit, otherwise pending your review; the same merchant_payout_no with the same body answers the same payout */
        post: operations["openPayoutCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/open/payout/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payout by payout_id or merchant_payout_no */
        post: operations["openPayoutQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One announcement, scheduled or published, with all its languages (4004 when there is none) */
        post: operations["platformAnnouncementDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every announcement, scheduled and published, newest publish time first: every row the filters select, as a CSV file */
        post: operations["platformAnnouncementExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an announcement to every merchant in the four languages, now or from a later time */
        post: operations["platformAnnouncementPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every announcement, scheduled and published, newest publish time first */
        post: operations["platformAnnouncementQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a scheduled announcement: its title and body in the four languages and its publish time (absent: now, so it is published at once); one already published answers 4009 */
        post: operations["platformAnnouncementUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/announcement/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an announcement, scheduled or published: merchants no longer see it, nor count it unread; it is deleted */
        post: operations["platformAnnouncementWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/audit_log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform audit log: every action of staff, newest first: every row the filters select, as a CSV file */
        post: operations["platformAuditExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/audit_log/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform audit log: every action of staff, newest first */
        post: operations["platformAuditQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/auth/passkey/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Sign in to the platform with the browser's answer to passkey/options: answers as sign_in does (the staff lockout and suspension apply alike); a passkey that does not verify answers 4001 */
        post: operations["staffPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin a staff sign-in with a passkey: request options without a username, user verification required */
        post: operations["staffPasskeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/auth/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff sign-in: username, password encrypted with the key of get_pub_key, authenticator code; wrong answers count in counters of their own (4001; an unknown browser behind hot counters is asked a proof of work, 4028; a known device is locked only by its own failures, 4002) */
        post: operations["staffSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/auth/sign_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller’s session */
        post: operations["staffSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/enrol/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a staff member’s one-time link: set the password and bind the authenticator it offers (a code proves it); the link is spent and every session of the member ends */
        post: operations["staffEnrolmentComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/enrol/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a staff member’s one-time link (24 hours, single use, the newest of its member) is for, and the authenticator to scan; any other token answers 4000 */
        post: operations["staffEnrolmentDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a help center article in the four languages; its slug is made from the English title; published, merchants find it at once */
        post: operations["platformHelpArticleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a help center article: merchants no longer find it, and its link answers 4004 */
        post: operations["platformHelpArticleDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One help center article with all its languages, published or not (4004 when there is none) */
        post: operations["platformHelpArticleDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every help center article, published or not, with all its languages, the most recently changed first: every row the filters select, as a CSV file */
        post: operations["platformHelpArticleExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every help center article, published or not, with all its languages, the most recently changed first */
        post: operations["platformHelpArticleQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/help/article/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a help center article: topic, title and body in the four languages, published or not; merchants read the change at once */
        post: operations["platformHelpArticleUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/maintenance/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn maintenance mode on (with the message merchants read) or off; staff calls keep working; protected by the step-up */
        post: operations["platformMaintenanceSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in staff member: username and role */
        post: operations["staffMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a merchant and its first operator: the one-time link (24 hours) where the operator sets its password and authenticator is sent to the operator’s email (and phone), and the answer says where, never the link; 503 when the server cannot send email; protected by the step-up */
        post: operations["platformMerchantCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A merchant with its balances per coin, open markets and operators (with their last sign-in) */
        post: operations["platformMerchantDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant of the platform, newest first: every row the filters select, as a CSV file */
        post: operations["platformMerchantExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/fee/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A merchant’s fee schedule: per coin its own rates, the defaults and what it pays */
        post: operations["platformMerchantFeeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/fee/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose one coin of a merchant’s fee schedule (an empty rate is the default): once another administrator approves it, the merchant pays it from `effective_time`, and its console shows the coming rates until then; protected by the step-up */
        post: operations["platformMerchantFeeSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant of the platform, newest first */
        post: operations["platformMerchantQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a merchant’s suspension with a reason: its operators may sign in again; protected by the step-up */
        post: operations["platformMerchantResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/merchant/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a merchant with a reason: its operators’ sessions end, sign-in and every call answer 512; protected by the step-up */
        post: operations["platformMerchantSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Remove one of the member's passkeys: a protected change; removing the last one also takes a code of the authenticator, even inside the step-up window */
        post: operations["staffPasskeyDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) The signed-in member's passkeys, and whether the platform requires passkeys of its staff */
        post: operations["staffPasskeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Finish registering: the browser's answer to register/options of this session, and the passkey's name */
        post: operations["staffPasskeyRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin registering a passkey for the signed-in member: a protected change (the step-up window, or a code) */
        post: operations["staffPasskeyRegisterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Require passkeys of the platform's staff, or stop requiring them (administrators): a protected change; turning it on takes a passkey of the caller's first */
        post: operations["staffPasskeyRequirementUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/step_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Open the session's step-up window with the browser's answer to step_up/options of this session, as step_up does with a code; an answer that does not verify closes the window and counts as a wrong code */
        post: operations["staffPasskeyStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/passkey/step_up/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin confirming with a passkey instead of a code: request options for the member's passkeys */
        post: operations["staffPasskeyStepUpOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/fiat_withdrawal/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending fiat withdrawal once paid to its destination, with the payout’s reference. When its count, or the merchant’s payouts of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up */
        post: operations["reviewFiatWithdrawalApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/fiat_withdrawal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s fiat withdrawals with the destination kept at the request, pending unless asked, newest first: every row the filters select, as a CSV file */
        post: operations["reviewFiatWithdrawalExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/fiat_withdrawal/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s fiat withdrawals with the destination kept at the request, pending unless asked, newest first */
        post: operations["reviewFiatWithdrawalQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/fiat_withdrawal/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending fiat withdrawal with the reason the merchant reads: what was frozen returns to available */
        post: operations["reviewFiatWithdrawalReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/kyc/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending verification submission: the merchant’s KYC becomes verified */
        post: operations["reviewKycApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/kyc/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One document of a verification submission, for display in the browser (images and PDF inline); a file that is not among the submission’s documents answers 4004 */
        post: operations["reviewKycDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/kyc/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s verification submissions with their documents, pending unless asked, newest first: every row the filters select, as a CSV file */
        post: operations["reviewKycExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/kyc/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s verification submissions with their documents, pending unless asked, newest first */
        post: operations["reviewKycQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/kyc/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending verification submission with the reason the merchant reads; the merchant may submit again */
        post: operations["reviewKycReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/pending_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many USDT recharges, USDT withdrawals, fiat withdrawals and KYC submissions wait for review */
        post: operations["reviewPendingCounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/threshold/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The four-eyes thresholds: per coin, the amount (of one withdrawal or recharge, or of a merchant’s payouts or recharges over 24 hours) from which two staff members must approve */
        post: operations["reviewThresholdQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/threshold/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose to set or remove the four-eyes threshold of one coin; once another administrator approves it, it holds for every approval from the next one; protected by the step-up */
        post: operations["reviewThresholdSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending USDT recharge once its TXID is found on chain: the merchant is credited `count` (exchange_count less the fee). When exchange_count, or the merchant’s recharges of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded (nothing is credited) and another staff member’s credits it (the same member twice answers 4009); protected by the step-up */
        post: operations["reviewUsdtRechargeApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/batch_approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve up to 100 pending USDT recharges at once, each on its own (under four eyes, a first approval is reported as `first_approval`); protected by the step-up */
        post: operations["reviewUsdtRechargeBatchApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/batch_reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject up to 100 pending USDT recharges at once with one reason, each on its own */
        post: operations["reviewUsdtRechargeBatchReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s USDT recharges, pending unless asked, newest first: every row the filters select, as a CSV file */
        post: operations["reviewUsdtRechargeExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s USDT recharges, pending unless asked, newest first */
        post: operations["reviewUsdtRechargeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_recharge/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending USDT recharge with the reason the merchant reads: nothing is credited, and its TXID may be declared again */
        post: operations["reviewUsdtRechargeReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_withdrawal/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending USDT withdrawal: paid from what was frozen, with the payout’s TXID. When its count, or the merchant’s payouts of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up */
        post: operations["reviewUsdtWithdrawalApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_withdrawal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s USDT withdrawals, pending unless asked, newest first: every row the filters select, as a CSV file */
        post: operations["reviewUsdtWithdrawalExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_withdrawal/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s USDT withdrawals, pending unless asked, newest first */
        post: operations["reviewUsdtWithdrawalQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/review/usdt_withdrawal/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending USDT withdrawal with the reason the merchant reads: what was frozen returns to available (a first approval given does not prevent it) */
        post: operations["reviewUsdtWithdrawalReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending rule change: another administrator than its proposer, after its cooling-off period, not one whose account its proposer made or reset within that period. It takes effect at once, or at its effective time (then `scheduled`); protected by the step-up */
        post: operations["ruleChangeApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One rule change */
        post: operations["ruleChangeDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rule changes, pending first unless asked, newest first: every row the filters select, as a CSV file */
        post: operations["ruleChangeExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/pending_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many rule changes wait for a second administrator, for the console’s badge */
        post: operations["ruleChangePendingCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The rule changes, pending first unless asked, newest first */
        post: operations["ruleChangeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/rule_change/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse a pending or scheduled rule change with the reason (another administrator), or withdraw one’s own; nothing changes */
        post: operations["ruleChangeReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/session/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller’s own sessions that have not ended, the most recently used first */
        post: operations["staffSessionQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/session/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one of the caller’s own sessions: its next call answers 401 (one that has ended or is not the caller’s answers 4004) */
        post: operations["staffSessionRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/coin_minimums/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the minimums of one coin: order, withdrawal and transfer; protected by the step-up */
        post: operations["platformCoinMinimumsSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/deposit_address/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a USDT deposit address for the pool of its network: once another administrator approves it (platform/rule_change/approve), it is free for the next merchant that needs one; protected by the step-up */
        post: operations["platformDepositAddressAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/deposit_address/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many deposit addresses of each network are free and how many are given to merchants */
        post: operations["platformDepositAddressCounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/deposit_address/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The USDT deposit address pool: every address, with the merchant it is given to, newest first: every row the filters select, as a CSV file */
        post: operations["platformDepositAddressExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/deposit_address/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The USDT deposit address pool: every address, with the merchant it is given to, newest first */
        post: operations["platformDepositAddressQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/fee_rates/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose the default fee rates of one coin (recharge, withdrawal, transfer, internal transfer): once another administrator approves them, every merchant without its own rate for the coin pays them from `effective_time`; protected by the step-up */
        post: operations["platformCoinFeeRatesSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform settings: USDT rates, fees and minimums, each coin’s minimums, maintenance */
        post: operations["platformSettingsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/usdt_minimums/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the smallest USDT recharge and withdrawal; protected by the step-up */
        post: operations["platformUsdtMinimumsSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/settings/usdt_rate/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose the rates of one coin against USDT for recharges and withdrawals, applied once another administrator approves them; protected by the step-up */
        post: operations["platformUsdtRateSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a new staff member with a role and their contact: the answer is the rule change (`staff_create`) another administrator approves after the cooling-off period; on that approval the one-time link (24 hours) where they set their password and authenticator is sent to their email (and phone), never to either administrator; 4009 when the username is taken; 503 when the server cannot send email; protected by the step-up */
        post: operations["staffCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform’s staff accounts, newest first: every row the filters select, as a CSV file */
        post: operations["staffExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform’s staff accounts, newest first */
        post: operations["staffQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose sending a member who lost their password or authenticator a new one-time link (24 hours) at the contact kept with them (4009 without one, or for oneself): the answer is the rule change (`staff_reset`); once another administrator approves it, their password and authenticator stop working, their sessions end, older links are void and the link goes to their contact; protected by the step-up */
        post: operations["staffReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a staff member’s suspension with a reason: they may sign in again; protected by the step-up */
        post: operations["staffResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a new role for a staff member (not one’s own, 4009; not the role they have, 4009): the answer is the rule change (`staff_role`); it holds from their next call once another administrator approves it; protected by the step-up */
        post: operations["staffRoleChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/staff/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a staff member (not oneself) with a reason: their sessions end and sign-in is refused; protected by the step-up */
        post: operations["staffSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/step_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove an authenticator code: the session may make protected changes without another for KASSA_STEP_UP_SECONDS */
        post: operations["staffStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/support/ticket/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One file attached to a ticket’s messages, for display in the browser (images and PDF inline); a file not attached to that ticket answers 4004 */
        post: operations["platformTicketAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/support/ticket/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One merchant’s question with its replies and their attachments (4004 when there is none) */
        post: operations["platformTicketDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/support/ticket/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s questions to support with their replies, the most recently active first: every row the filters select, as a CSV file */
        post: operations["platformTicketExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/support/ticket/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every merchant’s questions to support with their replies, the most recently active first */
        post: operations["platformTicketQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/support/ticket/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a merchant’s question: it becomes answered, or closed when asked; a closed ticket answers 4009 */
        post: operations["platformTicketReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/wallet_user/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A wallet user with their identity, balances, recent history and sessions */
        post: operations["platformWalletUserDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/wallet_user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every wallet user, newest first: every row the filters select, as a CSV file */
        post: operations["platformWalletUserExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/wallet_user/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every wallet user, newest first */
        post: operations["platformWalletUserQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/wallet_user/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a wallet user’s suspension with a reason: they may sign in again; protected by the step-up */
        post: operations["platformWalletUserResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/wallet_user/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a wallet user with a reason: their wallet and checkout sessions end, sign-in is refused, so they cannot pay; protected by the step-up */
        post: operations["platformWalletUserSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system/coin/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every coin the platform supports */
        post: operations["systemCoinQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system/file/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The file as an attachment */
        post: operations["fileDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system/file/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The file for display in the browser */
        post: operations["filePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one file (multipart/form-data field "file"; PNG, JPEG, WebP or PDF, at most 10 MB) */
        post: operations["fileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/config/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Languages, market switches and support contacts */
        post: operations["userConfigGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/bank_card/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a bank card (it replaces the one linked before); only its last 4 digits are kept */
        post: operations["walletBankCardBind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer’s money movements, newest first */
        post: operations["walletHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/identity/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Identity verification: real name, ID number, email (once: a payer who has them answers 4009) */
        post: operations["walletIdentitySubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in payer: profile, identity steps, balances per enabled coin */
        post: operations["walletMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/merchant/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a merchant by its receiving code: a scan recharge, created paid at once, with the merchant’s recharge fee and webhook */
        post: operations["walletMerchantPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/merchant/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchant of a receiving code (kassa://pay?merchant_id=…, <site>/wallet/pay?merchant=…, or its merchant ID) */
        post: operations["walletMerchantResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/order/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an order: reward points first when use_reward, then available balance; the order is paid once, whichever way it is paid */
        post: operations["walletOrderPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/order/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order of a scanned code (ord_…, kassawallet://pay?order=…, <site>/wallet/pay?order=…, <site>/checkout/ord_…), marked scanned so its checkout page says so */
        post: operations["walletOrderResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/passkey/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Remove one of the payer's passkeys: it pays no more (the payment password still does) */
        post: operations["walletPasskeyDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/passkey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) The signed-in payer's passkeys, with when each last paid */
        post: operations["walletPasskeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/passkey/pay/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin paying with a passkey in the wallet: request options for the payer's passkeys, for this session; 4004 when the payer has none */
        post: operations["walletPasskeyPayOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/passkey/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Finish registering: the browser's answer to register/options of this session, and the passkey's name */
        post: operations["walletPasskeyRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/passkey/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** (added) Begin registering a passkey for the signed-in payer: the payment password first (counted towards its lock like a payment), since the passkey will pay without it */
        post: operations["walletPasskeyRegisterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/payment_password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the payment password: the old one counts toward the lock like a payment (5 wrong lock paying for 15 minutes) */
        post: operations["walletPaymentPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/payment_password/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the 6-digit payment password (typed twice); a payer who has one answers 4009 and changes it instead */
        post: operations["walletPaymentPasswordSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/phone/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the phone with its code (a payer whose phone is verified already answers 4009) */
        post: operations["walletPhoneBind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/phone/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to a phone the signed-in payer wants to verify */
        post: operations["walletPhoneSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/session/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer’s wallet sessions that have not ended, the most recently used first */
        post: operations["walletSessionQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/session/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one of the payer’s sessions (one that has ended or is not theirs answers 4004) */
        post: operations["walletSessionRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/session/revoke_others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the payer but the caller’s */
        post: operations["walletSessionRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to a wallet account, the same accounts as the checkout login (password RSA-encrypted with get_pub_key; slider token required) */
        post: operations["walletSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/sign_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session making the call */
        post: operations["walletSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/sign_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a wallet account (password RSA-encrypted with get_pub_key, phone proven by its code) and sign it in */
        post: operations["walletSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/sign_up/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to the phone of a new wallet account: a wallet slider token first (spent), one a minute per phone, daily caps per phone and address, and the server's daily SMS budget */
        post: operations["walletSignUpSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/slider/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a slide-to-verify challenge for a wallet sign-in */
        post: operations["walletSliderStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/slider/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the challenge: the bar at its end, after a human-like time; answers a single-use token for sign_in */
        post: operations["walletSliderVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/withdrawal/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the payer may ask a merchant for, per coin: up to what they paid it within the window it sets, or nothing */
        post: operations["walletWithdrawalClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/withdrawal/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a merchant for a withdrawal of at most what withdrawal/claim allows: pending in its user withdrawal records with the amount frozen in its account until the merchant reviews it (never review-free) */
        post: operations["walletWithdrawalCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/withdrawal/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The merchants the payer has paid, to ask one of them for a withdrawal, the most recently paid first */
        post: operations["walletWithdrawalMerchants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/withdrawal/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer’s withdrawal requests with their status and, when rejected, the reason; newest first */
        post: operations["walletWithdrawalQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/merchant/common/check_update_mch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the stored userInfo is stale (the account changed since update_time) */
        post: operations["checkUpdateMch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was paid: your balance was credited its settlement_amount.
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "order.paid",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "order_id": "ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "merchant_order_no": "SHOP-2025-0001",
                     *         "coin_name": "CNY",
                     *         "amount": "100.00",
                     *         "subject": "Two coffees",
                     *         "order_status": "coin_transferred",
                     *         "checkout_url": "https://pay.example.com/checkout/ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "return_url": "https://shop.example.com/orders/SHOP-2025-0001",
                     *         "expire_time": "2025-06-02T08:15:00.000Z",
                     *         "create_time": "2025-06-02T08:00:00.000Z",
                     *         "serial_number": "RC202506020000000042",
                     *         "handling_fee": "0.60",
                     *         "settlement_amount": "99.40",
                     *         "pay_time": "2025-06-02T08:03:12.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "order.paid";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * You closed an unpaid order.
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "order.cancelled",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "order_id": "ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "merchant_order_no": "SHOP-2025-0001",
                     *         "coin_name": "CNY",
                     *         "amount": "100.00",
                     *         "subject": "Two coffees",
                     *         "order_status": "cancelled",
                     *         "checkout_url": "https://pay.example.com/checkout/ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "return_url": "https://shop.example.com/orders/SHOP-2025-0001",
                     *         "expire_time": "2025-06-02T08:15:00.000Z",
                     *         "create_time": "2025-06-02T08:00:00.000Z",
                     *         "serial_number": null,
                     *         "handling_fee": null,
                     *         "settlement_amount": null,
                     *         "pay_time": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "order.cancelled";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An unpaid order passed its latest payment time (auto_cancelled).
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "order.expired",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "order_id": "ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "merchant_order_no": "SHOP-2025-0001",
                     *         "coin_name": "CNY",
                     *         "amount": "100.00",
                     *         "subject": "Two coffees",
                     *         "order_status": "auto_cancelled",
                     *         "checkout_url": "https://pay.example.com/checkout/ord_5f0c6a2e9b1d4c7a8e3f2b10",
                     *         "return_url": "https://shop.example.com/orders/SHOP-2025-0001",
                     *         "expire_time": "2025-06-02T08:15:00.000Z",
                     *         "create_time": "2025-06-02T08:00:00.000Z",
                     *         "serial_number": null,
                     *         "handling_fee": null,
                     *         "settlement_amount": null,
                     *         "pay_time": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "order.expired";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payout was approved: by an operator, or at once by "automatic" within your review-free limit. payout.paid follows.
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "payout.approved",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "payout_id": "WD202506020000000007",
                     *         "merchant_payout_no": "PAYOUT-2025-0001",
                     *         "uid": "U10001",
                     *         "nick": "player_42",
                     *         "coin_name": "CNY",
                     *         "amount": "80.00",
                     *         "handling_fee": "0.64",
                     *         "settlement_amount": "79.36",
                     *         "payout_status": "approved",
                     *         "reviewer": "automatic",
                     *         "reason": null,
                     *         "remark": "Weekly cashback",
                     *         "create_time": "2025-06-02T09:00:00.000Z",
                     *         "update_time": "2025-06-02T09:00:00.000Z",
                     *         "pay_time": "2025-06-02T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "payout.approved";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenPayout"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payout’s settlement_amount reached the payer’s wallet; final.
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "payout.paid",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "payout_id": "WD202506020000000007",
                     *         "merchant_payout_no": "PAYOUT-2025-0001",
                     *         "uid": "U10001",
                     *         "nick": "player_42",
                     *         "coin_name": "CNY",
                     *         "amount": "80.00",
                     *         "handling_fee": "0.64",
                     *         "settlement_amount": "79.36",
                     *         "payout_status": "approved",
                     *         "reviewer": "automatic",
                     *         "reason": null,
                     *         "remark": "Weekly cashback",
                     *         "create_time": "2025-06-02T09:00:00.000Z",
                     *         "update_time": "2025-06-02T09:00:00.000Z",
                     *         "pay_time": "2025-06-02T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "payout.paid";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenPayout"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An operator rejected a payout; reason says why, and the amount returned to your available balance.
         * @description Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id, the same on every attempt. */
                    "webhook-id": string;
                    /** @description Unix time in seconds of this attempt. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "type": "payout.rejected",
                     *       "timestamp": "2025-06-02T09:00:01.000Z",
                     *       "data": {
                     *         "payout_id": "WD202506020000000007",
                     *         "merchant_payout_no": "PAYOUT-2025-0001",
                     *         "uid": "U10001",
                     *         "nick": "player_42",
                     *         "coin_name": "CNY",
                     *         "amount": "80.00",
                     *         "handling_fee": "0.64",
                     *         "settlement_amount": "79.36",
                     *         "payout_status": "rejected",
                     *         "reviewer": "demo_ops",
                     *         "reason": "The account name does not match the KYC name.",
                     *         "remark": "Weekly cashback",
                     *         "create_time": "2025-06-02T09:00:00.000Z",
                     *         "update_time": "2025-06-02T09:00:00.000Z",
                     *         "pay_time": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        type: "payout.rejected";
                        /** Format: date-time */
                        timestamp: string;
                        data: components["schemas"]["OpenPayout"];
                    };
                };
            };
            responses: {
                /** @description Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The merchant’s API key. Its secrets are never returned after creation. */
        AccessKey: {
            /** @description The public key identifier sent with API calls (X-Access-Key). */
            access_key: string;
            /** @description The IP permission: addresses separated by commas; calls from any other address are refused. */
            ip: string;
            /** @description (added) The default webhook endpoint, for orders created without notify_url; null for none. */
            webhook_url: string | null;
            /** @description (added) The default return URL, for orders created without return_url; null for none. */
            return_url: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
        };
        /** @description A new API key, with its secrets shown only once. */
        AccessKeyCreated: {
            /** @description The public key identifier sent with API calls (X-Access-Key). */
            access_key: string;
            /** @description The IP permission: addresses separated by commas; calls from any other address are refused. */
            ip: string;
            /** @description (added) The default webhook endpoint, for orders created without notify_url; null for none. */
            webhook_url: string | null;
            /** @description (added) The default return URL, for orders created without return_url; null for none. */
            return_url: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
            /** @description The HMAC-SHA256 signing secret, shown this once (stored encrypted, never shown again). */
            secret_key: string;
            /** @description (added) The Standard Webhooks secret that signs the webhooks sent to you, shown this once. */
            webhook_secret: string;
        };
        AccessKeyDetailData: components["schemas"]["AccessKey"] | null;
        AccessKeyRequest: {
            /**
             * @description One or more IPv4/IPv6 addresses separated by commas (at most 20); only these may call the API with the key.
             * @example 203.0.113.7,198.51.100.0
             */
            ip: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        AccessKeyRevokeRequest: {
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description The merchant account; the console stores it as userInfo. */
        AccountDetail: {
            merchant_id: components["schemas"]["MerchantId"];
            /** @description Login name. */
            username: string;
            /** @description Display name of the merchant. */
            name: string;
            account_type: components["schemas"]["AccountType"];
            status: components["schemas"]["AccountStatus"];
            kyc_status: components["schemas"]["KycStatus"];
            /** @description Whether a Google authenticator secret is bound. */
            google_bound: boolean;
            create_time: components["schemas"]["Timestamp"];
            /** @description Last change of any field here; see check_update_mch. */
            update_time: components["schemas"]["Timestamp"];
            last_login_time: components["schemas"]["Timestamp"] | null;
            last_login_ip: string | null;
        };
        AccountDetailRequest: {
            /** @description Absent: the logged-in merchant. Another merchant answers 4004. */
            merchant_id?: components["schemas"]["MerchantId"];
        };
        /** @enum {string} */
        AccountStatus: "normal" | "suspended";
        /** @enum {string} */
        AccountType: "regular" | "advanced" | "agent";
        /** @description (added) A signed-in session of the merchant account that has not ended. */
        ActiveSession: {
            id: components["schemas"]["Id"];
            /** @description The operator signed in. */
            username: string;
            /** @description The address the session signed in from. */
            ip: string;
            /** @description The browser and its major version named by the User-Agent at sign-in, e.g. "Chrome 126"; null when not recognised. */
            browser: string | null;
            /** @description The operating system named by the User-Agent at sign-in, e.g. "Windows"; null when not recognised. */
            os: string | null;
            /** @description The User-Agent header at sign-in, as sent (at most 512 characters). */
            user_agent: string | null;
            /** @description When the session signed in. */
            create_time: components["schemas"]["Timestamp"];
            /** @description The last call made with it, to the minute (written at most once a minute). */
            last_seen_time: components["schemas"]["Timestamp"];
            /** @description When it ends however busy (12 hours after sign-in); 30 minutes without a call end it sooner. */
            expire_time: components["schemas"]["Timestamp"];
            /** @description True for the session making this call. */
            current: boolean;
        };
        AdjustmentExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "pay_amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number or receipt_user_id, matched exactly or as a prefix. */
            keyword?: string;
            balance_type?: components["schemas"]["BalanceType"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "serial_number" | "order_type" | "receipt_user_id" | "receipt_nickname" | "balance_type" | "coin_name" | "pay_amount" | "handling_fee" | "settlement_amount" | "remark" | "create_time" | "update_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        AdjustmentPlusRequest: {
            receipt_user_id: string;
            /** @description A market the user has enabled, else 4000 market_not_enabled. */
            coin_name: components["schemas"]["CoinName"];
            balance_type: components["schemas"]["BalanceType"];
            /**
             * @description At most two decimals and at most the available balance (else 4010).
             * @example 100.50
             */
            pay_amount: string;
            /** @description The reason, required. */
            remark: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        AdjustmentQueryData: {
            list: components["schemas"]["AdjustmentRecord"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        AdjustmentQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "pay_amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number or receipt_user_id, matched exactly or as a prefix. */
            keyword?: string;
            balance_type?: components["schemas"]["BalanceType"];
        };
        /** @description A balance adjustment the merchant made for one of its users. */
        AdjustmentRecord: {
            serial_number: string;
            order_type: components["schemas"]["OrderType"];
            receipt_user_id: string;
            receipt_nickname: string;
            balance_type: components["schemas"]["BalanceType"];
            coin_name: components["schemas"]["CoinName"];
            pay_amount: components["schemas"]["Money"];
            handling_fee: components["schemas"]["Money"];
            settlement_amount: components["schemas"]["Money"];
            /** @description The reason typed by the operator. */
            remark: string;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
        };
        AdjustmentUser: {
            receipt_user_id: string;
            receipt_nickname: string;
            /** @description Markets the user has enabled; only these can be adjusted. */
            coin_names: components["schemas"]["CoinName"][];
        };
        AdjustmentUserGetRequest: {
            receipt_user_id: string;
        };
        /** @description (added) An announcement of the platform, in the caller’s language. */
        Announcement: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description Its first sentences, as plain text. */
            summary: string;
            publish_time: components["schemas"]["Timestamp"];
            /** @description Whether this merchant has opened it. */
            read: boolean;
        };
        AnnouncementDetail: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description Its first sentences, as plain text. */
            summary: string;
            publish_time: components["schemas"]["Timestamp"];
            /** @description Whether this merchant has opened it. */
            read: boolean;
            /** @description Sanitized HTML. */
            body_html: string;
        };
        AnnouncementExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "publish_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            read?: boolean;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "title" | "summary" | "publish_time" | "read";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        AnnouncementQueryData: {
            list: components["schemas"]["Announcement"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        AnnouncementQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "publish_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            read?: boolean;
        };
        AnnouncementReference: {
            id: components["schemas"]["Id"];
        };
        /**
         * @description (added) scheduled: merchants see it from `publish_time`; published: merchants see it.
         * @enum {string}
         */
        AnnouncementState: "scheduled" | "published";
        AnnouncementUnread: {
            unread: number;
        };
        AssetQueryData: {
            list: components["schemas"]["Assets"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        AssetQueryRequest: {
            coin_name?: components["schemas"]["CoinName"];
        };
        /** @description The merchant’s balance in one coin. */
        Assets: {
            coin_name: components["schemas"]["CoinName"];
            available_asset: components["schemas"]["Money"];
            /** @description Frozen by pending withdrawals. */
            freeze_asset: components["schemas"]["Money"];
            /** @description available_asset + freeze_asset. */
            total_asset: components["schemas"]["Money"];
        };
        /**
         * @description (added) A sensitive action recorded in the audit log.
         * @enum {string}
         */
        AuditAction: "market_switch" | "review_free_limit" | "approval_code_threshold" | "api_key_create" | "api_key_update" | "api_key_delete" | "webhook_endpoint_update" | "whitelist_add" | "whitelist_delete" | "payment_method_add" | "payment_method_update" | "payment_method_delete" | "password_change" | "authenticator_rebind" | "operator_enrol" | "passkey_register" | "passkey_rename" | "passkey_delete" | "passkey_sign_in" | "passkey_step_up" | "passkey_requirement" | "session_revoke" | "withdrawal_approve" | "withdrawal_reject" | "kyc_submit" | "kyc_approve" | "kyc_reject" | "transfer" | "adjustment" | "usdt_recharge_request" | "usdt_withdrawal_request" | "fiat_withdrawal_request";
        /** @description (added) One sensitive action: who, when, from where, what, before and after. */
        AuditLogEntry: {
            id: components["schemas"]["Id"];
            create_time: components["schemas"]["Timestamp"];
            /** @description The operator’s username; `platform` for platform staff. */
            operator: string;
            /** @description The address the action came from. */
            ip: string;
            action: components["schemas"]["AuditAction"];
            /** @description What it was done to: a coin, an access key, an IP, an order number; null for the account itself. */
            target: string | null;
            /** @description The values before; null when the thing did not exist. */
            before: {
                [key: string]: string | boolean | null;
            } | null;
            /** @description The values after; null when the thing no longer exists. */
            after: {
                [key: string]: string | boolean | null;
            } | null;
        };
        AuditLogExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            action?: components["schemas"]["AuditAction"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Target (coin, key, IP, order number) or operator, matched exactly or as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "create_time" | "operator" | "ip" | "action" | "target" | "before" | "after";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        AuditLogQueryData: {
            list: components["schemas"]["AuditLogEntry"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        AuditLogQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            action?: components["schemas"]["AuditAction"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Target (coin, key, IP, order number) or operator, matched exactly or as a prefix. */
            keyword?: string;
        };
        /**
         * @description Which balance of the user an adjustment credits: available, or to be confirmed.
         * @enum {string}
         */
        BalanceType: "available" | "to_be_confirmed";
        /**
         * @description approved / rejected: resolved by this call; already_reviewed: it was no longer pending; not_found: no such order of this merchant.
         * @enum {string}
         */
        BatchReviewOutcome: "approved" | "rejected" | "already_reviewed" | "not_found";
        ChargeRecordExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "update_time" | "amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Merchant order number or serial number, matched exactly or as a prefix. */
            keyword?: string;
            status?: components["schemas"]["RechargeStatus"];
            order_from?: components["schemas"]["OrderFrom"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "create_time" | "order_id" | "serial_number" | "payment_id" | "nick" | "external_account" | "coin_name" | "amount" | "handling_fee" | "settlement_amount" | "order_type" | "order_from" | "order_status" | "update_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        ChargeRecordQueryData: {
            list: components["schemas"]["RechargeRecord"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ChargeRecordQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "update_time" | "amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Merchant order number or serial number, matched exactly or as a prefix. */
            keyword?: string;
            status?: components["schemas"]["RechargeStatus"];
            order_from?: components["schemas"]["OrderFrom"];
        };
        CheckUpdateMchRequest: {
            /** @description update_time of the userInfo the console holds; absent means unknown. */
            update_time?: components["schemas"]["Timestamp"];
        };
        CheckoutIdentityRequest: {
            name: string;
            id_number: string;
            phone: string;
            email: string;
            phone_code: string;
            bank_card: string;
        };
        CheckoutLoginRequest: {
            /** @description The order number. */
            order_id: string;
            username: string;
            /** @description The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded. */
            password: string;
            slider_token: string;
            /** @description The data.challenge of a 4028 answer, when the server asked for one. */
            challenge?: string;
            /** @description A text such that SHA-256 of challenge + ":" + challenge_answer begins with data.difficulty zero bits. */
            challenge_answer?: string;
        };
        /** @description (added) An order as the payer sees it: nothing of the merchant’s internals. */
        CheckoutOrder: {
            /** @description The public order id of the checkout URL. */
            order_id: string;
            /** @description The merchant’s order number, shown on the success screen. */
            merchant_order_no: string;
            merchant_name: string;
            subject: string | null;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            status: components["schemas"]["CheckoutStatus"];
            /** @description The latest payment time. */
            expire_time: components["schemas"]["Timestamp"];
            /** @description The server’s clock when it answered: the countdown runs against it, not the device’s clock alone. */
            server_time: components["schemas"]["Timestamp"];
            /** @description The wallet’s public link for this order (<site>/wallet/pay?order=…): what the QR code encodes and the “Open wallet app” button opens; the wallet web app answers it, and a native app may claim it as a universal link. */
            deep_link: string;
            /** @description The same link in the wallet app’s own scheme (kassawallet://pay?order=…), for a native app that registers it. */
            app_link: string;
            /** @description Where the payer goes after paying; null to show a back-to-merchant button. */
            return_url: string | null;
            pay_time: components["schemas"]["Timestamp"] | null;
        };
        CheckoutOrderReference: {
            /** @description The order number. */
            order_id: string;
        };
        /** @description Options for navigator.credentials.get(); the answer goes to checkout/pay as passkey. */
        CheckoutPasskeyPayOptionsData: components["schemas"]["PasskeyRequestOptions"];
        CheckoutPayRequest: {
            /** @description The 6-digit payment password; required unless passkey is sent. */
            payment_password?: string;
            /** @default true */
            use_reward: boolean;
            /** @description Instead of payment_password: the browser's answer to pay/options of this session (user verification required). A revoked passkey, another payer's, an answer without user verification or to a spent challenge answers 4000 on credential, and nothing is paid. */
            passkey?: components["schemas"]["PasskeyAssertionCredential"];
        };
        CheckoutSendCodeRequest: {
            phone: string;
        };
        CheckoutSetPaymentPasswordRequest: {
            payment_password: string;
            confirm_password: string;
        };
        /**
         * @description What the payer sees (spec section 4): created (pending), scanned (scan success: confirm in the app), paid, cancelled by the merchant, expired (timeout).
         * @enum {string}
         */
        CheckoutStatus: "created" | "scanned" | "paid" | "cancelled" | "expired";
        /** @description A coin or currency and its fees and minimums. */
        Coin: {
            coin_name: components["schemas"]["CoinName"];
            coin_type: components["schemas"]["CoinType"];
            /** @description Decimal places amounts of this coin carry. */
            decimals: number;
            recharge_fee_rate: components["schemas"]["Rate"];
            withdrawal_fee_rate: components["schemas"]["Rate"];
            transfer_fee_rate: components["schemas"]["Rate"];
            /** @description Fee rate of internal recharge (a transfer between merchants of the platform). */
            internal_transfer_fee_rate: components["schemas"]["Rate"];
            /** @description Minimum withdrawal request amount. */
            min_withdrawal: components["schemas"]["Money"];
            /** @description The smallest amount a transfer may be (inclusive). */
            min_transfer: components["schemas"]["Money"];
            /** @description (added) The smallest amount of an order of the merchant order API (inclusive); 0 allows any positive amount. */
            min_order_amount?: components["schemas"]["Money"];
        };
        CoinFeeNoticeData: {
            list: components["schemas"]["FeeNotice"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
            /** @description The IANA time zone of the merchant’s day, in which the console states `effective_time`. */
            time_zone: string;
        };
        CoinListData: {
            list: components["schemas"]["Coin"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        /**
         * @description A coin or currency code, e.g. 'USDT', 'CNY', 'VND'.
         * @example USDT
         */
        CoinName: string;
        /** @enum {string} */
        CoinType: "fiat" | "crypto";
        /** @description (added) One version of a content page, in the caller’s language. */
        ContentDocument: {
            slug: components["schemas"]["ContentSlug"];
            /** @description This version’s number. */
            version: number;
            /** @description The day this version took effect. */
            effective_date: string;
            /** @description The newest version. */
            latest_version: number;
            title: string;
            /** @description Sanitized HTML (formatting and links only). */
            body_html: string;
            /** @description Every version, newest first. */
            versions: {
                version: number;
                effective_date: string;
            }[];
        };
        ContentDocumentRequest: {
            slug: components["schemas"]["ContentSlug"];
            /** @description Absent: the latest. */
            version?: number;
        };
        /**
         * @description (added) A content page: user agreement, privacy policy, legal statement, about.
         * @enum {string}
         */
        ContentSlug: "user_agreement" | "privacy_policy" | "legal_statement" | "about";
        /** @description (added) The figures of one coin on one local day, for the charts. */
        DashboardDay: {
            /** @description Paid user orders credited, before their handling fee (as FundFlowStats). */
            recharge_amount: components["schemas"]["Money"];
            /** @description User withdrawals paid out, what left the account. */
            withdrawal_amount: components["schemas"]["Money"];
            /** @description Sum of the charge of every movement: the fees of the merchant’s orders and withdrawals. */
            fee_amount: components["schemas"]["Money"];
            /** @description USDT deposits credited (exchange_count), before their fee. */
            usdt_recharge_amount: components["schemas"]["Money"];
            /** @description USDT withdrawals paid out (count, fee included). */
            usdt_withdrawal_amount: components["schemas"]["Money"];
            /** @description User orders (recharge orders) created in the period, in any state. */
            order_count: number;
            /** @description Of those, the orders paid (coin_transferred). */
            paid_order_count: number;
            /** @description paid_order_count / order_count as a fraction with 4 decimals ('0.7500'); null without orders. */
            success_rate: components["schemas"]["Rate"] | null;
            /** @description The merchant’s local date, YYYY-MM-DD. */
            date: string;
            coin_name: components["schemas"]["CoinName"];
        };
        /** @description (added) The figures of one coin over one day or period, computed by SQL aggregates. */
        DashboardFigures: {
            /** @description Paid user orders credited, before their handling fee (as FundFlowStats). */
            recharge_amount: components["schemas"]["Money"];
            /** @description User withdrawals paid out, what left the account. */
            withdrawal_amount: components["schemas"]["Money"];
            /** @description Sum of the charge of every movement: the fees of the merchant’s orders and withdrawals. */
            fee_amount: components["schemas"]["Money"];
            /** @description USDT deposits credited (exchange_count), before their fee. */
            usdt_recharge_amount: components["schemas"]["Money"];
            /** @description USDT withdrawals paid out (count, fee included). */
            usdt_withdrawal_amount: components["schemas"]["Money"];
            /** @description User orders (recharge orders) created in the period, in any state. */
            order_count: number;
            /** @description Of those, the orders paid (coin_transferred). */
            paid_order_count: number;
            /** @description paid_order_count / order_count as a fraction with 4 decimals ('0.7500'); null without orders. */
            success_rate: components["schemas"]["Rate"] | null;
        };
        /** @description (added) One market on the dashboard: today, yesterday and the period. */
        DashboardMarket: {
            coin_name: components["schemas"]["CoinName"];
            /** @description Decimal places of the coin’s amounts. */
            decimals: number;
            /** @description Whether the merchant’s market in the coin is open. */
            enabled: boolean;
            today: components["schemas"]["DashboardFigures"];
            yesterday: components["schemas"]["DashboardFigures"];
            /** @description The whole period of `days` days, today included: the headline numbers. */
            period: components["schemas"]["DashboardFigures"];
        };
        /** @description (added) Everything the dashboard shows but the market switches, in one answer. */
        DashboardStats: {
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            /** @description What the merchant’s receiving QR code holds: the wallet’s public link to pay this merchant (<site>/wallet/pay?merchant=…). */
            receiving_code: string;
            /** @description The IANA time zone of the merchant’s day, e.g. Asia/Shanghai. */
            time_zone: string;
            /** @description Today’s local date in that time zone. */
            today: string;
            yesterday: string;
            /** @description Length of the period, today included. */
            days: number;
            /** @description The instant the period starts: local midnight of its first day. */
            period_start: components["schemas"]["Timestamp"];
            /** @description The open markets, then any other coin that moved in the period, in display order. */
            markets: components["schemas"]["DashboardMarket"][];
            /** @description One row per market and local day of the period, oldest first, days without movement included. */
            series: components["schemas"]["DashboardDay"][];
            pending: components["schemas"]["PendingReviews"];
        };
        DashboardStatsRequest: {
            /**
             * @description Length of the period, today included: 7, 30 or 90.
             * @default 7
             */
            days: 7 | 30 | 90;
        };
        /** @description (added) One address of the USDT deposit pool, and whose it is. */
        DepositAddress: {
            id: number;
            network: components["schemas"]["UsdtNetwork"];
            /** @description The address as the chain writes it (ERC20 in lower case). */
            address: string;
            state: components["schemas"]["DepositAddressState"];
            /** @description The merchant it is given to; null while free. */
            merchant_id: components["schemas"]["MerchantId"] | null;
            /** @description That merchant’s name; null while free. */
            merchant_name: string | null;
            /** @description Who added it: a staff member’s username, or `ops` for `npm run ops`. */
            added_by: string;
            added_time: components["schemas"]["Timestamp"];
            /** @description When it was given to its merchant; null while free. */
            assigned_time: components["schemas"]["Timestamp"] | null;
        };
        /** @description (added) Per network, how many addresses of the pool are free and how many are given. */
        DepositAddressCounts: {
            list: {
                network: components["schemas"]["UsdtNetwork"];
                /** @description Addresses not given to any merchant yet: how many more merchants can be given one on this network. */
                free: number;
                /** @description Addresses given to merchants. */
                assigned: number;
            }[];
        };
        /**
         * @description own: the merchant’s own deposit address (the pool gave it to this merchant), so a transfer there is the merchant’s; shared: an address outside the pool, the one the platform shared between merchants before each had its own (declarations made before); other: a pool address that is not this merchant’s (no declaration made since can name one).
         * @enum {string}
         */
        DepositAddressOwner: "own" | "shared" | "other";
        /**
         * @description free: in the pool, not given to any merchant yet; assigned: given to a merchant, for good.
         * @enum {string}
         */
        DepositAddressState: "free" | "assigned";
        /** @description An empty JSON object `{}`. */
        EmptyBody: Record<string, never>;
        EnrolmentCompleteRequest: {
            /** @description The token of the one-time link: what follows # in the link. */
            token: string;
            /** @description The new password, encrypted like at login; once decrypted 8–64 digits, letters or punctuation. */
            password: string;
            /** @description The new password typed again, encrypted the same way. */
            confirm_password: string;
            /**
             * @description A code of the authenticator the link offers, proving it was scanned.
             * @example 123456
             */
            google_code: string;
        };
        EnrolmentDetail: {
            /** @description The operator the link is for. */
            username: string;
            merchant_name: string;
            /**
             * @description enrol: a new operator; reset: replaces the password and authenticator it has.
             * @enum {string}
             */
            purpose: "enrol" | "reset";
            /** @description Base32 TOTP secret of the authenticator to bind (SHA-1, 6 digits, 30 s), for manual entry. */
            secret: string;
            /** @description otpauth:// URL of the same secret, to show as a QR code. */
            otpauth_url: string;
            expire_time: components["schemas"]["Timestamp"];
        };
        EnrolmentDetailRequest: {
            /** @description The token of the one-time link: what follows # in the link. */
            token: string;
        };
        EnrolmentDone: {
            username: string;
        };
        /** @description Extra data of an error answer; null when there is none. */
        ErrorData: {
            /** @description Code 4000: the dotted path of the field that failed validation. */
            field?: string;
            /** @description Code 4000: the i18n key of the validation message (kassa.validation.*). */
            key?: string;
            /** @description Codes 6034 and 512: the IP the server saw; the console stores it as loginIp. */
            login_ip?: string;
            /** @description Code 500: the reference of the server log line, for support. */
            reference?: string;
            /** @description Codes 429 and 503: seconds to wait before trying again (also the Retry-After header). */
            retry_after?: number;
            /**
             * @description Code 503 (GET /healthy): the server cannot work.
             * @constant
             */
            status?: "unavailable";
            /** @description Code 503 (GET /healthy): the server’s time of the check. */
            time?: string;
            /**
             * @description Code 503: the database did not answer (unreachable), or its disk is full (storage_full).
             * @enum {string}
             */
            database?: "unreachable" | "storage_full";
        } | null;
        /** @description An answer whose code is not a success code. */
        ErrorEnvelope: {
            code: components["schemas"]["ResultCode"];
            /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
            msg: string;
            /** @description Human-readable text in the request language; shown in error toasts. */
            detail: string;
            data: components["schemas"]["ErrorData"];
        };
        /** @description (added) A fee change the platform has approved for a later time that changes what this merchant pays in one coin: its own fee schedule, or a coin default it has no own rate for. */
        FeeNotice: {
            coin_name: components["schemas"]["CoinName"];
            /** @description When the new rates take effect. */
            effective_time: components["schemas"]["Timestamp"];
            /** @description Only the rates that change, in the order of Coin. */
            rates: components["schemas"]["FeeRateChange"][];
        };
        /** @description (added) One fee rate of a coin as a coming change moves it. */
        FeeRateChange: {
            fee_rate: components["schemas"]["FeeRateName"];
            /** @description The rate the merchant pays until the change (a fraction). */
            before: components["schemas"]["Rate"];
            /** @description The rate the merchant pays from `effective_time` on. */
            after: components["schemas"]["Rate"];
        };
        /**
         * @description (added) One of the four fee rates of a coin, named as in Coin.
         * @enum {string}
         */
        FeeRateName: "recharge_fee_rate" | "withdrawal_fee_rate" | "transfer_fee_rate" | "internal_transfer_fee_rate";
        FiatWithdrawAddRequest: {
            /** @description An enabled payment method; its coin_name is the currency paid out. */
            payment_method_id: components["schemas"]["Id"];
            /** @description The coin debited from the balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /**
             * @description Amount in the payment method’s currency; below that currency’s min_withdrawal answers 4000 min_amount.
             * @example 100.50
             */
            trade_count: string;
            /**
             * @description The rate the form showed: units of out_abbreviation per 1 unit of the currency (1 for the same coin, else out_abbreviation’s USDT withdrawal rate over the currency’s USDT recharge rate, 8 decimals). A different current rate answers 4000 quote_changed and freezes nothing.
             * @example 7.37373737
             */
            rate: string;
            /**
             * @description The currency’s withdrawal fee rate the form showed (the merchant’s own where its fee schedule sets one); checked like rate.
             * @example 0.008
             */
            currency_withdrawal_fee: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description Where a fiat withdrawal is paid, as its payment method was at the request. */
        FiatWithdrawDestination: {
            type: components["schemas"]["PaymentMethodType"];
            bank_name: string;
            holder_name: string;
            account_number: string;
        };
        FiatWithdrawExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["OrderStatus"];
            abbreviation?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "out_abbreviation" | "trade_count" | "abbreviation" | "currency_withdrawal_fee" | "fee" | "rate" | "count" | "create_time" | "audit_time" | "payment_method_id" | "destination" | "remark";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        /** @description A fiat withdrawal request to a payment method, reviewed by the platform. */
        FiatWithdrawOrder: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The coin debited from the merchant’s balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /** @description Amount requested in abbreviation (at least the currency’s min_withdrawal). */
            trade_count: components["schemas"]["Money"];
            /** @description The fiat currency paid out (the payment method’s coin_name). */
            abbreviation: components["schemas"]["CoinName"];
            /** @description Fee rate applied. */
            currency_withdrawal_fee: components["schemas"]["Rate"];
            /** @description Fee in out_abbreviation. */
            fee: components["schemas"]["Money"];
            /** @description Units of out_abbreviation per 1 abbreviation. */
            rate: components["schemas"]["Rate"];
            /** @description Debited (frozen until review): trade_count × rate + fee, in out_abbreviation. */
            count: components["schemas"]["Money"];
            create_time: components["schemas"]["Timestamp"];
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The payment method chosen. */
            payment_method_id: components["schemas"]["Id"];
            /** @description (added) Where the money is paid: the payment method as it was when the withdrawal was requested, whatever it says later. Null only for requests made before destinations were kept. */
            destination: components["schemas"]["FiatWithdrawDestination"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
        };
        FiatWithdrawQueryData: {
            list: components["schemas"]["FiatWithdrawOrder"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        FiatWithdrawQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["OrderStatus"];
            abbreviation?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
        };
        FileReference: {
            /** @description The file_id answered by upload; only the merchant who uploaded it may read it. */
            file_id: string;
        };
        FileUploadRequest: {
            /**
             * Format: binary
             * @description The file: PNG, JPEG, WebP or PDF, at most 10 MB.
             */
            file: string | unknown | unknown | unknown | unknown;
        };
        /** @description (added) The four-eyes threshold of one coin. */
        FourEyesThreshold: {
            coin_name: components["schemas"]["CoinName"];
            /** @description A USDT or fiat withdrawal debiting this coin takes two approvals by different staff members when its `count`, or the merchant’s payouts in the coin over the 24 hours up to its creation, reach it; so does a USDT recharge credited in the coin when its `exchange_count`, or the merchant’s recharges of the coin over those 24 hours, reach it. */
            amount: components["schemas"]["Money"];
        };
        FourEyesThresholds: {
            /** @description One entry per coin that has a threshold; a coin without one needs a single approval. */
            list: components["schemas"]["FourEyesThreshold"][];
        };
        /** @description One movement of the merchant’s balance (transaction history). */
        FundFlow: {
            /** @description Unique per row (added): one order can move money more than once under one serial_number, e.g. a freeze and its payout. */
            id: components["schemas"]["Id"];
            serial_number: string;
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            coin_name: components["schemas"]["CoinName"];
            available_before_number: components["schemas"]["Money"];
            available_after_number: components["schemas"]["Money"];
            frozen_before_number: components["schemas"]["Money"];
            frozen_after_number: components["schemas"]["Money"];
            /** @description Signed change of the account’s total (available + frozen): what entered or left it. A freeze, and its return, is 0; the before and after figures show the move. */
            transaction_number: components["schemas"]["Money"];
            /** @description Fee of the movement. */
            charge: components["schemas"]["Money"];
            transaction_type: components["schemas"]["TransactionType"];
            time: components["schemas"]["Timestamp"];
        };
        FundFlowExportRequest: {
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number, matched exactly or as a prefix. */
            keyword?: string;
            transaction_type?: components["schemas"]["TransactionType"];
        };
        FundFlowQueryData: {
            list: components["schemas"]["FundFlow"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        FundFlowQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "time" | "transaction_number";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number, matched exactly or as a prefix. */
            keyword?: string;
            transaction_type?: components["schemas"]["TransactionType"];
        };
        /** @description Totals of one coin over a period, for the dashboard. */
        FundFlowStats: {
            coin_name: components["schemas"]["CoinName"];
            /** @description Paid user orders credited, before their handling fee. */
            recharge_amount: components["schemas"]["Money"];
            /** @description User withdrawals paid out (approved), before their handling fee. */
            withdrawal_amount: components["schemas"]["Money"];
            /** @description Sum of the charge of every movement. */
            fee_amount: components["schemas"]["Money"];
            /** @description USDT recharges credited (exchange_count), before their fee. */
            usdt_recharge_amount: components["schemas"]["Money"];
            /** @description USDT withdrawals paid out (count, fee included). */
            usdt_withdrawal_amount: components["schemas"]["Money"];
            /** @description (added) Totals per transaction type; types without movements are left out. Always sent by the server. */
            transactions?: components["schemas"]["FundFlowTypeTotal"][];
        };
        FundFlowStatsData: {
            list: components["schemas"]["FundFlowStats"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        FundFlowStatsRequest: {
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
        };
        /** @description (added) The movements of one transaction type over the period. */
        FundFlowTypeTotal: {
            transaction_type: components["schemas"]["TransactionType"];
            /** @description Number of movements. */
            count: number;
            /** @description Sum of their transaction_number. */
            amount: components["schemas"]["Money"];
            /** @description Sum of their charge. */
            charge: components["schemas"]["Money"];
        };
        GoogleSecret: {
            /** @description Base32 TOTP secret (SHA-1, 6 digits, 30 s). */
            secret: string;
            /** @description otpauth:// URL to show as a QR code. */
            otpauth_url: string;
        };
        Health: {
            /** @constant */
            status: "ok";
            time: components["schemas"]["Timestamp"];
            /**
             * @description The database answered a query just now.
             * @constant
             */
            database: "ok";
        };
        /** @description (added) One help article. */
        HelpArticle: {
            /** @description The article’s slug. */
            id: string;
            topic: components["schemas"]["HelpTopic"];
            title: string;
            /** @description Its first sentences, as plain text. */
            summary: string;
            /** @description Sanitized HTML. */
            body_html: string;
        };
        HelpArticleRequest: {
            id: string;
        };
        HelpArticleSummary: {
            /** @description The article’s slug. */
            id: string;
            topic: components["schemas"]["HelpTopic"];
            title: string;
            /** @description Its first sentences, as plain text. */
            summary: string;
        };
        /** @description (added) The help center’s articles matching a topic and a search, in the caller’s language. */
        HelpArticles: {
            /** @description Every topic, with how many articles match. */
            topics: {
                topic: components["schemas"]["HelpTopic"];
                title: string;
                count: number;
            }[];
            list: components["schemas"]["HelpArticleSummary"][];
        };
        HelpArticlesRequest: {
            topic?: components["schemas"]["HelpTopic"];
            /** @description Words to search for; an article matches when it holds every one. */
            keyword?: string;
        };
        /**
         * @description (added) A topic of the help center.
         * @enum {string}
         */
        HelpTopic: "getting_started" | "payments" | "withdrawals" | "api" | "security";
        /** @description A positive integer identifier. */
        Id: number;
        /**
         * @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022.
         * @example 3f1c2a9e-5b7d-4c11-9a3e-0d2b6c8e4f10
         */
        IdempotencyKey: string;
        /** @description (added) Which identity steps the payer has done. */
        IdentitySteps: {
            real_name: boolean;
            id_number: boolean;
            phone: boolean;
            email: boolean;
            bank_card: boolean;
            payment_password: boolean;
        };
        /** @description (added) The merchant’s KYC state and its latest submission (the spec’s data info). */
        KycDetail: {
            kyc_status: components["schemas"]["KycStatus"];
            /** @description The latest submission; null before the first. */
            submission: components["schemas"]["KycSubmission"] | null;
        };
        /**
         * @description Identity verification state. Creating an API key requires verified.
         * @enum {string}
         */
        KycStatus: "unverified" | "pending" | "verified" | "rejected";
        /** @description (added) The spec’s verification form as submitted, and its review. */
        KycSubmission: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["KycSubmissionStatus"];
            company_name: string;
            /** @description The company’s registration (business licence) number. */
            registration_number: string;
            country: string;
            company_address: string;
            /** @description The legal representative. */
            representative_name: string;
            representative_id_number: string;
            contact_email: string;
            contact_phone: string;
            /** @description The documents sent with it (preview and download with their file_id). */
            documents: components["schemas"]["UploadedFile"][];
            /** @description Why platform staff rejected it; null otherwise. */
            reason: string | null;
            create_time: components["schemas"]["Timestamp"];
            review_time: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description (added) A verification submission: pending until platform staff approve or reject it.
         * @enum {string}
         */
        KycSubmissionStatus: "pending" | "approved" | "rejected";
        KycSubmitRequest: {
            company_name: string;
            registration_number: string;
            country: string;
            company_address: string;
            representative_name: string;
            representative_id_number: string;
            /** Format: email */
            contact_email: string;
            contact_phone: string;
            document_ids: string[];
        };
        /**
         * @description An API language code (sent in the Language and Accept-Language headers).
         * @enum {string}
         */
        Language: "en" | "zh_Hans" | "zh_Hant" | "vi";
        LoginLogListData: {
            list: components["schemas"]["LoginRecord"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        LoginLogListExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            result?: components["schemas"]["LoginResult"];
            /** @description IP, matched as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "create_time" | "IP" | "result";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        LoginLogListRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            result?: components["schemas"]["LoginResult"];
            /** @description IP, matched as a prefix. */
            keyword?: string;
        };
        /** @description One login attempt on this merchant account. */
        LoginRecord: {
            id: components["schemas"]["Id"];
            create_time: components["schemas"]["Timestamp"];
            /** @description The address the attempt came from (spelled IP as in the spec). */
            IP: string;
            result: components["schemas"]["LoginResult"];
        };
        LoginRequest: {
            /**
             * @description Login name.
             * @example merchant01
             */
            username: string;
            /** @description The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded. */
            password: string;
            /**
             * @description The 6-digit code of the Google authenticator.
             * @example 123456
             */
            google_code: string;
            /** @description The data.challenge of a 4028 answer, when the server asked for one. */
            challenge?: string;
            /** @description A text such that SHA-256 of challenge + ":" + challenge_answer begins with data.difficulty zero bits. */
            challenge_answer?: string;
        };
        /**
         * @description Outcome of a login attempt: success, or why it failed (passkey_required: a right password and code of an operator who must sign in with a passkey).
         * @enum {string}
         */
        LoginResult: "success" | "bad_credentials" | "locked" | "ip_not_allowed" | "suspended" | "passkey_required";
        LoginSession: {
            /** @description Send as is in the Authorization header. */
            token: string;
            expire_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) Maintenance mode and its message. */
        MaintenanceState: {
            /** @description Whether merchant, checkout and wallet calls answer HTTP 503 with code 511 (staff calls and /healthy keep working). */
            on: boolean;
            /** @description What merchants read while it is on (the 511 answer’s `data.message` and `detail`, in the caller’s language); null for the standard sentence. */
            message: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            } | null;
        };
        /** @description Whether the merchant’s market in one coin is open. */
        MarketSwitch: {
            coin_name: components["schemas"]["CoinName"];
            enabled: boolean;
        };
        MarketSwitchData: {
            list: components["schemas"]["MarketSwitch"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        MarketSwitchRequest: {
            coin_name: components["schemas"]["CoinName"];
            enabled: boolean;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description An entry of the fixed menu (spec section 2) as the console stores it (src/shell/menu.ts). */
        MenuItem: {
            id: number;
            /** @description Original Chinese title. */
            name: string;
            meta: {
                icon: string;
            };
            path: string;
            /**
             * @description directory groups children; menu is a page.
             * @enum {string}
             */
            menu_type: "directory" | "menu";
            /** @description i18n key of the title the console shows (kassa.menu.*). */
            lang: string;
            children: components["schemas"]["MenuItem"][];
        };
        /** @description (added) One coin of a merchant’s fee schedule: its overrides, the defaults, and what it pays. */
        MerchantFeeRates: {
            coin_name: components["schemas"]["CoinName"];
            /** @description What the fee schedule sets for this coin; a null rate is the default. */
            overrides: {
                recharge_fee_rate: components["schemas"]["Rate"] | null;
                withdrawal_fee_rate: components["schemas"]["Rate"] | null;
                transfer_fee_rate: components["schemas"]["Rate"] | null;
                internal_transfer_fee_rate: components["schemas"]["Rate"] | null;
            };
            /** @description The coin’s default rates, for every merchant without its own. */
            defaults: {
                recharge_fee_rate: components["schemas"]["Rate"];
                withdrawal_fee_rate: components["schemas"]["Rate"];
                transfer_fee_rate: components["schemas"]["Rate"];
                internal_transfer_fee_rate: components["schemas"]["Rate"];
            };
            /** @description What the merchant pays, and sees in its console: the override where set, else the default. */
            effective: {
                recharge_fee_rate: components["schemas"]["Rate"];
                withdrawal_fee_rate: components["schemas"]["Rate"];
                transfer_fee_rate: components["schemas"]["Rate"];
                internal_transfer_fee_rate: components["schemas"]["Rate"];
            };
        };
        /** @description (added) A merchant’s fee schedule. */
        MerchantFeeSchedule: {
            merchant_id: components["schemas"]["MerchantId"];
            /** @description One entry per coin, in display order. */
            list: components["schemas"]["MerchantFeeRates"][];
        };
        /**
         * @description A merchant identifier: up to 32 digits or letters.
         * @example M10001
         */
        MerchantId: string;
        MerchantUpdateCheck: {
            /** @description True when account/detail should be read again. */
            changed: boolean;
            update_time: components["schemas"]["Timestamp"];
        };
        /**
         * @description A decimal amount as a string, e.g. '1234.50' or '-3.2'. Never a JSON number.
         * @example 1234.50
         */
        Money: string;
        /** @description No data: the call answers `data: null`. */
        NoData: null;
        /**
         * @description (added) An order of the merchant order API: the spec’s recharge order, seen by the merchant’s server.
         * @example {
         *       "order_id": "ord_5f0c6a2e9b1d4c7a8e3f2b10",
         *       "merchant_order_no": "SHOP-2025-0001",
         *       "coin_name": "CNY",
         *       "amount": "100.00",
         *       "subject": "Two coffees",
         *       "order_status": "coin_transferred",
         *       "checkout_url": "https://pay.example.com/checkout/ord_5f0c6a2e9b1d4c7a8e3f2b10",
         *       "return_url": "https://shop.example.com/orders/SHOP-2025-0001",
         *       "expire_time": "2025-06-02T08:15:00.000Z",
         *       "create_time": "2025-06-02T08:00:00.000Z",
         *       "serial_number": "RC202506020000000042",
         *       "handling_fee": "0.60",
         *       "settlement_amount": "99.40",
         *       "pay_time": "2025-06-02T08:03:12.000Z"
         *     }
         */
        OpenOrder: {
            /** @description Kassa’s order id. */
            order_id: string;
            /** @description Your order number. */
            merchant_order_no: string;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            subject: string | null;
            order_status: components["schemas"]["RechargeStatus"];
            /** @description The hosted checkout page of this order: send the payer there. */
            checkout_url: string;
            return_url: string | null;
            /** @description The latest payment time; a created order past it becomes auto_cancelled. */
            expire_time: components["schemas"]["Timestamp"];
            create_time: components["schemas"]["Timestamp"];
            /** @description The ledger serial number; null until paid. */
            serial_number: string | null;
            /** @description The recharge fee the merchant pays; null until paid. */
            handling_fee: components["schemas"]["Money"] | null;
            /** @description What the merchant is credited; null until paid. */
            settlement_amount: components["schemas"]["Money"] | null;
            pay_time: components["schemas"]["Timestamp"] | null;
        };
        OpenOrderCreateRequest: {
            /**
             * @description Your own order number, unique per merchant.
             * @example SHOP-2025-0001
             */
            merchant_order_no: string;
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description The amount, a decimal string with at most the coin’s decimals.
             * @example 100.00
             */
            amount: string;
            /** @description What is paid for, shown to the payer. */
            subject?: string;
            /**
             * @description Where the order’s webhooks go; the default endpoint when absent.
             * @example https://shop.example/kassa/webhook
             */
            notify_url?: string;
            /**
             * @description Where the checkout sends the payer after paying.
             * @example https://shop.example/kassa/webhook
             */
            return_url?: string;
            /**
             * @description Minutes the payer has to pay (1–1440, default 15).
             * @default 15
             */
            expire_minutes: number;
        };
        OpenOrderReference: {
            /** @description The order number. */
            order_id?: string;
            /**
             * @description Your own order number, unique per merchant.
             * @example SHOP-2025-0001
             */
            merchant_order_no?: string;
        };
        /**
         * @description (added) A payout your server asked for, as the merchant API and its webhooks show it.
         * @example {
         *       "payout_id": "WD202506020000000007",
         *       "merchant_payout_no": "PAYOUT-2025-0001",
         *       "uid": "U10001",
         *       "nick": "player_42",
         *       "coin_name": "CNY",
         *       "amount": "80.00",
         *       "handling_fee": "0.64",
         *       "settlement_amount": "79.36",
         *       "payout_status": "approved",
         *       "reviewer": "automatic",
         *       "reason": null,
         *       "remark": "Weekly cashback",
         *       "create_time": "2025-06-02T09:00:00.000Z",
         *       "update_time": "2025-06-02T09:00:00.000Z",
         *       "pay_time": "2025-06-02T09:00:00.000Z"
         *     }
         */
        OpenPayout: {
            /** @description Kassa’s id of the payout: its order number in your user withdrawal records. */
            payout_id: string;
            /** @description Your payout id. */
            merchant_payout_no: string;
            /** @description The payer’s wallet UID, who receives the settlement amount. */
            uid: string;
            nick: string;
            coin_name: components["schemas"]["CoinName"];
            /** @description What leaves your balance: frozen while pending, paid on approval. */
            amount: components["schemas"]["Money"];
            /** @description The withdrawal fee, at your withdrawal fee rate, taken from the amount. */
            handling_fee: components["schemas"]["Money"];
            /** @description What reaches the payer’s wallet: amount less the fee. */
            settlement_amount: components["schemas"]["Money"];
            /** @description pending: waiting for your review; approved: paid into the payer’s wallet; rejected: the amount returned to your balance. */
            payout_status: components["schemas"]["OrderStatus"];
            /** @description Who approved or rejected it: an operator’s username, or automatic under the review-free limit; null while pending. */
            reviewer: string | null;
            /** @description Why it was rejected; null unless rejected. */
            reason: string | null;
            /** @description The remark you sent. */
            remark: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
            /** @description When the payer’s wallet was credited; null unless approved. */
            pay_time: components["schemas"]["Timestamp"] | null;
        };
        OpenPayoutCreateRequest: {
            /**
             * @description Your own payout id, unique per merchant: the same id with the same body answers the same payout.
             * @example PAYOUT-2025-0001
             */
            merchant_payout_no: string;
            /**
             * @description The payer’s wallet UID.
             * @example U10001
             */
            uid: string;
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description What leaves your balance, the fee included: a decimal string with at most the coin’s decimals.
             * @example 80.00
             */
            amount: string;
            /** @description Your name for the user, shown in your withdrawal records; the wallet’s nickname when absent. */
            nick?: string;
            /** @description Your note, shown in the record’s detail. */
            remark?: string;
            /**
             * @description Where the payout’s webhooks go; the default endpoint when absent.
             * @example https://shop.example/kassa/webhook
             */
            notify_url?: string;
        };
        OpenPayoutReference: {
            /** @description The order number. */
            payout_id?: string;
            /**
             * @description Your own payout id, unique per merchant: the same id with the same body answers the same payout.
             * @example PAYOUT-2025-0001
             */
            merchant_payout_no?: string;
        };
        /**
         * @description scan: the user scanned a code (scan recharge); api: created through the merchant API (API recharge).
         * @enum {string}
         */
        OrderFrom: "scan" | "api";
        /**
         * @description Review state: pending (awaiting review), approved, rejected. A list filter without status means All.
         * @enum {string}
         */
        OrderStatus: "pending" | "approved" | "rejected";
        /**
         * @description Kind of user order.
         * @enum {string}
         */
        OrderType: "recharge" | "withdrawal" | "adjustment";
        /** @description (added) A passkey of the signed-in operator. */
        Passkey: {
            id: components["schemas"]["Id"];
            /** @description The name the operator gave it. */
            name: string;
            /** @description How the browser said it reaches the authenticator: internal, hybrid, usb, nfc, ble…. */
            transports: string[];
            /** @description Whether the authenticator says the passkey is backed up (synced to the operator's other devices). */
            synced: boolean;
            create_time: components["schemas"]["Timestamp"];
            /** @description Its latest sign-in or step-up; null until used. */
            last_used_time: components["schemas"]["Timestamp"] | null;
        };
        /** @description (added) The browser's answer to the request options, as @simplewebauthn/browser's startAuthentication gives it. */
        PasskeyAssertionCredential: {
            /** @description The credential id, base64url. */
            id: string;
            /** @description The same id, base64url. */
            rawId: string;
            /** @constant */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @default {} */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: string;
                authenticatorData: string;
                signature: string;
                userHandle?: string;
            };
        };
        /** @description (added) Options for navigator.credentials.create(): a discoverable credential, user verification required, no attestation. */
        PasskeyCreationOptions: {
            /** @description base64url; single use, valid 2 minutes. */
            challenge: string;
            rp: {
                name: string;
                id?: string;
            };
            user: {
                id: string;
                name: string;
                displayName: string;
            };
            pubKeyCredParams: {
                alg: number;
                /** @description public-key */
                type: string;
            }[];
            timeout?: number;
            /** @description The passkeys the operator has already, so an authenticator does not register twice. */
            excludeCredentials?: {
                id: string;
                /** @description public-key */
                type: string;
                transports?: string[];
            }[];
            authenticatorSelection?: {
                authenticatorAttachment?: string;
                residentKey?: string;
                requireResidentKey?: boolean;
                userVerification?: string;
            };
            hints?: string[];
            attestation?: string;
            /** @description credProps: the browser says whether the passkey is discoverable. */
            extensions?: {
                credProps?: boolean;
            };
        };
        PasskeyDeleteRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description The step-up code while the session's window is closed. Required to remove the operator's last passkey (4000 on google_code without it); under the passkey requirement the window must be open too, opened by a passkey.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) The operator's passkeys, the oldest first, and whether the merchant requires them. */
        PasskeyList: {
            list: components["schemas"]["Passkey"][];
            total: number;
            /** @description The merchant requires passkeys: an operator with at least one signs in and confirms changes with it only (password sign-in and authenticator codes are refused). */
            required: boolean;
        };
        PasskeyRegisterOptionsRequest: {
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PasskeyRegisterRequest: {
            /**
             * @description A name to tell the passkey apart, e.g. "Office laptop".
             * @example Office laptop
             */
            name: string;
            credential: components["schemas"]["PasskeyRegistrationCredential"];
        };
        /** @description (added) The browser's answer to the creation options, as @simplewebauthn/browser's startRegistration gives it. */
        PasskeyRegistrationCredential: {
            /** @description The credential id, base64url. */
            id: string;
            /** @description The same id, base64url. */
            rawId: string;
            /** @constant */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @default {} */
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: string;
                attestationObject: string;
                authenticatorData?: string;
                transports?: string[];
                publicKeyAlgorithm?: number;
                publicKey?: string;
            };
        };
        PasskeyRenameRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description A name to tell the passkey apart, e.g. "Office laptop".
             * @example Office laptop
             */
            name: string;
        };
        /** @description (added) Options for navigator.credentials.get(), user verification required. */
        PasskeyRequestOptions: {
            /** @description base64url; single use, valid 2 minutes. */
            challenge: string;
            rpId?: string;
            timeout?: number;
            /** @description Absent at sign-in (the browser offers every passkey of this site); the operator's passkeys at a step-up. */
            allowCredentials?: {
                id: string;
                /** @description public-key */
                type: string;
                transports?: string[];
            }[];
            userVerification?: string;
            hints?: string[];
            /** @description credProps: the browser says whether the passkey is discoverable. */
            extensions?: {
                credProps?: boolean;
            };
        };
        PasskeyRequirement: {
            required: boolean;
        };
        PasskeyRequirementUpdateRequest: {
            required: boolean;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PasskeySignInRequest: {
            credential: components["schemas"]["PasskeyAssertionCredential"];
        };
        PasskeyStepUpRequest: {
            credential: components["schemas"]["PasskeyAssertionCredential"];
        };
        /** @description (added) The payer's passkeys, the oldest first. */
        PayerPasskeyList: {
            list: components["schemas"]["Passkey"][];
            total: number;
        };
        /** @description (added) The signed-in payer, as the checkout needs them. */
        PayerProfile: {
            username: string;
            nickname: string;
            identity: components["schemas"]["IdentitySteps"];
            /** @description Every identity step is done, so the payer can pay. */
            ready: boolean;
            /** @description The payer has enabled the market of the order’s coin. */
            market_enabled: boolean;
            balance: {
                coin_name: components["schemas"]["CoinName"];
                available: components["schemas"]["Money"];
                /** @description Reward points, spent before the available balance when the payer chooses to. */
                reward: components["schemas"]["Money"];
            };
            /** @description After 5 wrong payment passwords, paying is locked until then. */
            payment_locked_until: components["schemas"]["Timestamp"] | null;
            /** @description The payer has a passkey (registered in the wallet), so the checkout offers to pay with it. */
            passkey: boolean;
        };
        PayerSession: {
            /** @description Sent as X-Payer-Token; valid for this order only, until it expires or is paid. */
            payer_token: string;
            expire_time: components["schemas"]["Timestamp"];
            payer: components["schemas"]["PayerProfile"];
        };
        /** @description Where the merchant receives fiat withdrawals. */
        PaymentMethod: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["PaymentMethodType"];
            /** @description The currency paid to it. */
            coin_name: components["schemas"]["CoinName"];
            /** @description The bank’s name, or the e-wallet’s name. */
            bank_name: string;
            holder_name: string;
            /** @description Card, account or wallet number. */
            account_number: string;
            enabled: boolean;
            create_time: components["schemas"]["Timestamp"];
        };
        PaymentMethodAddRequest: {
            /** @enum {string} */
            type: "bank_card" | "e_wallet";
            coin_name: components["schemas"]["CoinName"];
            bank_name: string;
            holder_name: string;
            account_number: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PaymentMethodDeleteRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PaymentMethodExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            coin_name?: components["schemas"]["CoinName"];
            type?: components["schemas"]["PaymentMethodType"];
            enabled?: boolean;
            /** @description Account number or holder name, matched as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "type" | "coin_name" | "bank_name" | "holder_name" | "account_number" | "enabled" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PaymentMethodQueryData: {
            list: components["schemas"]["PaymentMethod"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PaymentMethodQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            type?: components["schemas"]["PaymentMethodType"];
            enabled?: boolean;
            /** @description Account number or holder name, matched as a prefix. */
            keyword?: string;
        };
        /** @enum {string} */
        PaymentMethodType: "bank_card" | "e_wallet";
        PaymentMethodUpdateRequest: {
            /** @enum {string} */
            type?: "bank_card" | "e_wallet";
            coin_name?: components["schemas"]["CoinName"];
            bank_name?: string;
            holder_name?: string;
            account_number?: string;
            enabled?: boolean;
            id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) Orders in review, by list. */
        PendingReviews: {
            /** @description User withdrawals waiting for the merchant’s review. */
            user_withdrawals: number;
            /** @description USDT recharges waiting for the platform. */
            usdt_recharges: number;
            /** @description USDT withdrawals waiting for the platform. */
            usdt_withdrawals: number;
            /** @description Fiat withdrawals waiting for the platform. */
            fiat_withdrawals: number;
        };
        PhoneCodeSent: {
            expire_time: components["schemas"]["Timestamp"];
        };
        PlatformAnnouncementDetailRequest: {
            id: components["schemas"]["Id"];
        };
        PlatformAnnouncementExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "publish_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            state?: components["schemas"]["AnnouncementState"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "title" | "body_html" | "publish_time" | "state";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformAnnouncementPublishRequest: {
            /** @description The title in en, zh_Hans, zh_Hant and vi. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The body in each language, HTML of at most 20 000 characters (sanitized when published). */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description From when merchants see it, in the future; absent: now. */
            publish_time?: components["schemas"]["Timestamp"];
        };
        PlatformAnnouncementQueryData: {
            list: components["schemas"]["StaffAnnouncement"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformAnnouncementQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "publish_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            state?: components["schemas"]["AnnouncementState"];
        };
        PlatformAnnouncementUpdateRequest: {
            /** @description The title in en, zh_Hans, zh_Hant and vi. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The body in each language, HTML of at most 20 000 characters (sanitized when published). */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description From when merchants see it, in the future; absent: now. */
            publish_time?: components["schemas"]["Timestamp"];
            /** @description The announcement, still scheduled. */
            id: components["schemas"]["Id"];
        };
        PlatformAnnouncementWithdrawRequest: {
            id: components["schemas"]["Id"];
        };
        /**
         * @description (added) An action of platform staff recorded in the platform audit log.
         * @enum {string}
         */
        PlatformAuditAction: "staff_create" | "staff_enrol" | "staff_sign_in" | "staff_sign_out" | "staff_session_revoke" | "staff_role_change" | "staff_suspend" | "staff_resume" | "staff_reset" | "staff_contact_change" | "usdt_recharge_first_approve" | "usdt_recharge_approve" | "usdt_recharge_reject" | "usdt_withdrawal_first_approve" | "usdt_withdrawal_approve" | "usdt_withdrawal_reject" | "fiat_withdrawal_first_approve" | "fiat_withdrawal_approve" | "fiat_withdrawal_reject" | "kyc_approve" | "kyc_reject" | "four_eyes_threshold_change" | "deposit_address_change" | "deposit_address_add" | "usdt_rate_change" | "usdt_minimums_change" | "coin_minimums_change" | "coin_fee_rates_change" | "maintenance_change" | "announcement_publish" | "announcement_edit" | "announcement_withdraw" | "ticket_reply" | "help_article_create" | "help_article_update" | "help_article_delete" | "merchant_create" | "merchant_suspend" | "merchant_resume" | "merchant_fee_change" | "wallet_user_suspend" | "wallet_user_resume" | "staff_passkey_register" | "staff_passkey_delete" | "staff_passkey_sign_in" | "staff_passkey_step_up" | "staff_passkey_requirement" | "rule_change_propose" | "rule_change_approve" | "rule_change_reject" | "rule_change_withdraw";
        /** @description (added) One action of platform staff: who, when, from where, what, before and after. */
        PlatformAuditEntry: {
            id: components["schemas"]["Id"];
            create_time: components["schemas"]["Timestamp"];
            /** @description The staff member who acted (username), or `ops` for a command of `npm run ops` on the server’s machine. */
            staff: string;
            /** @description Their role when they acted; null for `ops`. */
            role: components["schemas"]["StaffRole"] | null;
            /** @description The address the action came from. */
            ip: string;
            action: components["schemas"]["PlatformAuditAction"];
            /** @description What it was done to: a staff member’s username, a session’s IP, an order number, a KYC submission’s id, a coin’s threshold or minimums, a USDT network’s deposit address, an announcement’s or a ticket’s id; null for the actor’s own account. */
            target: string | null;
            /** @description The values before; null when the thing did not exist. */
            before: {
                [key: string]: string | boolean | null;
            } | null;
            /** @description The values after; null when the thing no longer exists. */
            after: {
                [key: string]: string | boolean | null;
            } | null;
        };
        PlatformAuditExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description The acting staff member’s username (or `ops`), exactly. */
            staff?: string;
            action?: components["schemas"]["PlatformAuditAction"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "create_time" | "staff" | "role" | "ip" | "action" | "target" | "before" | "after";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformAuditQueryData: {
            list: components["schemas"]["PlatformAuditEntry"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformAuditQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description The acting staff member’s username (or `ops`), exactly. */
            staff?: string;
            action?: components["schemas"]["PlatformAuditAction"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
        };
        PlatformCoinFeeRatesSetRequest: {
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %).
             * @example 0.004
             */
            recharge_fee_rate: string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %).
             * @example 0.004
             */
            withdrawal_fee_rate: string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %).
             * @example 0.004
             */
            transfer_fee_rate: string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %).
             * @example 0.004
             */
            internal_transfer_fee_rate: string;
            /** @description When the new rates take effect once approved: at least the notice period (KASSA_FEE_NOTICE_SECONDS) after the call; absent: exactly then. The merchants who pay them see the coming rates and the time in their console. */
            effective_time?: components["schemas"]["Timestamp"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PlatformCoinMinimumsSetRequest: {
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description 0 or more, exact to the coin’s decimals.
             * @example 500
             */
            min_order_amount: string;
            /**
             * @description 0 or more, exact to the coin’s decimals.
             * @example 500
             */
            min_withdrawal: string;
            /**
             * @description 0 or more, exact to the coin’s decimals.
             * @example 500
             */
            min_transfer: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) The minimums of one coin and its default fee rates (fractions: 0.005 = 0.5 %), which every merchant without its own fee schedule for the coin pays. */
        PlatformCoinSettings: {
            coin_name: components["schemas"]["CoinName"];
            /** @description The smallest order the merchant order API and a wallet payment to a merchant take in this coin (0: any positive amount). */
            min_order_amount: components["schemas"]["Money"];
            /** @description The smallest withdrawal in this coin (fiat withdrawals to this currency, and a payer’s withdrawal). */
            min_withdrawal: components["schemas"]["Money"];
            /** @description A transfer in this coin must be greater than this. */
            min_transfer: components["schemas"]["Money"];
            recharge_fee_rate: components["schemas"]["Rate"];
            withdrawal_fee_rate: components["schemas"]["Rate"];
            transfer_fee_rate: components["schemas"]["Rate"];
            internal_transfer_fee_rate: components["schemas"]["Rate"];
        };
        PlatformDepositAddressAddRequest: {
            network: components["schemas"]["UsdtNetwork"];
            /**
             * @description TRC20: base58, 34 characters starting with T; ERC20: 0x and 40 hexadecimal characters (kept in lower case). An address already in the pool answers 4009.
             * @example TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE
             */
            address: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PlatformDepositAddressExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "added_time" | "assigned_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            network?: components["schemas"]["UsdtNetwork"];
            state?: components["schemas"]["DepositAddressState"];
            /** @description The address or addresses given to one merchant. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description The address, exactly or its start (any case). */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "network" | "address" | "state" | "merchant_id" | "merchant_name" | "added_by" | "added_time" | "assigned_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformDepositAddressQueryData: {
            list: components["schemas"]["DepositAddress"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformDepositAddressQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "added_time" | "assigned_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            network?: components["schemas"]["UsdtNetwork"];
            state?: components["schemas"]["DepositAddressState"];
            /** @description The address or addresses given to one merchant. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description The address, exactly or its start (any case). */
            keyword?: string;
        };
        PlatformHelpArticleCreateRequest: {
            topic: components["schemas"]["HelpTopic"];
            /** @description The title in en, zh_Hans, zh_Hant and vi, plain text. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The body in each language, HTML of at most 20 000 characters (sanitized when saved). */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /**
             * @description true: merchants find it in the help center; absent or false: staff only.
             * @default false
             */
            published: boolean;
        };
        PlatformHelpArticleDeleteRequest: {
            /** @description The article’s slug. */
            id: string;
        };
        PlatformHelpArticleDetailRequest: {
            /** @description The article’s slug. */
            id: string;
        };
        PlatformHelpArticleExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            topic?: components["schemas"]["HelpTopic"];
            /** @description Only the published articles (true) or the others (false). */
            published?: boolean;
            /** @description The start of the slug, or words of the title in any language. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "topic" | "title" | "body_html" | "published" | "create_time" | "update_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformHelpArticleQueryData: {
            list: components["schemas"]["StaffHelpArticle"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformHelpArticleQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            topic?: components["schemas"]["HelpTopic"];
            /** @description Only the published articles (true) or the others (false). */
            published?: boolean;
            /** @description The start of the slug, or words of the title in any language. */
            keyword?: string;
        };
        PlatformHelpArticleUpdateRequest: {
            topic: components["schemas"]["HelpTopic"];
            /** @description The title in en, zh_Hans, zh_Hant and vi, plain text. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The body in each language, HTML of at most 20 000 characters (sanitized when saved). */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description true: merchants find it in the help center; false: staff only. */
            published: boolean;
            /** @description The article’s slug. */
            id: string;
        };
        PlatformMaintenanceSetRequest: {
            /** @description true turns maintenance on, false off. */
            on: boolean;
            /**
             * @description What merchants read while it is on, in all four languages (plain text, up to 500 characters each); null or absent: the standard sentence. Turning it off clears it.
             * @default null
             */
            message: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            } | null;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) A merchant as the platform’s staff list it. */
        PlatformMerchant: {
            merchant_id: components["schemas"]["MerchantId"];
            name: string;
            account_type: components["schemas"]["AccountType"];
            status: components["schemas"]["AccountStatus"];
            /** @description Why the merchant was last suspended or resumed; null when it never was (or an ops command gave no reason). */
            status_reason: string | null;
            kyc_status: components["schemas"]["KycStatus"];
            /** @description The agent whose sub-merchant it is; null for none. */
            agent_id: components["schemas"]["MerchantId"] | null;
            /** @description The IANA zone of the merchant’s day. */
            time_zone: string;
            create_time: components["schemas"]["Timestamp"];
        };
        PlatformMerchantCreateRequest: {
            /** @description The first operator’s username: letters, digits, dot, dash or underscore. */
            username: string;
            /** @description The merchant’s name; the username when absent. */
            name?: string;
            /** @default regular */
            account_type: components["schemas"]["AccountType"];
            /** @description The agent whose sub-merchant it is. */
            agent_id?: components["schemas"]["MerchantId"];
            /**
             * Format: email
             * @description Where the one-time link is sent; the caller never sees the link.
             * @example lan@example.com
             */
            email: string;
            /** @description Digits: a copy of the link goes by SMS too, when the server sends SMS. */
            phone?: string;
            /** @description The language of the message; the caller’s Language when absent. */
            language?: components["schemas"]["Language"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PlatformMerchantCreated: {
            merchant: components["schemas"]["PlatformMerchant"];
            username: string;
            /** @description Where the operator’s one-time link was sent, masked (`a•••@example.com`, then `•••1234` when an SMS went too). The link itself reaches only the operator. */
            link_sent_to: string[];
            link_expires: components["schemas"]["Timestamp"];
        };
        /** @description (added) A merchant with its balances, open markets and operators. */
        PlatformMerchantDetail: {
            merchant_id: components["schemas"]["MerchantId"];
            name: string;
            account_type: components["schemas"]["AccountType"];
            status: components["schemas"]["AccountStatus"];
            /** @description Why the merchant was last suspended or resumed; null when it never was (or an ops command gave no reason). */
            status_reason: string | null;
            kyc_status: components["schemas"]["KycStatus"];
            /** @description The agent whose sub-merchant it is; null for none. */
            agent_id: components["schemas"]["MerchantId"] | null;
            /** @description The IANA zone of the merchant’s day. */
            time_zone: string;
            create_time: components["schemas"]["Timestamp"];
            /** @description One entry per coin the merchant has an open market in or holds money in, in display order. */
            balances: components["schemas"]["Assets"][];
            /** @description The coins whose market the merchant has open. */
            open_markets: components["schemas"]["CoinName"][];
            operators: components["schemas"]["PlatformMerchantOperator"][];
        };
        PlatformMerchantDetailRequest: {
            merchant_id: components["schemas"]["MerchantId"];
        };
        PlatformMerchantExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["AccountStatus"];
            kyc_status?: components["schemas"]["KycStatus"];
            /** @description The merchant ID exactly, or the start of its name (any case). */
            keyword?: string;
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "merchant_id" | "name" | "account_type" | "status" | "status_reason" | "kyc_status" | "agent_id" | "time_zone" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformMerchantFeeSetRequest: {
            merchant_id: components["schemas"]["MerchantId"];
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %); empty: the coin’s default.
             * @example 0.004
             * @example
             */
            recharge_fee_rate: "" | string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %); empty: the coin’s default.
             * @example 0.004
             * @example
             */
            withdrawal_fee_rate: "" | string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %); empty: the coin’s default.
             * @example 0.004
             * @example
             */
            transfer_fee_rate: "" | string;
            /**
             * @description A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %); empty: the coin’s default.
             * @example 0.004
             * @example
             */
            internal_transfer_fee_rate: "" | string;
            /** @description When the new rates take effect once approved: at least the notice period (KASSA_FEE_NOTICE_SECONDS) after the call; absent: exactly then. The merchants who pay them see the coming rates and the time in their console. */
            effective_time?: components["schemas"]["Timestamp"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) An operator of a merchant, for the platform’s staff. */
        PlatformMerchantOperator: {
            id: components["schemas"]["Id"];
            username: string;
            create_time: components["schemas"]["Timestamp"];
            /** @description The operator’s latest sign-in; null when it never signed in. */
            last_sign_in_time: components["schemas"]["Timestamp"] | null;
            /** @description The address of that sign-in. */
            last_sign_in_ip: string | null;
        };
        PlatformMerchantQueryData: {
            list: components["schemas"]["PlatformMerchant"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformMerchantQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["AccountStatus"];
            kyc_status?: components["schemas"]["KycStatus"];
            /** @description The merchant ID exactly, or the start of its name (any case). */
            keyword?: string;
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
        };
        PlatformMerchantSuspendRequest: {
            merchant_id: components["schemas"]["MerchantId"];
            /** @description Why; kept with the account and written to the platform audit log. */
            reason: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) The platform settings staff read and administrators change. */
        PlatformSettings: {
            /** @description The rates, fees and minimums the merchants’ USDT recharge and withdrawal forms offer (usdt/setting/query answers them with the merchant’s own deposit addresses: platform/settings/deposit_address/query). */
            usdt: {
                /** @description The on-chain coin: 'USDT'. */
                abbreviation: components["schemas"]["CoinName"];
                /** @description Exchange rates against USDT: units of coin_name per 1 USDT. */
                rates: {
                    coin_name: components["schemas"]["CoinName"];
                    recharge_rate: components["schemas"]["Rate"];
                    withdrawal_rate: components["schemas"]["Rate"];
                }[];
                usdt_recharge_fee: components["schemas"]["Rate"];
                usdt_withdrawal_fee: components["schemas"]["Rate"];
                min_recharge: components["schemas"]["Money"];
                min_withdrawal: components["schemas"]["Money"];
            };
            /** @description Each coin’s minimums and default fee rates, in display order. */
            coins: components["schemas"]["PlatformCoinSettings"][];
            maintenance: components["schemas"]["MaintenanceState"];
        };
        PlatformTicketAttachmentRequest: {
            /** @description The ticket. */
            ticket_id: components["schemas"]["Id"];
            file_id: string;
        };
        PlatformTicketDetailRequest: {
            /** @description The ticket. */
            id: components["schemas"]["Id"];
        };
        PlatformTicketExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description Only tickets in this state. */
            status?: components["schemas"]["SupportTicketStatus"];
            /** @description One merchant’s tickets. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "subject" | "status" | "create_time" | "update_time" | "messages" | "merchant_id" | "merchant_name";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformTicketQueryData: {
            list: components["schemas"]["StaffSupportTicket"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformTicketQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description Only tickets in this state. */
            status?: components["schemas"]["SupportTicketStatus"];
            /** @description One merchant’s tickets. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
        };
        PlatformTicketReplyRequest: {
            /** @description The ticket. */
            id: components["schemas"]["Id"];
            /** @description The reply, HTML of at most 20 000 characters (sanitized). */
            body_html: string;
            /**
             * @description true closes the ticket with this reply; otherwise it becomes answered.
             * @default false
             */
            close: boolean;
        };
        PlatformUsdtMinimumsSetRequest: {
            /**
             * @description In USDT, at least 100 (the smallest amount the USDT forms take).
             * @example 100.50
             */
            min_recharge: string;
            /**
             * @description In USDT, at least 100 (the smallest amount the USDT forms take).
             * @example 100.50
             */
            min_withdrawal: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PlatformUsdtRateSetRequest: {
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description Units of the coin credited per 1 USDT recharged.
             * @example 100.50
             */
            recharge_rate: string;
            /**
             * @description Units of the coin debited per 1 USDT withdrawn.
             * @example 100.50
             */
            withdrawal_rate: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) A wallet user as the platform’s staff list them. */
        PlatformWalletUser: {
            uid: string;
            /** @description The sign-in name; null for a user who cannot sign in. */
            username: string | null;
            nickname: string;
            /** @description The verified phone number; null when none. */
            phone: string | null;
            status: components["schemas"]["WalletUserStatus"];
            /** @description Why the user was last suspended or resumed; null when never. */
            status_reason: string | null;
            create_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) A wallet user with their identity, balances, recent history and sessions. */
        PlatformWalletUserDetail: {
            uid: string;
            /** @description The sign-in name; null for a user who cannot sign in. */
            username: string | null;
            nickname: string;
            /** @description The verified phone number; null when none. */
            phone: string | null;
            status: components["schemas"]["WalletUserStatus"];
            /** @description Why the user was last suspended or resumed; null when never. */
            status_reason: string | null;
            create_time: components["schemas"]["Timestamp"];
            /** @description What the user’s wallet shows them: identity steps, balances per enabled market, payment lock. */
            profile: components["schemas"]["WalletProfile"];
            /** @description The latest 20 movements of their balances, newest first. */
            recent_history: components["schemas"]["WalletMoneyEvent"][];
            /** @description Their wallet sessions that have not ended (`current` is always false). */
            sessions: components["schemas"]["WalletSessionRecord"][];
        };
        PlatformWalletUserDetailRequest: {
            /** @description The wallet user’s UID. */
            uid: string;
        };
        PlatformWalletUserExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["WalletUserStatus"];
            /** @description The UID, username or phone number, exactly or as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "uid" | "username" | "nickname" | "phone" | "status" | "status_reason" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        PlatformWalletUserQueryData: {
            list: components["schemas"]["PlatformWalletUser"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        PlatformWalletUserQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["WalletUserStatus"];
            /** @description The UID, username or phone number, exactly or as a prefix. */
            keyword?: string;
        };
        PlatformWalletUserSuspendRequest: {
            /** @description The wallet user’s UID. */
            uid: string;
            /** @description Why; kept with the account and written to the platform audit log. */
            reason: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        PublicKey: {
            /** @description RSA public key, PEM (SPKI). */
            pub_key: string;
            /**
             * @description Encrypt with RSA-OAEP and SHA-256, then base64.
             * @constant
             */
            algorithm: "RSA-OAEP-256";
        };
        /**
         * @description A decimal rate as a string. Fee rates are fractions ('0.015' = 1.5 %); exchange rates are units of the target coin per unit of the source coin.
         * @example 0.015
         */
        Rate: string;
        /** @description A user recharge (payment) order. */
        RechargeRecord: {
            create_time: components["schemas"]["Timestamp"];
            /** @description The merchant order number. */
            order_id: string;
            serial_number: string;
            /** @description The paying user’s ID; null until the order is paid. */
            payment_id: string | null;
            /** @description The paying user’s nickname; null until the order is paid. */
            nick: string | null;
            /** @description The user’s account on the merchant’s side; null until the order is paid. */
            external_account: string | null;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            handling_fee: components["schemas"]["Money"];
            settlement_amount: components["schemas"]["Money"];
            order_type: components["schemas"]["OrderType"];
            order_from: components["schemas"]["OrderFrom"];
            order_status: components["schemas"]["RechargeStatus"];
            update_time: components["schemas"]["Timestamp"];
        };
        /**
         * @description created (awaiting payment), coin_transferred (paid and credited), cancelled, auto_cancelled (timed out).
         * @enum {string}
         */
        RechargeStatus: "created" | "coin_transferred" | "cancelled" | "auto_cancelled";
        ResetSelfPasswordRequest: {
            /** @description The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded. */
            old_password: string;
            /** @description Encrypted like old_password; once decrypted it must pass the new password rule (8–64 digits, letters or punctuation). */
            new_password: string;
            /** @description The new password typed again, encrypted like new_password; once decrypted it must equal it ('Passwords do not match'). */
            confirm_password: string;
        };
        /** @description Result code of the envelope; see x-result-codes. 200 and 6032 are success. */
        ResultCode: number;
        /**
         * @description approved / rejected: resolved by this call; first_approval: this call recorded the first of two approvals (four eyes), so the order stays pending and nothing is credited until another staff member approves it; already_reviewed: it was no longer pending; same_reviewer: this staff member gave its first approval already and the second must come from another (nothing moved); not_found: no such order.
         * @enum {string}
         */
        ReviewBatchOutcome: "approved" | "first_approval" | "rejected" | "already_reviewed" | "same_reviewer" | "not_found";
        /** @description (added) A fiat withdrawal in the platform’s queue, paid to `destination` as it was at the request, with its merchant and where its four-eyes review stands. */
        ReviewFiatWithdrawal: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The coin debited from the merchant’s balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /** @description Amount requested in abbreviation (at least the currency’s min_withdrawal). */
            trade_count: components["schemas"]["Money"];
            /** @description The fiat currency paid out (the payment method’s coin_name). */
            abbreviation: components["schemas"]["CoinName"];
            /** @description Fee rate applied. */
            currency_withdrawal_fee: components["schemas"]["Rate"];
            /** @description Fee in out_abbreviation. */
            fee: components["schemas"]["Money"];
            /** @description Units of out_abbreviation per 1 abbreviation. */
            rate: components["schemas"]["Rate"];
            /** @description Debited (frozen until review): trade_count × rate + fee, in out_abbreviation. */
            count: components["schemas"]["Money"];
            create_time: components["schemas"]["Timestamp"];
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The payment method chosen. */
            payment_method_id: components["schemas"]["Id"];
            /** @description (added) Where the money is paid: the payment method as it was when the withdrawal was requested, whatever it says later. Null only for requests made before destinations were kept. */
            destination: components["schemas"]["FiatWithdrawDestination"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            name: string;
            /** @description Who reviewed it: a staff member’s username, or `ops` for a command of `npm run ops`; null while pending (and on orders reviewed before it was kept). */
            reviewer: string | null;
            /** @description The payout’s reference (bank or payment service), given by the approval that paid it; null until then. */
            payout_reference: string | null;
            /** @description Whether approving it takes two different staff members: the coin has a threshold (platform/review/threshold/query) and its amount (`count`, in `out_abbreviation`), or the merchant’s rolling 24-hour total of payouts in that coin (USDT withdrawals and fiat withdrawals debiting it), is at or above it. The window is fixed by created times (the 24 hours up to and including this order’s creation, this order included; rejected orders do not count), so later orders never change it. Read when listed, with the figures the approval decides with; the approval decides with the threshold and the orders of its moment. */
            needs_two_approvals: boolean;
            /** @description The staff member (or `ops`) who gave the first of two approvals; null until one is given. The order stays pending until another member approves it. */
            first_approval_by: string | null;
            /** @description When the first of two approvals was given; null until then. */
            first_approval_time: components["schemas"]["Timestamp"] | null;
        };
        ReviewFiatWithdrawalApproveRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /**
             * @description The payout’s reference. Required on the approval that settles the order; a first of two approvals takes none.
             * @example FT25060212345
             */
            payout_reference?: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        ReviewFiatWithdrawalExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            /** @description The currency paid out. */
            abbreviation?: components["schemas"]["CoinName"];
            /** @description The coin debited. */
            out_abbreviation?: components["schemas"]["CoinName"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "out_abbreviation" | "trade_count" | "abbreviation" | "currency_withdrawal_fee" | "fee" | "rate" | "count" | "create_time" | "audit_time" | "payment_method_id" | "destination" | "remark" | "merchant_id" | "name" | "reviewer" | "payout_reference" | "needs_two_approvals" | "first_approval_by" | "first_approval_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        ReviewFiatWithdrawalQueryData: {
            list: components["schemas"]["ReviewFiatWithdrawal"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewFiatWithdrawalQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            /** @description The currency paid out. */
            abbreviation?: components["schemas"]["CoinName"];
            /** @description The coin debited. */
            out_abbreviation?: components["schemas"]["CoinName"];
        };
        ReviewFiatWithdrawalRejectRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
        };
        /** @description The review-free withdrawal limit of one currency. */
        ReviewFreeLimit: {
            coin_name: components["schemas"]["CoinName"];
            /** @description A withdrawal at or below this amount is approved without review; '0' reviews every withdrawal. */
            limit_amount: components["schemas"]["Money"];
            /** @description (added) Approving a withdrawal above this amount asks for the authenticator code (at or below it, none); null: every approval asks. */
            approval_code_above: components["schemas"]["Money"] | null;
            /** @description (added) The most one payer may ask this merchant for in withdrawals of this currency per day (the merchant’s day; pending and approved requests count); null: no cap. */
            user_daily_cap: components["schemas"]["Money"] | null;
            /** @description (added) Payers may ask for withdrawals in the wallet up to what they paid you in this currency in the last this many days (net of their earlier requests); null: payers cannot ask in the wallet. */
            wallet_claim_days: number | null;
            /** @description Last change; null when never set. */
            update_time: components["schemas"]["Timestamp"] | null;
        };
        ReviewFreeLimitQueryData: {
            list: components["schemas"]["ReviewFreeLimit"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewFreeLimitUpdateData: {
            list: components["schemas"]["ReviewFreeLimit"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewFreeLimitUpdateRequest: {
            list: {
                coin_name: components["schemas"]["CoinName"];
                /**
                 * @description A non-negative decimal amount as a string.
                 * @example 500
                 */
                limit_amount: string;
                /** @description (added) Approving a withdrawal above this amount asks for the authenticator code (at or below it, none); null: every approval asks; absent: unchanged. */
                approval_code_above?: string | null;
                /** @description (added) The most one payer may ask for in withdrawals of this currency per day; null: no cap; absent: unchanged. */
                user_daily_cap?: string | null;
                /** @description (added) Payers may ask in the wallet for up to what they paid in the last this many days (1–365); null: they cannot; absent: unchanged. */
                wallet_claim_days?: number | null;
            }[];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        ReviewKycApproveRequest: {
            id: components["schemas"]["Id"];
        };
        ReviewKycDocumentRequest: {
            /** @description The submission. */
            id: components["schemas"]["Id"];
            file_id: string;
        };
        ReviewKycExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /**
             * @description The submission state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "status" | "company_name" | "registration_number" | "country" | "company_address" | "representative_name" | "representative_id_number" | "contact_email" | "contact_phone" | "documents" | "reason" | "create_time" | "review_time" | "merchant_id" | "name" | "reviewer";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        ReviewKycQueryData: {
            list: components["schemas"]["ReviewKycSubmission"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewKycQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /**
             * @description The submission state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
        };
        ReviewKycRejectRequest: {
            id: components["schemas"]["Id"];
            /** @description Why it is rejected; the merchant reads it. */
            reason: string;
        };
        /** @description (added) A merchant verification in the platform’s queue, with its documents (read them with platform/review/kyc/document). */
        ReviewKycSubmission: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["KycSubmissionStatus"];
            company_name: string;
            /** @description The company’s registration (business licence) number. */
            registration_number: string;
            country: string;
            company_address: string;
            /** @description The legal representative. */
            representative_name: string;
            representative_id_number: string;
            contact_email: string;
            contact_phone: string;
            /** @description The documents sent with it (preview and download with their file_id). */
            documents: components["schemas"]["UploadedFile"][];
            /** @description Why platform staff rejected it; null otherwise. */
            reason: string | null;
            create_time: components["schemas"]["Timestamp"];
            review_time: components["schemas"]["Timestamp"] | null;
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            name: string;
            /** @description Who reviewed it: a staff member’s username, or `ops` for a command of `npm run ops`; null while pending (and on orders reviewed before it was kept). */
            reviewer: string | null;
        };
        /** @description (added) How many of each queue wait for review, for the platform console’s badges. */
        ReviewPendingCounts: {
            usdt_recharge: number;
            usdt_withdrawal: number;
            fiat_withdrawal: number;
            kyc: number;
        };
        ReviewThresholdSetRequest: {
            coin_name: components["schemas"]["CoinName"];
            /** @description The threshold, a positive amount in the coin; empty removes it (one approval is then enough at any amount). */
            amount: "" | string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description (added) A USDT recharge in the platform’s queue: the declared TXID, network, deposit address (and whose it is) and sender address to match on chain, the amount, the merchant. */
        ReviewUsdtRecharge: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            name: string;
            /** @description The coin sent on chain: 'USDT'. */
            abbreviation: components["schemas"]["CoinName"];
            /** @description USDT amount sent (at least 100). */
            trade_count: components["schemas"]["Money"];
            /** @description The coin credited to the merchant’s balance. */
            in_abbreviation: components["schemas"]["CoinName"];
            /** @description Units of in_abbreviation per 1 USDT. */
            rate: components["schemas"]["Rate"];
            /** @description trade_count × rate, in in_abbreviation. */
            exchange_count: components["schemas"]["Money"];
            /** @description Fee rate applied. */
            usdt_recharge_fee: components["schemas"]["Rate"];
            /** @description exchange_count × usdt_recharge_fee. */
            fee: components["schemas"]["Money"];
            /** @description Credited on approval: exchange_count − fee. */
            count: components["schemas"]["Money"];
            network: components["schemas"]["UsdtNetwork"];
            /** @description The deposit address the USDT was sent to: the merchant’s own on the network (platform/settings/deposit_address/query). A declaration made before each merchant had its own names the address the platform then shared between merchants. */
            address: string;
            /** @description (added) The address the merchant declared it sent from; null on declarations older than the field. */
            sender_address?: string | null;
            txid: string;
            create_time: components["schemas"]["Timestamp"];
            /** @description When it was reviewed; null while pending. */
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
            /** @description Who reviewed it: a staff member’s username, or `ops` for a command of `npm run ops`; null while pending (and on orders reviewed before it was kept). */
            reviewer: string | null;
            /** @description Whose deposit address `address` is: approve only a transfer the chain shows reaching it. `own` proves the merchant: nobody else is given that address. */
            address_owner: components["schemas"]["DepositAddressOwner"];
            /** @description Whether approving it takes two different staff members: the coin has a threshold (platform/review/threshold/query) and its amount (`exchange_count`, in `in_abbreviation`: what enters, the fee included), or the merchant’s rolling 24-hour total of USDT recharges credited in that coin, is at or above it. The window is fixed by created times (the 24 hours up to and including this order’s creation, this order included; rejected orders do not count), so later orders never change it. Read when listed, with the figures the approval decides with; the approval decides with the threshold and the orders of its moment. */
            needs_two_approvals: boolean;
            /** @description The staff member (or `ops`) who gave the first of two approvals; null until one is given. The order stays pending until another member approves it. */
            first_approval_by: string | null;
            /** @description When the first of two approvals was given; null until then. */
            first_approval_time: components["schemas"]["Timestamp"] | null;
        };
        ReviewUsdtRechargeApproveRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        ReviewUsdtRechargeBatchApproveRequest: {
            /** @description 1 to 100 order numbers; a number given twice is reviewed once. */
            order_ids: string[];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        ReviewUsdtRechargeBatchRejectRequest: {
            /** @description 1 to 100 order numbers; a number given twice is reviewed once. */
            order_ids: string[];
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
        };
        /** @description (added) Each recharge of a batch review with what the call did with it, in sorted order. */
        ReviewUsdtRechargeBatchResult: {
            list: {
                order_id: string;
                outcome: components["schemas"]["ReviewBatchOutcome"];
                /** @description The order as it stands after the call; null when not found. */
                order: components["schemas"]["ReviewUsdtRecharge"] | null;
            }[];
        };
        ReviewUsdtRechargeExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            network?: components["schemas"]["UsdtNetwork"];
            /** @description The coin credited. */
            in_abbreviation?: components["schemas"]["CoinName"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "merchant_id" | "name" | "abbreviation" | "trade_count" | "in_abbreviation" | "rate" | "exchange_count" | "usdt_recharge_fee" | "fee" | "count" | "network" | "address" | "sender_address" | "txid" | "create_time" | "audit_time" | "remark" | "reviewer" | "address_owner" | "needs_two_approvals" | "first_approval_by" | "first_approval_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        ReviewUsdtRechargeQueryData: {
            list: components["schemas"]["ReviewUsdtRecharge"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewUsdtRechargeQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            network?: components["schemas"]["UsdtNetwork"];
            /** @description The coin credited. */
            in_abbreviation?: components["schemas"]["CoinName"];
        };
        ReviewUsdtRechargeRejectRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
        };
        /** @description (added) A USDT withdrawal in the platform’s queue, with its merchant and where its four-eyes review stands. */
        ReviewUsdtWithdrawal: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The coin debited from the merchant’s balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /** @description USDT amount requested (at least 100). */
            trade_count: components["schemas"]["Money"];
            /** @description The coin paid out: 'USDT'. */
            abbreviation: components["schemas"]["CoinName"];
            /** @description Fee rate applied. */
            usdt_withdrawal_fee: components["schemas"]["Rate"];
            /** @description Fee in out_abbreviation. */
            fee: components["schemas"]["Money"];
            /** @description Units of out_abbreviation per 1 USDT. */
            rate: components["schemas"]["Rate"];
            /** @description Debited (frozen until review): trade_count × rate + fee, in out_abbreviation. */
            count: components["schemas"]["Money"];
            network: components["schemas"]["UsdtNetwork"];
            /** @description The destination address. */
            address: string;
            /** @description The payout transaction; null until paid. */
            txid: string | null;
            create_time: components["schemas"]["Timestamp"];
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            name: string;
            /** @description Who reviewed it: a staff member’s username, or `ops` for a command of `npm run ops`; null while pending (and on orders reviewed before it was kept). */
            reviewer: string | null;
            /** @description Whether approving it takes two different staff members: the coin has a threshold (platform/review/threshold/query) and its amount (`count`, in `out_abbreviation`), or the merchant’s rolling 24-hour total of payouts in that coin (USDT withdrawals and fiat withdrawals debiting it), is at or above it. The window is fixed by created times (the 24 hours up to and including this order’s creation, this order included; rejected orders do not count), so later orders never change it. Read when listed, with the figures the approval decides with; the approval decides with the threshold and the orders of its moment. */
            needs_two_approvals: boolean;
            /** @description The staff member (or `ops`) who gave the first of two approvals; null until one is given. The order stays pending until another member approves it. */
            first_approval_by: string | null;
            /** @description When the first of two approvals was given; null until then. */
            first_approval_time: components["schemas"]["Timestamp"] | null;
        };
        ReviewUsdtWithdrawalApproveRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /**
             * @description The chain transaction that paid it: 64 hexadecimal characters on TRC20, 0x and 64 on ERC20 (the order’s network decides; another form answers 4000). Unique per network: a TXID another USDT withdrawal on the network names answers 4009 and nothing moves. Required on the approval that settles the order; a first of two approvals takes none.
             * @example 5b1e9c0d7a3f2e4b6c8d0a1f3e5c7b9d2a4f6e8c0b2d4f6a8c0e2b4d6f8a0c2e
             */
            txid?: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        ReviewUsdtWithdrawalExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            network?: components["schemas"]["UsdtNetwork"];
            /** @description The coin debited. */
            out_abbreviation?: components["schemas"]["CoinName"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "out_abbreviation" | "trade_count" | "abbreviation" | "usdt_withdrawal_fee" | "fee" | "rate" | "count" | "network" | "address" | "txid" | "create_time" | "audit_time" | "remark" | "merchant_id" | "name" | "reviewer" | "needs_two_approvals" | "first_approval_by" | "first_approval_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        ReviewUsdtWithdrawalQueryData: {
            list: components["schemas"]["ReviewUsdtWithdrawal"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        ReviewUsdtWithdrawalQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description One merchant’s orders. */
            merchant_id?: components["schemas"]["MerchantId"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            /**
             * @description The review state to list: pending (the default), approved, rejected, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "all";
            network?: components["schemas"]["UsdtNetwork"];
            /** @description The coin debited. */
            out_abbreviation?: components["schemas"]["CoinName"];
        };
        ReviewUsdtWithdrawalRejectRequest: {
            /** @description The order number (order_no). */
            order_id: string;
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
        };
        /** @description (added) A change to a rule about money, made by one administrator and approved by another. */
        RuleChange: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["RuleChangeKind"];
            /** @description What it changes: a coin, a USDT network, `merchant_id:coin`, a staff member’s username. */
            target: string | null;
            /** @description What it asks for, field by field (null: none, or the default). */
            change: {
                [key: string]: string | null;
            };
            /** @description The same fields as they stood when it was proposed. */
            before: {
                [key: string]: string | null;
            };
            status: components["schemas"]["RuleChangeStatus"];
            /** @description The administrator who proposed it. */
            proposed_by: string;
            propose_time: components["schemas"]["Timestamp"];
            /** @description The end of the cooling-off period: another administrator may approve it from then on. */
            approvable_time: components["schemas"]["Timestamp"];
            /** @description When it takes effect once approved (fee rates, announced ahead); null: at its approval. */
            effective_time: components["schemas"]["Timestamp"] | null;
            /** @description Who approved, rejected or withdrew it; null while pending. */
            decided_by: string | null;
            decide_time: components["schemas"]["Timestamp"] | null;
            /** @description Why it was rejected or withdrawn. */
            reason: string | null;
            /** @description When it took effect; null until then. */
            apply_time: components["schemas"]["Timestamp"] | null;
            /** @description What applying it gave the approver to know (a new or reset staff account: `link_sent_to`, where the one-time link went, masked, and `link_expires`); null when nothing more than the change. */
            outcome: {
                [key: string]: string | null;
            } | null;
        };
        RuleChangeApproveRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        RuleChangeDetailRequest: {
            id: components["schemas"]["Id"];
        };
        RuleChangeExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "propose_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /**
             * @description The state to list: pending (the default), scheduled, applied, rejected, withdrawn, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "scheduled" | "applied" | "rejected" | "withdrawn" | "all";
            kind?: components["schemas"]["RuleChangeKind"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "kind" | "target" | "change" | "before" | "status" | "proposed_by" | "propose_time" | "approvable_time" | "effective_time" | "decided_by" | "decide_time" | "reason" | "apply_time" | "outcome";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        /**
         * @description (added) What a rule change changes.
         * @enum {string}
         */
        RuleChangeKind: "four_eyes_threshold" | "usdt_rate" | "coin_fee_rates" | "merchant_fee_rates" | "deposit_address" | "staff_create" | "staff_reset" | "staff_role";
        RuleChangePendingCountData: {
            pending: number;
        };
        RuleChangeQueryData: {
            list: components["schemas"]["RuleChange"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        RuleChangeQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "propose_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /**
             * @description The state to list: pending (the default), scheduled, applied, rejected, withdrawn, or all.
             * @default pending
             * @enum {string}
             */
            status: "pending" | "scheduled" | "applied" | "rejected" | "withdrawn" | "all";
            kind?: components["schemas"]["RuleChangeKind"];
        };
        RuleChangeRejectRequest: {
            id: components["schemas"]["Id"];
            /** @description Why: the proposer reads it. */
            reason: string;
        };
        /**
         * @description (added) pending: waits for a second administrator; scheduled: approved, takes effect at `effective_time`; applied: in force; rejected: refused by another administrator; withdrawn: taken back by its proposer.
         * @enum {string}
         */
        RuleChangeStatus: "pending" | "scheduled" | "applied" | "rejected" | "withdrawn";
        SessionQueryData: {
            list: components["schemas"]["ActiveSession"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        SessionRevokeRequest: {
            id: components["schemas"]["Id"];
        };
        SessionsRevoked: {
            /** @description How many sessions ended. */
            count: number;
        };
        /** @description (added) A slide-to-verify challenge, opened when the payer starts sliding. */
        SliderChallenge: {
            challenge_id: string;
            expire_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) Proof of a completed slider: single use, short-lived, required by checkout login. */
        SliderToken: {
            slider_token: string;
            expire_time: components["schemas"]["Timestamp"];
        };
        SliderVerifyRequest: {
            challenge_id: string;
            /** @description Where the handle ended, 0 to 1 (1 = the end). */
            position: number;
            /** @description How long the slide took. */
            elapsed_ms: number;
        };
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        /** @description (added) An announcement as staff see it: every language, and whether merchants see it yet. */
        StaffAnnouncement: {
            id: components["schemas"]["Id"];
            /** @description The title in each language. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The sanitized HTML in each language. */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description From when merchants see it. */
            publish_time: components["schemas"]["Timestamp"];
            state: components["schemas"]["AnnouncementState"];
        };
        StaffCreateRequest: {
            /**
             * @description 3 to 32 letters, digits, _, . or -; stored lower-case.
             * @example reviewer.lan
             */
            username: string;
            role: components["schemas"]["StaffRole"];
            /**
             * Format: email
             * @description Where the one-time link is sent; the caller never sees the link.
             * @example lan@example.com
             */
            email: string;
            /** @description Digits: a copy of the link goes by SMS too, when the server sends SMS. */
            phone?: string;
            /** @description The language of the message; the caller’s Language when absent. */
            language?: components["schemas"]["Language"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        StaffEnrolmentCompleteRequest: {
            /** @description The token of the one-time link: what follows # in the link. */
            token: string;
            /** @description The new password, encrypted like at sign-in; once decrypted 8–64 digits, letters or punctuation. */
            password: string;
            /** @description The new password typed again, encrypted the same way. */
            confirm_password: string;
            /**
             * @description A code of the authenticator the link offers, proving it was scanned.
             * @example 123456
             */
            google_code: string;
        };
        StaffEnrolmentDetail: {
            username: string;
            role: components["schemas"]["StaffRole"];
            /** @description Base32 TOTP secret of the authenticator to bind (SHA-1, 6 digits, 30 s), for manual entry. */
            secret: string;
            /** @description otpauth:// URL of the same secret, to show as a QR code. */
            otpauth_url: string;
            expire_time: components["schemas"]["Timestamp"];
        };
        StaffEnrolmentDetailRequest: {
            /** @description The token of the one-time link: what follows # in the link. */
            token: string;
        };
        StaffEnrolmentDone: {
            username: string;
        };
        StaffExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            role?: components["schemas"]["StaffRole"];
            status?: components["schemas"]["StaffStatus"];
            /** @description Username, matched exactly or as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "username" | "role" | "status" | "status_reason" | "enrolled" | "create_time" | "update_time" | "last_sign_in_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        /** @description (added) A help center article as staff edit it: every language, and whether merchants see it. */
        StaffHelpArticle: {
            /** @description The slug, made from the English title when the article is added: it names the article in the help center’s links and never changes. */
            id: string;
            topic: components["schemas"]["HelpTopic"];
            /** @description The title in each language. */
            title: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description The sanitized HTML in each language. */
            body_html: {
                en: string;
                zh_Hans: string;
                zh_Hant: string;
                vi: string;
            };
            /** @description Whether merchants find and read it in the help center. */
            published: boolean;
            create_time: components["schemas"]["Timestamp"];
            /** @description Its last change. */
            update_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) The signed-in staff member. */
        StaffIdentity: {
            id: components["schemas"]["Id"];
            username: string;
            role: components["schemas"]["StaffRole"];
            /** @description Until when this session may make protected changes without another authenticator code; null when it must send one. */
            step_up_until: components["schemas"]["Timestamp"] | null;
        };
        /** @description (added) A staff account of the platform. */
        StaffMember: {
            id: components["schemas"]["Id"];
            username: string;
            role: components["schemas"]["StaffRole"];
            status: components["schemas"]["StaffStatus"];
            /** @description Why the account was last suspended or resumed; null when it never was. */
            status_reason: string | null;
            /** @description Whether the member has used their one-time link (set a password and an authenticator); until then they cannot sign in. */
            enrolled: boolean;
            create_time: components["schemas"]["Timestamp"];
            /** @description The last change of role or status. */
            update_time: components["schemas"]["Timestamp"];
            /** @description The member’s latest sign-in; null when they never signed in. */
            last_sign_in_time: components["schemas"]["Timestamp"] | null;
        };
        StaffPasskeyDeleteRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        StaffPasskeyRegisterOptionsRequest: {
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        StaffPasskeyRegisterRequest: {
            /**
             * @description A name to tell the passkey apart, e.g. "Office laptop".
             * @example Office laptop
             */
            name: string;
            credential: components["schemas"]["PasskeyRegistrationCredential"];
        };
        StaffPasskeyRequirement: {
            required: boolean;
        };
        StaffPasskeyRequirementUpdateRequest: {
            required: boolean;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        StaffPasskeySignInRequest: {
            credential: components["schemas"]["PasskeyAssertionCredential"];
        };
        StaffPasskeyStepUp: {
            step_up_until: components["schemas"]["Timestamp"];
        };
        StaffPasskeyStepUpRequest: {
            credential: components["schemas"]["PasskeyAssertionCredential"];
        };
        StaffQueryData: {
            list: components["schemas"]["StaffMember"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        StaffQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            role?: components["schemas"]["StaffRole"];
            status?: components["schemas"]["StaffStatus"];
            /** @description Username, matched exactly or as a prefix. */
            keyword?: string;
        };
        StaffResetRequest: {
            /** @description The member. */
            staff_id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        StaffResumeRequest: {
            /** @description Why; kept with the account and written to the platform audit log. */
            reason: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
            id: components["schemas"]["Id"];
        };
        /**
         * @description (added) What a staff member may do: reviewer (reviews of merchants’ requests), support (merchants’ questions and accounts), admin (everything, staff accounts and the platform audit log included).
         * @enum {string}
         */
        StaffRole: "reviewer" | "support" | "admin";
        StaffRoleChangeRequest: {
            role: components["schemas"]["StaffRole"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
            id: components["schemas"]["Id"];
        };
        /** @description (added) A session of the signed-in staff member that has not ended. */
        StaffSession: {
            id: components["schemas"]["Id"];
            /** @description The address the session signed in from. */
            ip: string;
            /** @description The browser and its major version named by the User-Agent at sign-in; null when not recognised. */
            browser: string | null;
            /** @description The operating system named by the User-Agent at sign-in; null when not recognised. */
            os: string | null;
            /** @description The User-Agent header at sign-in (at most 512 characters). */
            user_agent: string | null;
            /** @description When the session signed in. */
            create_time: components["schemas"]["Timestamp"];
            /** @description The last call made with it, to the minute. */
            last_seen_time: components["schemas"]["Timestamp"];
            /** @description When it ends however busy (12 hours after sign-in); 30 minutes without a call end it sooner. */
            expire_time: components["schemas"]["Timestamp"];
            /** @description True for the session making this call. */
            current: boolean;
        };
        StaffSessionQueryData: {
            list: components["schemas"]["StaffSession"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        StaffSessionRevokeRequest: {
            id: components["schemas"]["Id"];
        };
        StaffSignInRequest: {
            username: string;
            /** @description The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded. */
            password: string;
            /**
             * @description The 6-digit code of the Google authenticator.
             * @example 123456
             */
            google_code: string;
            /** @description The data.challenge of a 4028 answer, when the server asked for one. */
            challenge?: string;
            /** @description A text such that SHA-256 of challenge + ":" + challenge_answer begins with data.difficulty zero bits. */
            challenge_answer?: string;
        };
        StaffSignedIn: {
            /** @description Sent as X-Staff-Token on every other staff call. */
            staff_token: string;
            /** @description When the session ends however busy (12 hours); 30 minutes without a call end it sooner. */
            expire_time: components["schemas"]["Timestamp"];
            staff: components["schemas"]["StaffIdentity"];
        };
        /**
         * @description (added) active: may sign in once enrolled; suspended: may not, and has no session.
         * @enum {string}
         */
        StaffStatus: "active" | "suspended";
        StaffStepUp: {
            step_up_until: components["schemas"]["Timestamp"];
        };
        StaffStepUpRequest: {
            /**
             * @description The 6-digit code of the Google authenticator.
             * @example 123456
             */
            google_code: string;
        };
        /** @description (added) A merchant’s question to support with the replies, and whose it is. */
        StaffSupportTicket: {
            id: components["schemas"]["Id"];
            subject: string;
            status: components["schemas"]["SupportTicketStatus"];
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
            /** @description The question, then the replies, oldest first. */
            messages: components["schemas"]["SupportMessage"][];
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            merchant_name: string;
        };
        StaffSuspendRequest: {
            /** @description Why; kept with the account and written to the platform audit log. */
            reason: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
            id: components["schemas"]["Id"];
        };
        StepUpOpenRequest: {
            /**
             * @description The 6-digit code of the Google authenticator.
             * @example 123456
             */
            google_code: string;
        };
        StepUpWindow: {
            /** @description When the window closes; every signed-in answer also says so in the X-Step-Up-Until header. */
            step_up_until: components["schemas"]["Timestamp"];
        };
        SupportContact: {
            /** @enum {string} */
            type: "email" | "telegram" | "whatsapp" | "phone" | "url";
            label: string;
            value: string;
        };
        SupportMessage: {
            id: components["schemas"]["Id"];
            /**
             * @description Who wrote it: the merchant, or platform support.
             * @enum {string}
             */
            author: "merchant" | "platform";
            /** @description Sanitized HTML. */
            body_html: string;
            attachments: components["schemas"]["UploadedFile"][];
            create_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) A question the merchant sent to support, with the replies. */
        SupportTicket: {
            id: components["schemas"]["Id"];
            subject: string;
            status: components["schemas"]["SupportTicketStatus"];
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
            /** @description The question, then the replies, oldest first. */
            messages: components["schemas"]["SupportMessage"][];
        };
        SupportTicketExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["SupportTicketStatus"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "subject" | "status" | "create_time" | "update_time" | "messages";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        SupportTicketQueryData: {
            list: components["schemas"]["SupportTicket"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        SupportTicketQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "update_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["SupportTicketStatus"];
        };
        SupportTicketRequest: {
            subject: string;
            body_html: string;
            /** @default [] */
            attachment_ids: string[];
        };
        /**
         * @description (added) open: waiting for support; answered: support replied; closed.
         * @enum {string}
         */
        SupportTicketStatus: "open" | "answered" | "closed";
        SystemCoinQueryData: {
            list: components["schemas"]["Coin"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        SystemCoinQueryRequest: {
            coin_name?: components["schemas"]["CoinName"];
            coin_type?: components["schemas"]["CoinType"];
        };
        /**
         * Format: date-time
         * @description An instant as an ISO-8601 string in UTC with the 'Z' suffix, e.g. '2025-01-31T08:00:00.000Z', in the years 1900 to 9999.
         * @example 2025-01-31T08:00:00.000Z
         */
        Timestamp: string;
        /**
         * @description What moved the balance. *_refund: a rejected withdrawal returned its frozen amount.
         * @enum {string}
         */
        TransactionType: "recharge" | "withdrawal" | "withdrawal_refund" | "transfer_out" | "transfer_in" | "adjustment" | "usdt_recharge" | "usdt_withdrawal" | "usdt_withdrawal_refund" | "fiat_withdrawal" | "fiat_withdrawal_refund";
        TransferAddRequest: {
            coin_name: components["schemas"]["CoinName"];
            receipt_merchant_id: components["schemas"]["MerchantId"];
            /**
             * @description At least the coin’s min_transfer and at most the available balance.
             * @example 100.50
             */
            transfer_amount: string;
            remark?: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description The available balance of one coin and the fees a transfer of it costs. */
        TransferBalance: {
            coin_name: components["schemas"]["CoinName"];
            available_asset: components["schemas"]["Money"];
            /** @description (added) The smallest amount a transfer may be (inclusive). Always sent by the server. */
            min_transfer?: components["schemas"]["Money"];
            /** @description (added) Fee rate of a transfer, charged on transfer_amount. Always sent. */
            transfer_fee_rate?: components["schemas"]["Rate"];
            /** @description (added) Internal transfer fee rate, charged on transfer_amount. Always sent. */
            internal_transfer_fee_rate?: components["schemas"]["Rate"];
            /** @description (added) Fee of transfer_amount; null without transfer_amount. Always sent. */
            transfer_fee?: components["schemas"]["Money"] | null;
            /** @description (added) Internal fee of transfer_amount; null without transfer_amount. Always sent. */
            internal_transfer_fee?: components["schemas"]["Money"] | null;
            /** @description (added) What the recipient would get: transfer_amount minus both fees; null without transfer_amount. Always sent. */
            settlement_amount?: components["schemas"]["Money"] | null;
        };
        TransferExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "transfer_amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number, matched exactly or as a prefix. */
            keyword?: string;
            transfer_type?: components["schemas"]["TransferType"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "serial_number" | "payment_merchant_id" | "receipt_merchant_id" | "payment_address" | "receipt_address" | "coin_name" | "transfer_amount" | "transfer_fee" | "internal_transfer_fee" | "settlement_amount" | "transfer_type" | "transfer_status" | "remark" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        TransferQueryBalanceRequest: {
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description (added) The amount typed so far: the answer then carries its fees and settlement, as transfer/add would apply them.
             * @example 100.50
             */
            transfer_amount?: string;
        };
        TransferQueryData: {
            list: components["schemas"]["TransferRecord"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        TransferQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "transfer_amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Serial number, matched exactly or as a prefix. */
            keyword?: string;
            transfer_type?: components["schemas"]["TransferType"];
        };
        TransferRecipient: {
            receipt_merchant_id: string;
            /** @description The merchant’s name, as the transfer will record it in receipt_address. */
            receipt_name: string;
        };
        TransferRecipientGetRequest: {
            receipt_merchant_id: components["schemas"]["MerchantId"];
        };
        /** @description A transfer between two merchants, seen from this merchant. */
        TransferRecord: {
            serial_number: string;
            payment_merchant_id: components["schemas"]["MerchantId"];
            receipt_merchant_id: components["schemas"]["MerchantId"];
            payment_address: string;
            receipt_address: string;
            coin_name: components["schemas"]["CoinName"];
            transfer_amount: components["schemas"]["Money"];
            transfer_fee: components["schemas"]["Money"];
            internal_transfer_fee: components["schemas"]["Money"];
            /** @description What the receiving merchant got: transfer_amount minus the fees. */
            settlement_amount: components["schemas"]["Money"];
            transfer_type: components["schemas"]["TransferType"];
            transfer_status: components["schemas"]["TransferStatus"];
            /** @description (added) Note typed by the paying merchant; empty when none. */
            remark: string;
            /** @description (added) When the transfer was made. */
            create_time: components["schemas"]["Timestamp"];
        };
        /**
         * @description Transfers complete at once.
         * @enum {string}
         */
        TransferStatus: "completed";
        /**
         * @description transfer: this merchant paid; receive: this merchant received.
         * @enum {string}
         */
        TransferType: "transfer" | "receive";
        UpdateGoogleSecretRequest: {
            /** @description The base32 secret of get_google_secret. */
            secret: string;
            /**
             * @description Code of the authenticator bound now (ignored when none is bound).
             * @example 123456
             */
            google_code: string;
            /**
             * @description Code of the new secret.
             * @example 123456
             */
            new_google_code: string;
        };
        UploadedFile: {
            /** @description Opaque identifier for download and preview. */
            file_id: string;
            file_name: string;
            content_type: string;
            /** @description Bytes. */
            size: number;
            create_time: components["schemas"]["Timestamp"];
        };
        UsdtAssetsQueryData: {
            list: components["schemas"]["Assets"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        UsdtAssetsQueryRequest: {
            coin_name?: components["schemas"]["CoinName"];
        };
        /**
         * @description Blockchain network of a USDT transfer.
         * @enum {string}
         */
        UsdtNetwork: "TRC20" | "ERC20";
        UsdtRechargeAddRequest: {
            /** @description The coin to credit. */
            in_abbreviation: components["schemas"]["CoinName"];
            /**
             * @description USDT amount as a decimal string, at least 100.
             * @example 100
             */
            trade_count: string;
            network: components["schemas"]["UsdtNetwork"];
            /** @description The deposit address it was sent to: the merchant’s own on the network, as setting/query gives it; any other answers 4000. */
            address: string;
            /** @description (added) The address the USDT was sent from, which the platform matches on chain. */
            sender_address: string;
            txid: string;
            /**
             * @description The rate the form showed; a different current rate answers 4000 quote_changed.
             * @example 500
             */
            rate: string;
            /**
             * @description The fee rate the form showed; checked like rate.
             * @example 500
             */
            usdt_recharge_fee: string;
        };
        UsdtRechargeExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["OrderStatus"];
            network?: components["schemas"]["UsdtNetwork"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            in_abbreviation?: components["schemas"]["CoinName"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "merchant_id" | "name" | "abbreviation" | "trade_count" | "in_abbreviation" | "rate" | "exchange_count" | "usdt_recharge_fee" | "fee" | "count" | "network" | "address" | "sender_address" | "txid" | "create_time" | "audit_time" | "remark";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        /** @description A USDT deposit request, reviewed by the platform. */
        UsdtRechargeOrder: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            merchant_id: components["schemas"]["MerchantId"];
            /** @description The merchant’s name. */
            name: string;
            /** @description The coin sent on chain: 'USDT'. */
            abbreviation: components["schemas"]["CoinName"];
            /** @description USDT amount sent (at least 100). */
            trade_count: components["schemas"]["Money"];
            /** @description The coin credited to the merchant’s balance. */
            in_abbreviation: components["schemas"]["CoinName"];
            /** @description Units of in_abbreviation per 1 USDT. */
            rate: components["schemas"]["Rate"];
            /** @description trade_count × rate, in in_abbreviation. */
            exchange_count: components["schemas"]["Money"];
            /** @description Fee rate applied. */
            usdt_recharge_fee: components["schemas"]["Rate"];
            /** @description exchange_count × usdt_recharge_fee. */
            fee: components["schemas"]["Money"];
            /** @description Credited on approval: exchange_count − fee. */
            count: components["schemas"]["Money"];
            network: components["schemas"]["UsdtNetwork"];
            /** @description The deposit address the USDT was sent to: the merchant’s own on the network (platform/settings/deposit_address/query). A declaration made before each merchant had its own names the address the platform then shared between merchants. */
            address: string;
            /** @description (added) The address the merchant declared it sent from; null on declarations older than the field. */
            sender_address?: string | null;
            txid: string;
            create_time: components["schemas"]["Timestamp"];
            /** @description When it was reviewed; null while pending. */
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
        };
        UsdtRechargeQueryData: {
            list: components["schemas"]["UsdtRechargeOrder"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        UsdtRechargeQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["OrderStatus"];
            network?: components["schemas"]["UsdtNetwork"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            in_abbreviation?: components["schemas"]["CoinName"];
        };
        /** @description What the USDT recharge and withdrawal forms offer. */
        UsdtSetting: {
            /** @description The on-chain coin: 'USDT'. */
            abbreviation: components["schemas"]["CoinName"];
            /** @description Networks offered, each with the merchant’s own deposit address; withdrawals are offered on every one. */
            networks: {
                network: components["schemas"]["UsdtNetwork"];
                /** @description (changed) The merchant’s own deposit address on this network, given from the platform’s pool the first time this is read and kept afterwards: what arrives there is this merchant’s. Null when the pool has no address left for it: recharges on the network are closed until the platform adds some (usdt_trade/charge/add answers 4000 on network). */
                address: string | null;
            }[];
            /** @description Exchange rates against USDT: units of coin_name per 1 USDT. */
            rates: {
                coin_name: components["schemas"]["CoinName"];
                recharge_rate: components["schemas"]["Rate"];
                withdrawal_rate: components["schemas"]["Rate"];
            }[];
            usdt_recharge_fee: components["schemas"]["Rate"];
            usdt_withdrawal_fee: components["schemas"]["Rate"];
            min_recharge: components["schemas"]["Money"];
            min_withdrawal: components["schemas"]["Money"];
        };
        UsdtWithdrawAddRequest: {
            /** @description The coin debited from the balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /**
             * @description USDT amount as a decimal string, at least 100.
             * @example 100
             */
            trade_count: string;
            network: components["schemas"]["UsdtNetwork"];
            address: string;
            /**
             * @description The withdrawal rate of out_abbreviation the form showed (setting/query); a different current rate answers 4000 quote_changed and freezes nothing.
             * @example 7.3
             */
            rate: string;
            /**
             * @description The withdrawal fee rate the form showed; checked like rate.
             * @example 0.01
             */
            usdt_withdrawal_fee: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        UsdtWithdrawExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["OrderStatus"];
            network?: components["schemas"]["UsdtNetwork"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            out_abbreviation?: components["schemas"]["CoinName"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_no" | "status" | "out_abbreviation" | "trade_count" | "abbreviation" | "usdt_withdrawal_fee" | "fee" | "rate" | "count" | "network" | "address" | "txid" | "create_time" | "audit_time" | "remark";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        /** @description A USDT withdrawal request, reviewed by the platform. */
        UsdtWithdrawOrder: {
            order_no: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The coin debited from the merchant’s balance. */
            out_abbreviation: components["schemas"]["CoinName"];
            /** @description USDT amount requested (at least 100). */
            trade_count: components["schemas"]["Money"];
            /** @description The coin paid out: 'USDT'. */
            abbreviation: components["schemas"]["CoinName"];
            /** @description Fee rate applied. */
            usdt_withdrawal_fee: components["schemas"]["Rate"];
            /** @description Fee in out_abbreviation. */
            fee: components["schemas"]["Money"];
            /** @description Units of out_abbreviation per 1 USDT. */
            rate: components["schemas"]["Rate"];
            /** @description Debited (frozen until review): trade_count × rate + fee, in out_abbreviation. */
            count: components["schemas"]["Money"];
            network: components["schemas"]["UsdtNetwork"];
            /** @description The destination address. */
            address: string;
            /** @description The payout transaction; null until paid. */
            txid: string | null;
            create_time: components["schemas"]["Timestamp"];
            audit_time: components["schemas"]["Timestamp"] | null;
            /** @description (added) The rejection reason; null unless rejected. */
            remark: string | null;
        };
        UsdtWithdrawQueryData: {
            list: components["schemas"]["UsdtWithdrawOrder"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        UsdtWithdrawQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "audit_time" | "trade_count";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["OrderStatus"];
            network?: components["schemas"]["UsdtNetwork"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, matched exactly or as a prefix. */
            keyword?: string;
            out_abbreviation?: components["schemas"]["CoinName"];
        };
        /** @description Settings the console reads after login. */
        UserConfig: {
            /** @description Language settings offered, in display order. */
            languages: ("us" | "zh-cn" | "zh-hant-cn" | "vi")[];
            /** @enum {string} */
            default_language: "us" | "zh-cn" | "zh-hant-cn" | "vi";
            markets: components["schemas"]["MarketSwitch"][];
            support_contacts: components["schemas"]["SupportContact"][];
        };
        /** @description (added) The payer’s balances in one coin. */
        WalletBalance: {
            coin_name: components["schemas"]["CoinName"];
            available: components["schemas"]["Money"];
            /** @description Held while something of the payer’s is under way. */
            frozen: components["schemas"]["Money"];
            /** @description Reward points, spent before the available balance when the payer chooses to. */
            reward: components["schemas"]["Money"];
        };
        WalletBankCardRequest: {
            bank_card: string;
        };
        WalletChangePaymentPasswordRequest: {
            old_payment_password: string;
            payment_password: string;
            confirm_password: string;
        };
        /** @description (added) The withdrawal rule of one merchant and coin for this payer. */
        WalletClaimRule: {
            coin_name: components["schemas"]["CoinName"];
            /** @description The most the payer may ask for now: what they paid the merchant within the window, less their pending and approved requests of it; 0 when the merchant allows no claims. */
            claimable: components["schemas"]["Money"];
            /** @description The smallest request of the coin. */
            min_withdrawal: components["schemas"]["Money"];
            /** @description How far back payments count, in days; null: the merchant takes no withdrawal requests from the wallet. */
            window_days: number | null;
        };
        WalletHistoryData: {
            list: components["schemas"]["WalletMoneyEvent"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WalletHistoryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
        };
        WalletIdentityRequest: {
            name: string;
            id_number: string;
            /** Format: email */
            email: string;
        };
        /** @description (added) A merchant as a payer sees it: whom they pay or withdraw from. */
        WalletMerchant: {
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            /** @description The coins the merchant takes now: its open markets. */
            coins: components["schemas"]["CoinName"][];
        };
        /** @description (added) A payment to a merchant’s receiving code: a paid scan recharge. */
        WalletMerchantPayment: {
            /** @description The order id of the payment (ord_…), as the merchant’s webhook names it. */
            order_id: string;
            /** @description The order number in the merchant’s user recharge records. */
            merchant_order_no: string;
            serial_number: string;
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            /** @description The payer’s note to the merchant; null when none. */
            note: string | null;
            pay_time: components["schemas"]["Timestamp"];
        };
        WalletMerchantResolveRequest: {
            /** @description What the QR code encodes, or the link or id the payer pasted. */
            code: string;
        };
        /** @description (added) One movement of the payer’s balances. */
        WalletMoneyEvent: {
            /** @description Unique per row; rows are listed newest first. */
            id: components["schemas"]["Id"];
            /** @description The serial number of the payment, withdrawal or top-up. */
            serial_number: string;
            coin_name: components["schemas"]["CoinName"];
            transaction_type: components["schemas"]["WalletTransactionType"];
            /** @description Signed: what entered (+) or left (−) the payer’s balances, reward points included. */
            amount: components["schemas"]["Money"];
            available_after: components["schemas"]["Money"];
            frozen_after: components["schemas"]["Money"];
            reward_after: components["schemas"]["Money"];
            time: components["schemas"]["Timestamp"];
        };
        WalletPasskeyDeleteRequest: {
            id: components["schemas"]["Id"];
        };
        WalletPasskeyRegisterOptionsRequest: {
            payment_password: string;
        };
        WalletPasskeyRegisterRequest: {
            /**
             * @description A name to tell the passkey apart, e.g. "Office laptop".
             * @example Office laptop
             */
            name: string;
            credential: components["schemas"]["PasskeyRegistrationCredential"];
        };
        WalletPayMerchantRequest: {
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description A positive decimal amount as a string.
             * @example 100.50
             */
            amount: string;
            note?: string;
            /** @description The 6-digit payment password; required unless passkey is sent. */
            payment_password?: string;
            /** @default true */
            use_reward: boolean;
            merchant_id: components["schemas"]["MerchantId"];
            /** @description Instead of payment_password: the browser's answer to pay/options of this session (user verification required). A revoked passkey, another payer's, an answer without user verification or to a spent challenge answers 4000 on credential, and nothing is paid. */
            passkey?: components["schemas"]["PasskeyAssertionCredential"];
        };
        WalletPayOrderRequest: {
            /** @description The 6-digit payment password; required unless passkey is sent. */
            payment_password?: string;
            /** @default true */
            use_reward: boolean;
            /** @description The order number. */
            order_id: string;
            /** @description Instead of payment_password: the browser's answer to pay/options of this session (user verification required). A revoked passkey, another payer's, an answer without user verification or to a spent challenge answers 4000 on credential, and nothing is paid. */
            passkey?: components["schemas"]["PasskeyAssertionCredential"];
        };
        WalletPhoneBindRequest: {
            phone: string;
            phone_code: string;
        };
        WalletPhoneSendCodeRequest: {
            phone: string;
        };
        /** @description (added) The signed-in payer as their wallet shows them. */
        WalletProfile: {
            /** @description The payer’s user ID: what a merchant sees as payment_id. */
            uid: string;
            username: string;
            nickname: string;
            /** @description The verified phone number with all but its last 4 digits hidden; null when none is verified. */
            phone: string | null;
            /** @description The last 4 digits of the linked bank card; null when none is linked. */
            bank_card_last4: string | null;
            identity: components["schemas"]["IdentitySteps"];
            /** @description Every identity step is done, the payment password included, so the payer can pay. */
            ready: boolean;
            /** @description After 5 wrong payment passwords, paying is locked until then. */
            payment_locked_until: components["schemas"]["Timestamp"] | null;
            /** @description The payer has a passkey, so paying offers it in place of the payment password. */
            passkey: boolean;
            /** @description The coins whose market the payer has enabled: they can pay and be paid in them. */
            markets: components["schemas"]["CoinName"][];
            /** @description One entry per enabled market, in display order. */
            balances: components["schemas"]["WalletBalance"][];
        };
        WalletResolveRequest: {
            /** @description What the QR code encodes, or the link or id the payer pasted. */
            code: string;
        };
        WalletSendCodeRequest: {
            phone: string;
            slider_token: string;
        };
        /** @description (added) A wallet sign-in (or sign-up). */
        WalletSession: {
            /** @description Sent as X-Wallet-Token on every other wallet call. */
            wallet_token: string;
            /** @description When the session ends however busy (30 days after sign-in); 7 days without a call end it sooner. */
            expire_time: components["schemas"]["Timestamp"];
            profile: components["schemas"]["WalletProfile"];
        };
        WalletSessionQueryData: {
            list: components["schemas"]["WalletSessionRecord"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        /** @description (added) A wallet session of the payer that has not ended. */
        WalletSessionRecord: {
            id: components["schemas"]["Id"];
            /** @description The address the session signed in from. */
            ip: string;
            /** @description The browser and its major version named by the User-Agent at sign-in; null when not recognised. */
            browser: string | null;
            /** @description The operating system named by the User-Agent at sign-in; null when not recognised. */
            os: string | null;
            /** @description The User-Agent header at sign-in (at most 512 characters). */
            user_agent: string | null;
            /** @description When the session signed in. */
            create_time: components["schemas"]["Timestamp"];
            /** @description The last call made with it, to the minute. */
            last_seen_time: components["schemas"]["Timestamp"];
            /** @description When it ends however busy; 7 days without a call end it sooner. */
            expire_time: components["schemas"]["Timestamp"];
            /** @description True for the session making this call. */
            current: boolean;
        };
        WalletSessionRevokeRequest: {
            id: components["schemas"]["Id"];
        };
        WalletSessionsRevoked: {
            /** @description How many sessions ended. */
            count: number;
        };
        WalletSetPaymentPasswordRequest: {
            payment_password: string;
            confirm_password: string;
        };
        WalletSignInRequest: {
            username: string;
            /** @description The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded. */
            password: string;
            slider_token: string;
            /** @description The data.challenge of a 4028 answer, when the server asked for one. */
            challenge?: string;
            /** @description A text such that SHA-256 of challenge + ":" + challenge_answer begins with data.difficulty zero bits. */
            challenge_answer?: string;
        };
        WalletSignUpRequest: {
            /**
             * @description 3 to 32 letters, digits, _, . or -; stored lower-case.
             * @example alice
             */
            username: string;
            /** @description The password (8 to 64 printable ASCII characters without space), RSA-encrypted with get_pub_key. */
            password: string;
            /** @description Shown to the merchants the payer pays. */
            nickname: string;
            phone: string;
            phone_code: string;
        };
        /**
         * @description What moved the payer’s balance: recharge (the payer paid a merchant), withdrawal (a merchant paid out the payer’s withdrawal), top_up (money brought from outside), adjustment, and the rest as in TransactionType.
         * @enum {string}
         */
        WalletTransactionType: "recharge" | "withdrawal" | "withdrawal_refund" | "transfer_out" | "transfer_in" | "adjustment" | "usdt_recharge" | "usdt_withdrawal" | "usdt_withdrawal_refund" | "fiat_withdrawal" | "fiat_withdrawal_refund" | "top_up";
        /**
         * @description (added) active; suspended: no sign-in at the checkout or in the wallet, no session, so no payment.
         * @enum {string}
         */
        WalletUserStatus: "active" | "suspended";
        /** @description (added) A withdrawal the payer asked a merchant for. */
        WalletWithdrawal: {
            /** @description The order number in the merchant’s user withdrawal records. */
            order_id: string;
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            coin_name: components["schemas"]["CoinName"];
            /** @description What the payer asked for. */
            amount: components["schemas"]["Money"];
            handling_fee: components["schemas"]["Money"];
            /** @description What reaches the payer’s wallet when the merchant approves: amount less the fee. */
            settlement_amount: components["schemas"]["Money"];
            order_status: components["schemas"]["OrderStatus"];
            /** @description Why the merchant rejected it; null unless rejected. */
            reason: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
        };
        /** @description (added) What the payer may withdraw from one merchant, per coin. */
        WalletWithdrawalClaim: {
            merchant_id: components["schemas"]["MerchantId"];
            merchant_name: string;
            /** @description One rule per coin the merchant takes now (its open markets). */
            list: components["schemas"]["WalletClaimRule"][];
        };
        WalletWithdrawalClaimRequest: {
            merchant_id: components["schemas"]["MerchantId"];
        };
        WalletWithdrawalMerchantsData: {
            list: components["schemas"]["WalletMerchant"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WalletWithdrawalQueryData: {
            list: components["schemas"]["WalletWithdrawal"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WalletWithdrawalQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            status?: components["schemas"]["OrderStatus"];
        };
        WalletWithdrawalRequest: {
            merchant_id: components["schemas"]["MerchantId"];
            coin_name: components["schemas"]["CoinName"];
            /**
             * @description A positive decimal amount as a string.
             * @example 100.50
             */
            amount: string;
        };
        /** @description (added) One webhook event and its delivery to the merchant’s endpoint. */
        WebhookDelivery: {
            /** @description The event id, sent as webhook-id (the same on every attempt). */
            id: string;
            event_type: components["schemas"]["WebhookEventType"];
            /** @description The order (or the payout_id of the payout) the event is about; null for a test event. */
            order_id: string | null;
            url: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** @description Attempts made so far. */
            attempts: number;
            /** @description The HTTP status of the last attempt; null when none answered. */
            last_http_status: number | null;
            /** @description Why the last attempt failed, as one of a few kinds of failure (address not allowed, connection refused, timed out, HTTP status, invalid response…) in the caller’s language; null when it did not. */
            last_error: string | null;
            /** @description When the next attempt is due; null once delivered or failed. */
            next_attempt_time: components["schemas"]["Timestamp"] | null;
            delivered_time: components["schemas"]["Timestamp"] | null;
            create_time: components["schemas"]["Timestamp"];
        };
        WebhookDeliveryExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            status?: components["schemas"]["WebhookDeliveryStatus"];
            event_type?: components["schemas"]["WebhookEventType"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Event id or order id, matched exactly or as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "event_type" | "order_id" | "url" | "status" | "attempts" | "last_http_status" | "last_error" | "next_attempt_time" | "delivered_time" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        WebhookDeliveryQueryData: {
            list: components["schemas"]["WebhookDelivery"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WebhookDeliveryQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            status?: components["schemas"]["WebhookDeliveryStatus"];
            event_type?: components["schemas"]["WebhookEventType"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Event id or order id, matched exactly or as a prefix. */
            keyword?: string;
        };
        WebhookDeliveryReference: {
            id: string;
        };
        /**
         * @description pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt failed.
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        WebhookEndpointRequest: {
            webhook_url?: string | null;
            return_url?: string | null;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /**
         * @description order.*: an order of the merchant order API changed (data: OpenOrder). payout.approved: a payout was approved, by a reviewer or under the review-free limit; payout.paid: its settlement reached the payer’s wallet (today in the same step, sent after payout.approved); payout.rejected: refused, with data.reason (data: OpenPayout). test: sent from API management.
         * @enum {string}
         */
        WebhookEventType: "order.paid" | "order.cancelled" | "order.expired" | "payout.approved" | "payout.rejected" | "payout.paid" | "test";
        WhitelistAddRequest: {
            /**
             * @description An IPv4 or IPv6 address.
             * @example 203.0.113.7
             */
            ip: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        WhitelistDeleteRequest: {
            id: components["schemas"]["Id"];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description An address allowed to log in. While the list is empty, any address may log in. */
        WhitelistEntry: {
            id: components["schemas"]["Id"];
            ip: string;
            create_time: components["schemas"]["Timestamp"];
        };
        WhitelistListData: {
            list: components["schemas"]["WhitelistEntry"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WhitelistListExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description IP, matched as a prefix. */
            keyword?: string;
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "id" | "ip" | "create_time";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        WhitelistListRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            /** @description IP, matched as a prefix. */
            keyword?: string;
        };
        WithdrawalApproveRequest: {
            /** @description The order number. */
            order_id: string;
            /**
             * @description The step-up (see stepUpCode): needed when the list row says needs_code (no approval_code_above set for the coin, or the amount is above it); optional inside the step-up window.
             * @example 123456
             */
            google_code?: string;
        };
        WithdrawalBatchApproveRequest: {
            /** @description 1 to 100 order numbers; a number given twice is reviewed once. */
            order_ids: string[];
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        WithdrawalBatchRejectRequest: {
            /** @description 1 to 100 order numbers; a number given twice is reviewed once. */
            order_ids: string[];
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
            /**
             * @description A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.
             * @example 123456
             */
            google_code?: string;
        };
        /** @description Each order of a batch review with what the call did with it. */
        WithdrawalBatchResult: {
            list: {
                order_id: string;
                outcome: components["schemas"]["BatchReviewOutcome"];
                /** @description The order as it stands after the call; null when not found. */
                order: components["schemas"]["WithdrawalRecord"] | null;
            }[];
        };
        /** @description A user withdrawal of the list, with whether its approval asks for the authenticator code. */
        WithdrawalListRow: {
            order_id: string;
            serial_number: string;
            order_type: components["schemas"]["OrderType"];
            /** @description The withdrawing user’s ID. */
            payment_id: string;
            nick: string;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            handling_fee: components["schemas"]["Money"];
            settlement_amount: components["schemas"]["Money"];
            order_status: components["schemas"]["OrderStatus"];
            /** @description The reviewer’s username; null while pending. */
            audit: string | null;
            /** @description The rejection reason; null unless rejected. */
            remark: string | null;
            source: components["schemas"]["WithdrawalSource"];
            /** @description (added) Your payout id, for a payout your server asked for; null for a wallet request. */
            merchant_payout_no: string | null;
            /** @description (added) The remark your server sent with the payout; null when none. */
            note: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
            /** @description Pending and above the coin’s approval_code_above: approving it needs google_code. */
            needs_code: boolean;
        };
        /** @description A user withdrawal the merchant reviews. */
        WithdrawalRecord: {
            order_id: string;
            serial_number: string;
            order_type: components["schemas"]["OrderType"];
            /** @description The withdrawing user’s ID. */
            payment_id: string;
            nick: string;
            coin_name: components["schemas"]["CoinName"];
            amount: components["schemas"]["Money"];
            handling_fee: components["schemas"]["Money"];
            settlement_amount: components["schemas"]["Money"];
            order_status: components["schemas"]["OrderStatus"];
            /** @description The reviewer’s username; null while pending. */
            audit: string | null;
            /** @description The rejection reason; null unless rejected. */
            remark: string | null;
            source: components["schemas"]["WithdrawalSource"];
            /** @description (added) Your payout id, for a payout your server asked for; null for a wallet request. */
            merchant_payout_no: string | null;
            /** @description (added) The remark your server sent with the payout; null when none. */
            note: string | null;
            create_time: components["schemas"]["Timestamp"];
            update_time: components["schemas"]["Timestamp"];
        };
        WithdrawalRecordExportRequest: {
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "update_time" | "amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, serial number or your payout id, matched exactly or as a prefix. */
            keyword?: string;
            status?: components["schemas"]["OrderStatus"];
            source?: components["schemas"]["WithdrawalSource"];
            /** @description The columns of the file, in order (1 to 50): a field of the list's rows, its header (up to 100 characters) and, for a field of named values, the name of each value (up to 50); the console sends them in the operator's language. A value without a name is written as it is. */
            columns: {
                /** @enum {string} */
                field: "order_id" | "serial_number" | "order_type" | "payment_id" | "nick" | "coin_name" | "amount" | "handling_fee" | "settlement_amount" | "order_status" | "audit" | "remark" | "source" | "merchant_payout_no" | "note" | "create_time" | "update_time" | "needs_code";
                header: string;
                values?: {
                    [key: string]: string;
                };
            }[];
        };
        WithdrawalRecordQueryData: {
            list: components["schemas"]["WithdrawalListRow"][];
            /** @description Number of rows matching the filters, over all pages, counted up to 10000: with more, it is 10000 and `total_is_exact` is false. */
            total: number;
            /** @description False when more than 10000 rows match (then `total` is 10000). Absent means true. */
            total_is_exact?: boolean;
            /** @description Send as `cursor` for the page after this one; null on the last page. */
            next_cursor?: string | null;
            /** @description Send as `cursor` for the page before this one; null on the first page. */
            prev_cursor?: string | null;
            /** @description Send as `cursor` for the last page_size rows of the list, read from the end. */
            last_cursor?: string;
        };
        WithdrawalRecordQueryRequest: {
            /**
             * @description Page number, from 1.
             * @default 1
             */
            page: number;
            /**
             * @description Rows per page, 1 to 100.
             * @default 20
             */
            page_size: number;
            /**
             * @description Field to sort by; absent means the list default (newest first).
             * @enum {string}
             */
            sort_field?: "create_time" | "update_time" | "amount";
            /** @default desc */
            sort_order: components["schemas"]["SortOrder"];
            /** @description A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000. */
            cursor?: string;
            coin_name?: components["schemas"]["CoinName"];
            /** @description Inclusive lower bound of the creation time. */
            start_time?: components["schemas"]["Timestamp"];
            /** @description Exclusive upper bound of the creation time. */
            end_time?: components["schemas"]["Timestamp"];
            /** @description Order number, serial number or your payout id, matched exactly or as a prefix. */
            keyword?: string;
            status?: components["schemas"]["OrderStatus"];
            source?: components["schemas"]["WithdrawalSource"];
        };
        WithdrawalRejectRequest: {
            /** @description The order number. */
            order_id: string;
            /** @description Why the order is rejected; stored as remark. */
            reason: string;
        };
        /**
         * @description (added) merchant_api: a payout your server asked for with /v1/open/payout/create; wallet: a payer's request in the wallet, capped by what they paid you and never review-free.
         * @enum {string}
         */
        WithdrawalSource: "merchant_api" | "wallet";
    };
    responses: never;
    parameters: {
        /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
        Language: "en" | "zh_Hans" | "zh_Hant" | "vi";
        /** @description Sent with the same value as Language. */
        AcceptLanguage: "en" | "zh_Hans" | "zh_Hant" | "vi";
        /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
        IdempotencyKey: components["schemas"]["IdempotencyKey"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["Health"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    announcementDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AnnouncementDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    announcementExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    announcementQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AnnouncementQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    announcementUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AnnouncementUnread"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutSendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutSendCodeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PhoneCodeSent"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutIdentitySubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutIdentityRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PayerProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutLoginRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PayerSession"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutOrderReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CheckoutOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutOrderEvents: {
        parameters: {
            query: {
                order_id: string;
            };
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of server-sent events; the data of each is one JSON value of the named schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutPasskeyPayOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CheckoutPasskeyPayOptionsData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutPayRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CheckoutOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutPayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PayerProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutSetPaymentPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutSetPaymentPasswordRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PayerProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutSliderStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutOrderReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SliderChallenge"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkoutSliderVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SliderVerifyRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SliderToken"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    contentDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentDocumentRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ContentDocument"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    helpArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticleRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["HelpArticle"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    helpArticles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpArticlesRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["HelpArticles"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    supportTicketExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportTicketExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    supportTicketQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportTicketQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SupportTicketQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    supportTicketSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportTicketRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SupportTicket"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accessKeyAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessKeyRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AccessKeyCreated"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accessKeyDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessKeyRevokeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accessKeyDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AccessKeyDetailData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accessKeyUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessKeyRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AccessKey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    accountDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AccountDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetSelfPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetSelfPasswordRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    stepUpOpen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpOpenRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StepUpWindow"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateGoogleSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGoogleSecretRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    assetQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AssetQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fundFlowExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundFlowExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fundFlowQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundFlowQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["FundFlowQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fundFlowStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundFlowStatsRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["FundFlowStatsData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditLogExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditLogExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    auditLogQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditLogQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AuditLogQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getGoogleSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["GoogleSecret"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPubKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PublicKey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["LoginSession"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeySignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["LoginSession"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    chargeRecordExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeRecordExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    chargeRecordQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeRecordQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ChargeRecordQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    coinFeeNotice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CoinFeeNoticeData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    coinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CoinListData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fiatWithdrawAdd: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiatWithdrawAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["FiatWithdrawOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fiatWithdrawExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiatWithdrawExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fiatWithdrawQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiatWithdrawQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["FiatWithdrawQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dashboardStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardStatsRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["DashboardStats"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enrolmentComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentCompleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["EnrolmentDone"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enrolmentDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["EnrolmentDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    kycDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["KycDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    kycSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycSubmitRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["KycSubmission"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    whitelistAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhitelistAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WhitelistEntry"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    whitelistDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhitelistDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    whitelistList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhitelistListRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WhitelistListData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    whitelistListExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhitelistListExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginLogList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginLogListRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["LoginLogListData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginLogListExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginLogListExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    marketSwitch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketSwitchRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["MarketSwitchData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyList"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegisterRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyRegisterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegisterOptionsRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyRename: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRenameRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyRequirementUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRequirementUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequirement"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyStepUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyStepUpRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StepUpWindow"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    passkeyStepUpOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adjustmentExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adjustmentPlus: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentPlusRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AdjustmentRecord"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adjustmentQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AdjustmentQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adjustmentUserGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentUserGetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AdjustmentUser"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    paymentMethodAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    paymentMethodDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    paymentMethodExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    paymentMethodQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PaymentMethodQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    paymentMethodUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SessionQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRevokeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sessionRevokeOthers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SessionsRevoked"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transferAdd: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["TransferRecord"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transferExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transferQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["TransferQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transferQueryBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferQueryBalanceRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["TransferBalance"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transferRecipientGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRecipientGetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["TransferRecipient"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtAssetsQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtAssetsQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtAssetsQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtRechargeAdd: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtRechargeAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtRechargeOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtRechargeExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtRechargeExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtRechargeQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtRechargeQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtRechargeQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtWithdrawAdd: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtWithdrawAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtWithdrawOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtWithdrawExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtWithdrawExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtWithdrawQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdtWithdrawQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtWithdrawQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    usdtSettingQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UsdtSetting"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    webhookDeliveryExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDeliveryExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    webhookDeliveryQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDeliveryQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WebhookDeliveryQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    webhookDeliveryResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDeliveryReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    webhookEndpointUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["AccessKey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    webhookTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFreeLimitQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewFreeLimitQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFreeLimitUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFreeLimitUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewFreeLimitUpdateData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalApprove: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WithdrawalRecord"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalBatchApprove: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalBatchApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WithdrawalBatchResult"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalBatchReject: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalBatchRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WithdrawalBatchResult"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalRecordExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRecordExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalRecordQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRecordQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WithdrawalRecordQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawalReject: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WithdrawalRecord"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openOrderClose: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenOrderReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openOrderCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenOrderCreateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openOrderQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenOrderReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["OpenOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openPayoutCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayoutCreateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["OpenPayout"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    openPayoutQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayoutReference"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["OpenPayout"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffAnnouncement"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementPublishRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffAnnouncement"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformAnnouncementQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffAnnouncement"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAnnouncementWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAnnouncementWithdrawRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAuditExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAuditExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformAuditQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformAuditQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformAuditQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeySignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeySignInRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffSignedIn"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeySignInOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignInRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffSignedIn"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffSignOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffEnrolmentComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffEnrolmentCompleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffEnrolmentDone"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffEnrolmentDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffEnrolmentDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffEnrolmentDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleCreateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffHelpArticle"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffHelpArticle"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformHelpArticleQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformHelpArticleUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformHelpArticleUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffHelpArticle"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMaintenanceSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMaintenanceSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["MaintenanceState"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffIdentity"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantCreateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformMerchantCreated"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformMerchantDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantFeeQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["MerchantFeeSchedule"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantFeeSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantFeeSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformMerchantQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantSuspendRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformMerchant"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformMerchantSuspend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformMerchantSuspendRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformMerchant"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeyDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyList"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeyRegisterRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyRegisterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeyRegisterOptionsRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyRequirementUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeyRequirementUpdateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffPasskeyRequirement"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyStepUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPasskeyStepUpRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffPasskeyStepUp"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffPasskeyStepUpOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFiatWithdrawalApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFiatWithdrawalApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewFiatWithdrawal"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFiatWithdrawalExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFiatWithdrawalExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFiatWithdrawalQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFiatWithdrawalQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewFiatWithdrawalQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewFiatWithdrawalReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewFiatWithdrawalRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewFiatWithdrawal"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewKycApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewKycApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewKycSubmission"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewKycDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewKycDocumentRequest"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description The file’s bytes (Content-Disposition: inline), with the content type read from them at upload. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewKycExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewKycExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewKycQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewKycQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewKycQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewKycReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewKycRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewKycSubmission"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewPendingCounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewPendingCounts"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewThresholdQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["FourEyesThresholds"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewThresholdSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewThresholdSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtRecharge"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeBatchApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeBatchApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtRechargeBatchResult"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeBatchReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeBatchRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtRechargeBatchResult"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtRechargeQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtRechargeReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtRechargeRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtRecharge"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtWithdrawalApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtWithdrawalApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtWithdrawal"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtWithdrawalExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtWithdrawalExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtWithdrawalQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtWithdrawalQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtWithdrawalQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewUsdtWithdrawalReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUsdtWithdrawalRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["ReviewUsdtWithdrawal"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangeApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChangeApproveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangeDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChangeDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangeExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChangeExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangePendingCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChangePendingCountData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangeQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChangeQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChangeQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ruleChangeReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RuleChangeRejectRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffSessionQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffSessionQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffSessionRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSessionRevokeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformCoinMinimumsSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformCoinMinimumsSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformSettings"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformDepositAddressAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformDepositAddressAddRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformDepositAddressCounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["DepositAddressCounts"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformDepositAddressExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformDepositAddressExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformDepositAddressQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformDepositAddressQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformDepositAddressQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformCoinFeeRatesSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformCoinFeeRatesSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformSettingsQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformSettings"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformUsdtMinimumsSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformUsdtMinimumsSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformSettings"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformUsdtRateSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformUsdtRateSetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCreateRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffResetRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffResumeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffRoleChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRoleChangeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["RuleChange"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffSuspend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSuspendRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    staffStepUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffStepUpRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffStepUp"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformTicketAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTicketAttachmentRequest"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description The file’s bytes (Content-Disposition: inline), with the content type read from them at upload. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformTicketDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTicketDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffSupportTicket"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformTicketExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTicketExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformTicketQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTicketQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformTicketQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformTicketReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformTicketReplyRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["StaffSupportTicket"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformWalletUserDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformWalletUserDetailRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformWalletUserDetail"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformWalletUserExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformWalletUserExportRequest"];
            };
        };
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="<list>-<date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformWalletUserQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformWalletUserQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformWalletUserQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformWalletUserResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformWalletUserSuspendRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformWalletUser"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    platformWalletUserSuspend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformWalletUserSuspendRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PlatformWalletUser"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    systemCoinQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SystemCoinQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SystemCoinQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fileDownload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileReference"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description The file’s bytes (Content-Disposition: attachment). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    filePreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileReference"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description The file’s bytes (Content-Disposition: inline). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fileUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUploadRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UploadedFile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    userConfigGet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["UserConfig"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletBankCardBind: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletBankCardRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletHistoryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletHistoryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletIdentitySubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletIdentityRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletMerchantPay: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPayMerchantRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletMerchantPayment"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletMerchantResolve: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletMerchantResolveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletMerchant"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletOrderPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPayOrderRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CheckoutOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletOrderResolve: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletResolveRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["CheckoutOrder"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPasskeyDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPasskeyDeleteRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPasskeyList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PayerPasskeyList"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPasskeyPayOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPasskeyRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPasskeyRegisterRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPasskeyRegisterOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPasskeyRegisterOptionsRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPaymentPasswordChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletChangePaymentPasswordRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPaymentPasswordSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSetPaymentPasswordRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPhoneBind: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPhoneBindRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletProfile"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletPhoneSendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletPhoneSendCodeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PhoneCodeSent"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSessionQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletSessionQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSessionRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSessionRevokeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSessionRevokeOthers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletSessionsRevoked"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSignInRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletSession"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSignOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["NoData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSignUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSignUpRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletSession"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSignUpSendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletSendCodeRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["PhoneCodeSent"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSliderStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SliderChallenge"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletSliderVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SliderVerifyRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["SliderToken"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletWithdrawalClaim: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletWithdrawalClaimRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletWithdrawalClaim"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletWithdrawalCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletWithdrawalRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletWithdrawal"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletWithdrawalMerchants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletWithdrawalMerchantsData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    walletWithdrawalQuery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletWithdrawalQueryRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["WalletWithdrawalQueryData"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkUpdateMch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans. */
                Language?: components["parameters"]["Language"];
                /** @description Sent with the same value as Language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckUpdateMchRequest"];
            };
        };
        responses: {
            /** @description Success: code 200 or 6032, 6016 with a warning in detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ResultCode"];
                        /** @description A short machine-readable word, e.g. 'ok', 'invalid_input'. */
                        msg: string;
                        /** @description Human-readable text in the request language; shown in error toasts. */
                        detail: string;
                        data: components["schemas"]["MerchantUpdateCheck"];
                    };
                };
            };
            /** @description Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
