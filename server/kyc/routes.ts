import { endpoints } from '../../openapi/endpoints';
import { actorOf } from '../audit/audit';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { kycDetail, submitKyc } from './kyc';

export function registerKycRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.kycDetail, ({ signedIn }) => kycDetail(context.db, context.config.secretBox, signedIn.merchantId));
  routes.signedIn(endpoints.kycSubmit, (call) => submitKyc(context.db, context.config.secretBox, call.body, actorOf(call)));
}
