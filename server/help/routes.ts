import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import type { Routes } from '../http/route';
import { listTickets, readArticle, searchArticles, submitTicket } from './help';

export function registerHelpRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.helpArticles, async ({ body, language }) => searchArticles(body, language));
  routes.signedIn(endpoints.helpArticle, async ({ body, language }) => readArticle(body.id, language));
  routes.signedIn(endpoints.supportTicketSubmit, ({ body, signedIn, now }) => submitTicket(context.db, signedIn.merchantId, body, now));
  routes.signedIn(endpoints.supportTicketQuery, ({ body, signedIn }) => listTickets(context.db, signedIn.merchantId, body, pageOf(body)));
}
