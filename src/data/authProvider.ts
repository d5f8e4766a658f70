import type { AuthProvider, UserIdentity } from 'react-admin';
import { ResultCode } from '../../openapi/codes';
import type { RequestInput, ResponseOf } from '../../openapi/endpoints';
import { errorKeys } from '../i18n/errors';
import { contractCalls } from './contract.atBuild';
import { ApiError, dataOf, httpClient, loginPath, RequestError, restrictedPath } from './httpClient';
import type { HttpClient } from './httpClient';
import { encryptPassword } from './passwordCipher';
import { passkeySession } from './passkeys';
import { answeringChallenge, challengeOf } from './signInChallenge';
import { storage, StorageKey } from './storage';

/** What the login form submits. */
export interface LoginParams {
  username: string;
  password: string;
  /** The authenticator code. */
  google_code: string;
}

/** "Sign in with a passkey": the browser offers the passkeys of this site, and the one chosen says who signs in. */
export interface PasskeyLoginParams {
  passkey: true;
}

/** The stored account detail (`userInfo`). */
export type StoredUserInfo = ResponseOf<'accountDetail'>;

function identityOf(userInfo: Partial<StoredUserInfo>): UserIdentity {
  const fullName = userInfo.name || userInfo.username;
  return {
    ...userInfo,
    id: userInfo.merchant_id ?? '',
    ...(fullName ? { fullName } : {}),
  };
}

function codeOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError || error instanceof RequestError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The sign-in form's values with the password encrypted by the server's key (`get_pub_key`), as both consoles send them. */
export async function withEncryptedPassword(http: HttpClient, { username, password, google_code }: LoginParams): Promise<LoginParams> {
  const { pub_key } = await dataOf(http.post<ResponseOf<'getPubKey'>>(contractCalls.getPubKey.path, {}));
  return { username, password: await encryptPassword(password, pub_key), google_code };
}

/** The challenge a console's refused sign-in asks for (code 4028), if any. */
export const challengeOfError = (error: unknown) => (error instanceof ApiError ? challengeOf(error.code, error.data) : null);

/**
 * What a failed call means for the session (react-admin's `checkError`): a 401 signs out, with a message; the
 * maintenance answer has shown its own; a suspended account or a refused IP goes to the restricted page.
 */
export async function checkSessionError(error: unknown): Promise<void> {
  const code = codeOf(error);
  if (statusOf(error) === 401 || code === ResultCode.unauthorized) {
    throw { redirectTo: loginPath, message: errorKeys.sessionExpired };
  }
  // The HTTP client already showed the maintenance toast; no second "logged out" message.
  if (code === ResultCode.maintenance) throw { redirectTo: loginPath, message: false };
  if (code === ResultCode.ipNotAllowed || code === ResultCode.suspended) {
    throw { redirectTo: restrictedPath, message: false };
  }
}

/**
 * react-admin's auth provider for the merchant console (spec sections 4 and 7).
 * The session is the stored token, from a password sign-in or a passkey's; the identity is the stored account detail.
 */
export function createAuthProvider(http: HttpClient): AuthProvider {
  async function loadUserInfo(): Promise<StoredUserInfo> {
    const detail = await dataOf(http.post<StoredUserInfo>(contractCalls.accountDetail.path, {} satisfies RequestInput<'accountDetail'>));
    storage.setJson(StorageKey.userInfo, detail);
    return detail;
  }

  async function passwordSession(params: LoginParams): Promise<ResponseOf<'login'>> {
    const loginBody: RequestInput<'login'> = await withEncryptedPassword(http, params);
    return answeringChallenge((answer) => dataOf(http.post<ResponseOf<'login'>>(contractCalls.login.path, { ...loginBody, ...answer })), challengeOfError);
  }

  return {
    async login(params: LoginParams | PasskeyLoginParams) {
      const { token } = 'passkey' in params ? await passkeySession(http) : await passwordSession(params);
      storage.set(StorageKey.token, token);
      try {
        await loadUserInfo();
      } catch (error) {
        // Logged in means the identity is known: without the account detail the session is not started.
        storage.remove(StorageKey.token);
        throw error;
      }
    },

    async logout() {
      if (storage.get(StorageKey.token)) {
        await http.post(contractCalls.logout.path, {}, { quiet: true }).catch(() => undefined);
      }
      storage.remove(StorageKey.token);
      storage.remove(StorageKey.userInfo);
      return loginPath;
    },

    async checkAuth() {
      // Someone who has not signed in yet is simply shown the login page: no error toast.
      if (!storage.get(StorageKey.token)) {
        throw { redirectTo: loginPath, message: false };
      }
    },

    checkError: checkSessionError,

    async getIdentity() {
      const stored = storage.getJson<Partial<StoredUserInfo>>(StorageKey.userInfo);
      if (stored) return identityOf(stored);
      if (!storage.get(StorageKey.token)) throw new Error(errorKeys.loginRequired);
      return identityOf(await loadUserInfo());
    },

    async getPermissions() {
      return 'merchant';
    },
  };
}

export const authProvider: AuthProvider = createAuthProvider(httpClient);
