import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { accessKeyDetail, createAccessKey, revokeAccessKey, updateAccessKey } from './accessKeys';

export function registerAccessKeyRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.accessKeyDetail, ({ signedIn }) => accessKeyDetail(context, signedIn));
  routes.signedIn(endpoints.accessKeyAdd, ({ body, signedIn, ip, now }) => createAccessKey(context, signedIn, body, ip, now));
  routes.signedIn(endpoints.accessKeyUpdate, ({ body, signedIn, ip, now }) => updateAccessKey(context, signedIn, body, ip, now));
  routes.signedIn(endpoints.accessKeyDelete, ({ body, signedIn, ip, now }) => revokeAccessKey(context, signedIn, body, ip, now));
}
