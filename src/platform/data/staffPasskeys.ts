import { contractCalls } from '../../data/contract.atBuild';
import type { PasskeyOwner } from '../../data/passkeys';
import { staffHttpClient } from './staffHttp';

/** The staff's passkey calls (/v1/platform/…passkey…), with the staff session: the platform console's passkey owner. */
export const staffPasskeys: PasskeyOwner = {
  http: staffHttpClient,
  paths: {
    signInOptions: contractCalls.staffPasskeySignInOptions.path,
    signIn: contractCalls.staffPasskeySignIn.path,
    stepUpOptions: contractCalls.staffPasskeyStepUpOptions.path,
    stepUp: contractCalls.staffPasskeyStepUp.path,
    registerOptions: contractCalls.staffPasskeyRegisterOptions.path,
    register: contractCalls.staffPasskeyRegister.path,
    list: contractCalls.staffPasskeyList.path,
    remove: contractCalls.staffPasskeyDelete.path,
    requirement: contractCalls.staffPasskeyRequirementUpdate.path,
  },
};
