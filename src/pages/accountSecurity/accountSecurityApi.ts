import { endpoints } from '../../../openapi/endpoints';
import type { RequestInput, ResponseOf } from '../../../openapi/endpoints';
import { dataOf, httpClient } from '../../data/httpClient';
import type { HttpClient } from '../../data/httpClient';
import { encryptPassword } from '../../data/passwordCipher';

export type AccountDetail = ResponseOf<'accountDetail'>;
export type AuthenticatorKey = ResponseOf<'getGoogleSecret'>;
export type ActiveSession = ResponseOf<'sessionQuery'>['list'][number];
export type { Passkey, Passkeys } from '../../data/passkeys';

/** What the change-password form sends once checked: the passwords in clear, before encryption. */
export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * The calls of Account and security (spec section 7, Account and Auth). They are no record screen's,
 * so they are not in the data provider; the page uses these instead of calling the HTTP client itself.
 */
export function createAccountSecurityApi(http: HttpClient) {
  return {
    /** The signed-in merchant's account, read afresh (the stored userInfo may be older). */
    readAccount(signal?: AbortSignal): Promise<AccountDetail> {
      return dataOf(http.post<AccountDetail>(endpoints.accountDetail.path, {} satisfies RequestInput<'accountDetail'>, signal ? { signal } : {}));
    },

    /**
     * Encrypts the three passwords with the server's public key, exactly as the login does, and changes
     * the password. The server checks the confirmation again after decrypting it.
     */
    async changePassword({ old_password, new_password, confirm_password }: PasswordChange): Promise<void> {
      const { pub_key } = await dataOf(http.post<ResponseOf<'getPubKey'>>(endpoints.getPubKey.path, {}));
      const body: RequestInput<'resetSelfPassword'> = {
        old_password: await encryptPassword(old_password, pub_key),
        new_password: await encryptPassword(new_password, pub_key),
        confirm_password: await encryptPassword(confirm_password, pub_key),
      };
      await dataOf(http.post(endpoints.resetSelfPassword.path, body));
    },

    /** A new authenticator key to scan; the server keeps it pending until it is bound. */
    newAuthenticatorKey(): Promise<AuthenticatorKey> {
      return dataOf(http.post<AuthenticatorKey>(endpoints.getGoogleSecret.path, {}));
    },

    /** The account's sessions that have not ended, the caller's marked `current`. */
    async listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
      const answer = await dataOf(
        http.post<ResponseOf<'sessionQuery'>>(endpoints.sessionQuery.path, {} satisfies RequestInput<'sessionQuery'>, signal ? { signal } : {}),
      );
      return answer.list;
    },

    /** Ends one session: its next call is refused. */
    async endSession(id: number): Promise<void> {
      await dataOf(http.post(endpoints.sessionRevoke.path, { id } satisfies RequestInput<'sessionRevoke'>));
    },

    /** Ends every session but this one; answers how many ended. */
    async endOtherSessions(): Promise<number> {
      const answer = await dataOf(http.post<ResponseOf<'sessionRevokeOthers'>>(endpoints.sessionRevokeOthers.path, {}));
      return answer.count;
    },

    /** The operator's passkeys, and whether the merchant requires them. */
    /** Binds the pending key, proven by a code of the current authenticator and one of the new key. */
    async bindAuthenticatorKey(body: RequestInput<'updateGoogleSecret'>): Promise<void> {
      await dataOf(http.post(endpoints.updateGoogleSecret.path, body));
    },
  };
}

export const accountSecurityApi = createAccountSecurityApi(httpClient);
