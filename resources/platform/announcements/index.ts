import Campaign from '@mui/icons-material/Campaign';
import { endpoints } from '../../../openapi/endpoints';
import { AnnouncementState } from '../../../openapi/platformContent';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { BodyInputs, PublishTimeInput, TitleInputs } from './inputs';
import { announcementsLabels } from './labels';

const name = 'announcement';

const stateChoices = choicesOf({ name, labels: announcementsLabels }, 'announcementState', AnnouncementState.options, { scheduled: 'info', published: 'success' });

/**
 * The platform's announcements to every merchant (docs/platform.md, "Announcements and support"): support and
 * administrators list them, published and scheduled, and publish one in the four languages, now or from a later time.
 * Merchants read them in their console's announcements, in their language.
 */
export const announcements = defineResource({
  name,
  labels: announcementsLabels,
  menu: { id: 31, name: '公告', lang: 'platformAnnouncements', icon: 'campaign', group: 'content' },
  icon: Campaign,
  api: { idField: 'id', list: endpoints.platformAnnouncementQuery, create: endpoints.platformAnnouncementPublish },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'title', kind: 'values', areas: ['column', 'form'], input: TitleInputs, required: true },
    { source: 'body_html', kind: 'values', areas: ['form'], input: BodyInputs, required: true },
    { source: 'state', kind: 'status', choices: stateChoices, areas: ['column', 'filter'] },
    { source: 'publish_time', kind: 'datetime', areas: ['column', 'form'], input: PublishTimeInput },
  ],
  recordRepresentation: (record) => String((record.title as Record<string, string> | undefined)?.en ?? record.id),
  list: { filters: ['state'], sort: { field: 'publish_time', order: 'DESC' }, perPage: 20, card: { title: 'title', lines: ['publish_time'] } },
  create: {
    groups: [
      { title: 'title', fields: ['title'] },
      { title: 'body', fields: ['body_html'] },
      { title: 'when', fields: ['publish_time'] },
    ],
    success: 'submit',
  },
  capabilities: { create: true },
});
