/**
 * The platform's merchants, as staff and the ops commands see and change them: the list and detail, a new merchant
 * with its first operator (a one-time link, sent to the operator's contact; printed only for `ops`), suspension and
 * resumption with a reason. The staff calls and `npm run ops -- create-merchant|suspend|resume` make their changes
 * through these functions, each in one transaction with its platform audit row.
 */
import { desc, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlatformMerchant, PlatformMerchantDetail } from '../../openapi/entities';
import { provisionMerchant } from '../account/provision';
import { findMerchant, setMerchantStatus, type Merchant } from '../account/repository';
import { assetsOf } from '../assets/assets';
import { enrolmentUrl, issueEnrolmentLink } from '../auth/enrolment';
import { endSessions } from '../auth/sessions';
import { listCoins, openMarketCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { createdBetween } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { merchants, merchantUsers, sessions, type AccountType, type KycStatus, type MerchantStatus } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import { contactLanguageOf, requireEmailTransport, sendEnrolmentLink, type Contact, type LinkPrinted, type LinkSent } from '../mail/enrolmentLinks';
import { balancesOf, merchantOwner } from '../ledger/ledger';
import { platformAudit, type StaffActor } from '../staff/audit';

export function platformMerchantView(row: Merchant): z.input<typeof PlatformMerchant> {
  return {
    merchant_id: String(row.id),
    name: row.name,
    account_type: row.accountType,
    status: row.status,
    status_reason: row.statusReason,
    kyc_status: row.kycStatus,
    agent_id: row.agentId === null ? null : String(row.agentId),
    time_zone: row.timeZone,
    create_time: row.createdAt.toISOString(),
  };
}

/** The merchant a staff call names by its ID; 4004 when there is none. */
export async function merchantOfId(db: Executor, merchantId: string): Promise<Merchant> {
  const merchant = /^\d{1,9}$/.test(merchantId) ? await findMerchant(db, Number(merchantId)) : undefined;
  if (!merchant) throw notFound('kassa.server.platformMerchantNotFound', { merchant: merchantId });
  return merchant;
}

export interface MerchantFilter {
  status?: MerchantStatus | undefined;
  kycStatus?: KycStatus | undefined;
  keyword?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

const likePattern = (text: string) => `${text.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listMerchants(db: Executor, filter: MerchantFilter): Promise<{ list: z.input<typeof PlatformMerchant>[] } & PageInfo> {
  const conditions: SQL[] = [...createdBetween(merchants.createdAt, filter.start, filter.end)];
  if (filter.status) conditions.push(eq(merchants.status, filter.status));
  if (filter.kycStatus) conditions.push(eq(merchants.kycStatus, filter.kycStatus));
  if (filter.keyword) {
    const byName = ilike(merchants.name, likePattern(filter.keyword));
    conditions.push(/^\d{1,9}$/.test(filter.keyword) ? or(eq(merchants.id, Number(filter.keyword)), byName)! : byName);
  }
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(merchants).$dynamic(),
    table: merchants,
    where: conditions,
    sort: { name: 'create_time', column: merchants.createdAt, order: filter.order },
    id: merchants.id,
    request: filter.paging,
  });
  return { list: rows.map(platformMerchantView), ...paging };
}

export async function merchantDetail(db: Executor, merchantId: string): Promise<z.input<typeof PlatformMerchantDetail>> {
  const merchant = await merchantOfId(db, merchantId);
  const open = await openMarketCoins(db, merchant.id);
  // As the merchant's own assets list: its open markets, and any other coin it still holds money in.
  const held = await balancesOf(db, merchantOwner(merchant.id));
  const shown = (await listCoins(db)).filter((coin) => open.some((row) => row.code === coin.code) || held.has(coin.code));
  const lastSignIn = db
    .select({ userId: sessions.merchantUserId, at: max(sessions.createdAt).as('at') })
    .from(sessions)
    .groupBy(sessions.merchantUserId)
    .as('last_sign_in');
  const operators = await db
    .select({ id: merchantUsers.id, username: merchantUsers.username, createdAt: merchantUsers.createdAt, at: lastSignIn.at })
    .from(merchantUsers)
    .leftJoin(lastSignIn, eq(lastSignIn.userId, merchantUsers.id))
    .where(eq(merchantUsers.merchantId, merchant.id))
    .orderBy(merchantUsers.id);
  const list = [];
  for (const operator of operators) {
    const [latest] = operator.at
      ? await db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.merchantUserId, operator.id)).orderBy(desc(sessions.createdAt)).limit(1)
      : [];
    list.push({
      id: operator.id,
      username: operator.username,
      create_time: operator.createdAt.toISOString(),
      last_sign_in_time: operator.at ? new Date(operator.at).toISOString() : null,
      last_sign_in_ip: latest?.ip ?? null,
    });
  }
  return {
    ...platformMerchantView(merchant),
    balances: await assetsOf(db, merchant.id, shown),
    open_markets: open.map((coin) => coin.code),
    operators: list,
  };
}

export interface NewPlatformMerchant {
  username: string;
  name?: string | undefined;
  accountType: AccountType;
  agentId: number | null;
  /** Where the first operator's link goes; required but for `ops`, which prints the link. */
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** The language of the operator's messages; English when absent. */
  language?: string | null | undefined;
}

/**
 * A merchant and its first operator, with the operator's one-time link (only its hash kept): sent to the operator's
 * contact and answered as where it went (`link_sent_to`); answered as the link itself to `ops` only.
 */
export async function createPlatformMerchant(
  context: AppContext,
  actor: StaffActor,
  input: NewPlatformMerchant,
): Promise<{ merchant: z.input<typeof PlatformMerchant>; username: string } & (LinkSent | LinkPrinted)> {
  const email = input.email?.trim() || null;
  const contact: Contact | null = email ? { email, phone: input.phone?.trim() || null, language: contactLanguageOf(input.language) } : null;
  if (actor.staffId !== null) {
    if (!contact) throw invalidInput('email', 'kassa.validation.required');
    requireEmailTransport(context);
  }
  return runTransaction(context.db, async (tx) => {
    const created = await provisionMerchant(
      tx,
      context.config.secretBox,
      { username: input.username, name: input.name ?? input.username, accountType: input.accountType, agentId: input.agentId },
      actor.at,
    );
    if (contact) {
      await tx.update(merchantUsers).set({ contactEmail: contact.email, contactPhone: contact.phone, contactLanguage: contact.language }).where(eq(merchantUsers.id, created.userId));
    }
    const { token, expiresAt } = await issueEnrolmentLink(tx, context.config.secretBox, { merchantUserId: created.userId, purpose: 'enrol' }, actor.at);
    const link = enrolmentUrl(context.config.publicUrl, token);
    const handedOver: LinkSent | LinkPrinted =
      actor.staffId === null || !contact
        ? { link, link_expires: expiresAt.toISOString() }
        : {
            link_sent_to: await sendEnrolmentLink(context, tx, contact, { kind: 'operator', purpose: 'enrol', username: created.username, merchant: created.merchant.name }, { url: link, expiresAt }, actor.at),
            link_expires: expiresAt.toISOString(),
          };
    await platformAudit(tx, actor, 'merchant_create', {
      target: String(created.merchant.id),
      before: null,
      after: {
        name: created.merchant.name,
        account_type: created.merchant.accountType,
        username: created.username,
        agent_id: input.agentId === null ? null : String(input.agentId),
        link_to: 'link' in handedOver ? 'npm run ops' : (contact?.email ?? null),
      },
    });
    return { merchant: platformMerchantView(created.merchant), username: created.username, ...handedOver };
  });
}

async function lockedMerchant(tx: Transaction, id: number): Promise<Merchant> {
  const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
  if (!merchant) throw notFound('kassa.server.platformMerchantNotFound', { merchant: String(id) });
  return merchant;
}

/**
 * Suspends (every operator's session ends; sign-in and every call answer 512) or resumes the merchant, with the
 * reason (null from an ops command given none).
 */
export async function setPlatformMerchantStatus(context: AppContext, actor: StaffActor, merchantId: number, status: MerchantStatus, reason: string | null) {
  return runTransaction(context.db, async (tx) => {
    const merchant = await lockedMerchant(tx, merchantId);
    if (merchant.status === status) {
      throw conflict(status === 'suspended' ? 'kassa.server.platformMerchantAlreadySuspended' : 'kassa.server.platformMerchantNotSuspended', { merchant: String(merchantId) });
    }
    await setMerchantStatus(tx, merchantId, status, actor.at);
    await tx.update(merchants).set({ statusReason: reason }).where(eq(merchants.id, merchantId));
    const ended = status === 'suspended' ? await endSessions(tx, { merchantId }, actor.at) : [];
    await platformAudit(tx, actor, status === 'suspended' ? 'merchant_suspend' : 'merchant_resume', {
      target: String(merchantId),
      before: { status: merchant.status, reason: merchant.statusReason },
      after: { status, reason, ...(status === 'suspended' ? { sessions_ended: String(ended.length) } : {}) },
    });
    return platformMerchantView({ ...merchant, status, statusReason: reason, updatedAt: actor.at });
  });
}
