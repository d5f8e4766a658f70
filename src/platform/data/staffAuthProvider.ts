import type { AuthProvider, UserIdentity } from 'react-admin';
import type { RequestInput, ResponseOf } from '../../../openapi/endpoints';
import { challengeOfError, checkSessionError, withEncryptedPassword, type LoginParams, type PasskeyLoginParams } from '../../data/authProvider';
import { answeringChallenge } from '../../data/signInChallenge';
import { passkeySession } from '../../data/passkeys';
import { contractCalls } from '../../data/contract.atBuild';
import { dataOf, loginPath, type HttpClient } from '../../data/httpClient';
import { storage, StorageKey } from '../../data/storage';
import { errorKeys } from '../../i18n/errors';
import { staffHttpClient } from './staffHttp';

/** The signed-in staff member as stored at sign-in (`platform/me` answers the same). */
export type StaffIdentity = ResponseOf<'staffMe'>;

function identityOf(staff: StaffIdentity): UserIdentity {
  return { ...staff, id: staff.id, fullName: staff.username };
}

/**
 * react-admin's auth provider for the platform console: the staff sign-in (the password encrypted as an operator's, or a passkey),
 * the staff token and identity kept under their own keys, and the member's role as react-admin's permissions, which
 * the menu and the record screens read to offer only what the role may do.
 */
export function createStaffAuthProvider(http: HttpClient): AuthProvider {
  async function loadIdentity(): Promise<StaffIdentity> {
    const staff = await dataOf(http.post<StaffIdentity>(contractCalls.staffMe.path, {} satisfies RequestInput<'staffMe'>));
    storage.setJson(StorageKey.staffIdentity, staff);
    return staff;
  }

  async function identity(): Promise<StaffIdentity> {
    const stored = storage.getJson<StaffIdentity>(StorageKey.staffIdentity);
    if (stored) return stored;
    if (!storage.get(StorageKey.staffToken)) throw new Error(errorKeys.loginRequired);
    return loadIdentity();
  }

  async function signInWithPassword(params: LoginParams): Promise<ResponseOf<'staffSignIn'>> {
    const body = (await withEncryptedPassword(http, params)) satisfies RequestInput<'staffSignIn'>;
    return answeringChallenge((answer) => dataOf(http.post<ResponseOf<'staffSignIn'>>(contractCalls.staffSignIn.path, { ...body, ...answer })), challengeOfError);
  }

  return {
    async login(params: LoginParams | PasskeyLoginParams) {
      const { staff_token, staff } =
        'passkey' in params
          ? await passkeySession<ResponseOf<'staffPasskeySignIn'>>(http, { signInOptions: contractCalls.staffPasskeySignInOptions.path, signIn: contractCalls.staffPasskeySignIn.path })
          : await signInWithPassword(params);
      storage.set(StorageKey.staffToken, staff_token);
      storage.setJson(StorageKey.staffIdentity, staff);
    },

    async logout() {
      if (storage.get(StorageKey.staffToken)) {
        await http.post(contractCalls.staffSignOut.path, {}, { quiet: true }).catch(() => undefined);
      }
      storage.remove(StorageKey.staffToken);
      storage.remove(StorageKey.staffIdentity);
      return loginPath;
    },

    async checkAuth() {
      if (!storage.get(StorageKey.staffToken)) throw { redirectTo: loginPath, message: false };
    },

    checkError: checkSessionError,

    async getIdentity() {
      return identityOf(await identity());
    },

    /** The member's role: what the menu and the screens offer follows it (the server checks it again on every call). */
    async getPermissions() {
      if (!storage.get(StorageKey.staffToken)) return undefined;
      return (await identity()).role;
    },
  };
}

export const staffAuthProvider: AuthProvider = createStaffAuthProvider(staffHttpClient);
