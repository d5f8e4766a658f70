import MenuBook from '@mui/icons-material/MenuBook';
import { endpoints } from '../../../openapi/endpoints';
import { HelpTopic } from '../../../openapi/help';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { FourLanguageContent } from '../announcements/content';
import { BodyInputs, TitleInputs } from '../announcements/inputs';
import { helpArticlesLabels } from './labels';

const name = 'help/article';

const topicChoices = choicesOf({ name, labels: helpArticlesLabels }, 'helpTopic', HelpTopic.options);

const form = {
  groups: [
    { title: 'publishing', fields: ['topic', 'published'] },
    { title: 'title', fields: ['title'] },
    { title: 'body', fields: ['body_html'] },
  ],
} as const;

/**
 * The help center's articles (docs/platform.md, "Announcements and support"), which merchants search and read in their
 * language: support and administrators list every one, published or not, add one in the four languages (its slug made
 * from the English title, never changed after), change, unpublish or delete it. The bodies are the rich text the server
 * keeps (sanitized when saved).
 */
export const helpArticles = defineResource({
  name,
  labels: helpArticlesLabels,
  menu: { id: 33, name: '帮助文章', lang: 'platformHelpArticles', icon: 'menu_book', group: 'content' },
  icon: MenuBook,
  api: {
    idField: 'id',
    list: endpoints.platformHelpArticleQuery,
    detail: endpoints.platformHelpArticleDetail,
    create: endpoints.platformHelpArticleCreate,
    update: endpoints.platformHelpArticleUpdate,
    delete: endpoints.platformHelpArticleDelete,
  },
  fields: [
    { source: 'id', kind: 'text', areas: ['column', 'detail'] },
    { source: 'title', kind: 'values', areas: ['column', 'form'], input: TitleInputs, required: true },
    { source: 'body_html', kind: 'values', areas: ['form'], input: BodyInputs, required: true },
    { source: 'topic', kind: 'choice', choices: topicChoices, areas: ['column', 'filter', 'form', 'detail'], required: true },
    { source: 'published', kind: 'boolean', areas: ['column', 'filter', 'form', 'detail'], defaultValue: false },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'detail'] },
    { source: 'update_time', kind: 'datetime', areas: ['column', 'detail'] },
  ],
  recordRepresentation: (record) => String((record.title as Record<string, string> | undefined)?.en ?? record.id),
  list: {
    filters: ['topic', 'published', 'keyword'],
    keyword: true,
    sort: { field: 'update_time', order: 'DESC' },
    perPage: 20,
    priority: { create_time: 3, update_time: 2 },
    card: { title: 'id', lines: ['title', 'topic', 'published'] },
  },
  detail: { groups: [{ title: 'article', fields: ['id', 'topic', 'published', 'create_time', 'update_time'], part: FourLanguageContent }] },
  create: { ...form, success: 'add' },
  edit: { ...form, success: 'edit' },
  capabilities: { create: true, edit: true, delete: true },
});
