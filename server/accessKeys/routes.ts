import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { accessKeyDetail, createAccessKey, revokeAccessKey, updateAccessKey } from './accessKeys';

export function registerAccessKeyRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.accessKeyDetail, ({ signedIn }) => accessKeyDetail(context, signedIn));
  routes.signedIn(endpoints.accessKeyAdd, (call) => createAccessKey(context, call, call.body));
  routes.signedIn(endpoints.accessKeyUpdate, (call) => updateAccessKey(context, call, call.body));
  routes.signedIn(endpoints.accessKeyDelete, (call) => revokeAccessKey(context, call, call.body));
}
