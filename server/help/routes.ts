import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import type { Routes } from '../http/route';
import { readArticle, searchArticles } from './articles';
import { listTickets, submitTicket } from './help';

export function registerHelpRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.helpArticles, ({ body, language }) => searchArticles(context.db, body, language));
  routes.signedIn(endpoints.helpArticle, ({ body, language }) => readArticle(context.db, body.id, language));
  routes.signedIn(endpoints.supportTicketSubmit, ({ body, signedIn, now }) => submitTicket(context.db, signedIn.merchantId, body, now));
  routes.signedIn(endpoints.supportTicketQuery, ({ body, signedIn }) => listTickets(context.db, signedIn.merchantId, body, pageOf(body)));
}
