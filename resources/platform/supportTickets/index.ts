import SupportAgent from '@mui/icons-material/SupportAgent';
import { endpoints } from '../../../openapi/endpoints';
import { SupportTicketStatus } from '../../../openapi/help';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { supportTicketsLabels } from './labels';
import { TicketReply } from './reply';
import { TicketThread } from './thread';

const name = 'support/ticket';

const statusChoices = choicesOf({ name, labels: supportTicketsLabels }, 'ticketStatus', SupportTicketStatus.options, { open: 'warning', answered: 'success', closed: 'default' });

/**
 * Every merchant's questions to support (docs/platform.md, "Announcements and support"), the most recently active
 * first, filtered by status, merchant and the time of the last activity. Support and administrators open one to read
 * the question with its replies and their attachments (previewed, to open or download) and answer it under the thread,
 * closing it or not; the merchant reads the reply in their help center.
 */
export const supportTickets = defineResource({
  name,
  labels: supportTicketsLabels,
  menu: { id: 32, name: '客服工单', lang: 'platformSupportTickets', icon: 'support_agent', group: 'content' },
  icon: SupportAgent,
  api: { idField: 'id', list: endpoints.platformTicketQuery, detail: endpoints.platformTicketDetail },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'subject', kind: 'text', areas: ['column'] },
    { source: 'merchant_name', kind: 'text', areas: ['column'] },
    { source: 'merchant_id', kind: 'text', areas: ['column', 'filter'], copyable: true },
    { source: 'status', kind: 'status', choices: statusChoices, areas: ['column', 'filter'] },
    { source: 'create_time', kind: 'datetime', areas: ['column'] },
    { source: 'update_time', kind: 'datetime', areas: ['column', 'filter'] },
  ],
  recordRepresentation: 'subject',
  list: {
    filters: ['status', 'merchant_id', 'update_time'],
    sort: { field: 'update_time', order: 'DESC' },
    perPage: 20,
    priority: { merchant_id: 2, create_time: 2 },
    card: { title: 'subject', lines: ['merchant_name', 'update_time'] },
  },
  detail: {
    groups: [
      { fields: [], part: TicketThread },
      { fields: [], part: TicketReply },
    ],
  },
  capabilities: {},
});
