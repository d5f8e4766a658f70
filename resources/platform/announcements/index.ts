import Campaign from '@mui/icons-material/Campaign';
import { endpoints } from '../../../openapi/endpoints';
import { AnnouncementState } from '../../../openapi/platformContent';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { FourLanguageContent } from './content';
import { BodyInputs, PublishTimeInput, TitleInputs } from './inputs';
import { announcementsLabels } from './labels';

const name = 'announcement';

const stateChoices = choicesOf({ name, labels: announcementsLabels }, 'announcementState', AnnouncementState.options, { scheduled: 'info', published: 'success' });

const form = {
  groups: [
    { title: 'title', fields: ['title'] },
    { title: 'body', fields: ['body_html'] },
    { title: 'when', fields: ['publish_time'] },
  ],
  success: 'submit',
} as const;

/**
 * The platform's announcements to every merchant (docs/platform.md, "Announcements and support"): support and
 * administrators list them, published and scheduled, read one in its four languages, and publish one, now or from a
 * later time. One still scheduled may be changed; any may be withdrawn, which deletes it (a published one is never
 * changed under merchants who may have read it: it is withdrawn and published anew). Merchants read them in their
 * console's announcements, in their language.
 */
export const announcements = defineResource({
  name,
  labels: announcementsLabels,
  menu: { id: 31, name: '公告', lang: 'platformAnnouncements', icon: 'campaign', group: 'content' },
  icon: Campaign,
  api: {
    idField: 'id',
    list: endpoints.platformAnnouncementQuery,
    detail: endpoints.platformAnnouncementDetail,
    create: endpoints.platformAnnouncementPublish,
    update: endpoints.platformAnnouncementUpdate,
  },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'title', kind: 'values', areas: ['column', 'form'], input: TitleInputs, required: true },
    { source: 'body_html', kind: 'values', areas: ['form'], input: BodyInputs, required: true },
    { source: 'state', kind: 'status', choices: stateChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'publish_time', kind: 'datetime', areas: ['column', 'form', 'detail'], input: PublishTimeInput },
  ],
  recordRepresentation: (record) => String((record.title as Record<string, string> | undefined)?.en ?? record.id),
  list: { filters: ['state'], sort: { field: 'publish_time', order: 'DESC' }, perPage: 20, card: { title: 'title', lines: ['publish_time'] } },
  detail: { groups: [{ title: 'announcement', fields: ['state', 'publish_time'], part: FourLanguageContent }] },
  create: form,
  edit: { ...form, success: 'edit', when: { state: 'scheduled' } },
  actions: [{ kind: 'reason', name: 'withdraw', call: endpoints.platformAnnouncementWithdraw, reason: false, removes: true }],
  capabilities: { create: true, edit: true },
});
