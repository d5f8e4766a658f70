/**
 * The help center's articles (help_articles): merchants search and read the published ones in their language
 * (help/articles, help/article); platform support lists, adds, changes and deletes them in every language
 * (platform/help/article/*), each change with its platform audit row. Titles are plain text; bodies are sanitized
 * when saved, and again when served.
 */
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import type { AuditValues } from '../audit/audit';
import { sanitizedInEachLanguage, sanitizeRichText, textOf } from '../content/sanitize';
import type { Executor } from '../db/client';
import { containsText, startsWith } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { helpArticles } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import { platformAudit, type StaffActor } from '../staff/audit';
import { summaryOf } from './help';
import { topicTitles, type Topic } from './topics';

type ArticleRow = typeof helpArticles.$inferSelect;
type StaffHelpArticle = ResponseOf<'platformHelpArticleDetail'>;

/** Lower case, without accents: "thanh toán" finds "Thanh toan" and the reverse. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (row: ArticleRow, language: ApiLanguage) => ({ title: row.title[language] ?? '', body: row.bodyHtml[language] ?? '' });

function matches(row: ArticleRow, language: ApiLanguage, keywords: string[]): boolean {
  const { title, body } = words(row, language);
  const haystack = folded(`${title} ${textOf(body)}`);
  return keywords.every((word) => haystack.includes(word));
}

/** The published articles in the help center's order. Few enough to search in the process, accent-blind. */
const publishedArticles = (db: Executor) => db.select().from(helpArticles).where(eq(helpArticles.published, true)).orderBy(asc(helpArticles.position));

export async function searchArticles(db: Executor, body: RequestOf<'helpArticles'>, language: ApiLanguage): Promise<ResponseOf<'helpArticles'>> {
  const keywords = folded(body.keyword ?? '').split(/\s+/).filter(Boolean);
  const found = (await publishedArticles(db)).filter((row) => matches(row, language, keywords));
  return {
    topics: (Object.keys(topicTitles) as Topic[]).map((topic) => ({
      topic,
      title: topicTitles[topic][language],
      count: found.filter((row) => row.topic === topic).length,
    })),
    list: found
      .filter((row) => !body.topic || row.topic === body.topic)
      .map((row) => ({ id: row.id, topic: row.topic as Topic, title: words(row, language).title, summary: summaryOf(words(row, language).body) })),
  };
}

/** One published article for a merchant; an unpublished or deleted one is the same "does not exist". */
export async function readArticle(db: Executor, id: string, language: ApiLanguage): Promise<ResponseOf<'helpArticle'>> {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  if (!row || !row.published) throw notFound('kassa.server.articleNotFound');
  const { title, body } = words(row, language);
  return { id: row.id, topic: row.topic as Topic, title, summary: summaryOf(body), body_html: sanitizeRichText(body) };
}

// ---------- platform support ----------

export function staffHelpArticleView(row: ArticleRow): StaffHelpArticle {
  return {
    id: row.id,
    topic: row.topic as Topic,
    title: row.title as Record<ApiLanguage, string>,
    body_html: row.bodyHtml as Record<ApiLanguage, string>,
    published: row.published,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

export async function staffHelpArticles(
  db: Executor,
  query: { topic?: Topic | undefined; published?: boolean | undefined; keyword?: string | undefined; order: 'asc' | 'desc'; paging: PageRequest },
): Promise<{ list: StaffHelpArticle[] } & PageInfo> {
  const conditions: SQL[] = [];
  if (query.topic) conditions.push(eq(helpArticles.topic, query.topic));
  if (query.published !== undefined) conditions.push(eq(helpArticles.published, query.published));
  if (query.keyword) {
    const inTitles = apiLanguages.map((language) => containsText(sql`${helpArticles.title}->>${language}`, query.keyword!));
    conditions.push(or(startsWith(helpArticles.id, query.keyword), ...inTitles)!);
  }
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(helpArticles).$dynamic(),
    table: helpArticles,
    where: conditions,
    sort: { name: 'update_time', column: helpArticles.updatedAt, order: query.order },
    id: helpArticles.position,
    request: query.paging,
    keyOf: (row) => ({ value: row.updatedAt, id: row.position }),
  });
  return { list: rows.map(staffHelpArticleView), ...paging };
}

async function articleOfId(db: Executor, id: string, lock = false): Promise<ArticleRow> {
  const query = db.select().from(helpArticles).where(eq(helpArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('kassa.server.articleNotFound');
  return row;
}

export const staffHelpArticle = async (db: Executor, id: string) => staffHelpArticleView(await articleOfId(db, id));

/** An article as the forms send it. */
export interface ArticleInput {
  topic: Topic;
  title: Record<ApiLanguage, string>;
  body_html: Record<ApiLanguage, string>;
  published: boolean;
}

const stored = (input: ArticleInput) => ({
  topic: input.topic,
  title: input.title,
  bodyHtml: sanitizedInEachLanguage(input.body_html, (language) => `body_html.${language}`),
  published: input.published,
});

/** What the platform audit log keeps of an article. */
const audited = (row: Pick<ArticleRow, 'topic' | 'title' | 'published'>): AuditValues => ({ topic: row.topic, title_en: row.title.en ?? null, published: row.published });

/** A slug of the English title: lower-case ASCII letters and digits joined by dashes, at most 48 characters. */
function slugOf(title: string): string {
  // Đ is a letter of its own, not D with a mark, so folding keeps it.
  const slug = folded(title).replace(/đ/g, 'd').replace(/[^a-z0-9]+/g, '-').replace(/^-+/, '').slice(0, 48).replace(/-+$/, '');
  return slug === '' ? 'article' : slug;
}

/** Adds an article under the slug of its English title, numbered (`-2`, `-3`…) when an article already has it. */
export async function createHelpArticle(db: Executor, actor: StaffActor, input: ArticleInput): Promise<StaffHelpArticle> {
  const values = stored(input);
  const slug = slugOf(input.title.en);
  return runTransaction(db, async (tx) => {
    for (let number = 1; ; number += 1) {
      const id = number === 1 ? slug : `${slug}-${number}`;
      const [row] = await tx
        .insert(helpArticles)
        .values({ id, ...values, createdAt: actor.at, updatedAt: actor.at })
        .onConflictDoNothing({ target: helpArticles.id })
        .returning();
      if (!row) continue;
      await platformAudit(tx, actor, 'help_article_create', { target: row.id, before: null, after: audited(row) });
      return staffHelpArticleView(row);
    }
  });
}

export async function updateHelpArticle(db: Executor, actor: StaffActor, id: string, input: ArticleInput): Promise<StaffHelpArticle> {
  const values = stored(input);
  return runTransaction(db, async (tx) => {
    const before = await articleOfId(tx, id, true);
    const [row] = await tx.update(helpArticles).set({ ...values, updatedAt: actor.at }).where(eq(helpArticles.id, id)).returning();
    await platformAudit(tx, actor, 'help_article_update', { target: id, before: audited(before), after: audited(row!) });
    return staffHelpArticleView(row!);
  });
}

export async function deleteHelpArticle(db: Executor, actor: StaffActor, id: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const before = await articleOfId(tx, id, true);
    await tx.delete(helpArticles).where(eq(helpArticles.id, id));
    await platformAudit(tx, actor, 'help_article_delete', { target: id, before: audited(before), after: null });
  });
}
