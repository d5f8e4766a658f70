import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { storedUserAgent } from '../auth/userAgent';
import {
  listPasskeys,
  register,
  registrationOptions,
  remove,
  rename,
  setRequirement,
  signInOptions,
  signInOperatorWithPasskey,
  stepUpOptions,
  stepUpWithPasskey,
} from './operators';

export function registerPasskeyRoutes(routes: Routes, context: AppContext) {
  // Before any sign-in, like login: the passkey says who signs in.
  routes.open(endpoints.passkeySignInOptions, ({ now }) => signInOptions(context, now));
  routes.open(endpoints.passkeySignIn, ({ body, ip, now, request, reply }) => signInOperatorWithPasskey(context, body, ip, now, storedUserAgent(request.headers['user-agent']), reply));

  routes.signedIn(endpoints.passkeyStepUpOptions, (call) => stepUpOptions(context, call));
  routes.signedIn(endpoints.passkeyStepUp, (call) => stepUpWithPasskey(context, call));

  routes.signedIn(endpoints.passkeyRegisterOptions, (call) => registrationOptions(context, call));
  routes.signedIn(endpoints.passkeyRegister, (call) => register(context, call));
  routes.signedIn(endpoints.passkeyList, ({ signedIn }) => listPasskeys(context, signedIn));
  routes.signedIn(endpoints.passkeyRename, (call) => rename(context, call));
  routes.signedIn(endpoints.passkeyDelete, (call) => remove(context, call));
  routes.signedIn(endpoints.passkeyRequirementUpdate, (call) => setRequirement(context, call));
}
