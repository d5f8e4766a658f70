/**
 * The rules about money that take two administrators (server/ruleChanges/ruleChanges.ts), each by what it reads from
 * a proposal and the function that applies it: the same function a direct change by `npm run ops` calls, with its
 * own checks and audit row. A kind's `read` names the target and the rule as it stands; `check` replaces trying the
 * change in a savepoint where applying it has effects outside the database (a staff account's link is sent when it
 * is made).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { feeRateNames } from '../../openapi/coins';
import type { RuleChangeKind } from '../../openapi/platformRuleChanges';
import { feeRatesFrom, type FeeRates } from '../coins/repository';
import type { AppContext } from '../context';
import type { StaffRoleName } from '../../openapi/endpoint';
import type { Transaction } from '../db/client';
import { coins, merchantFeeRates, staffMembers, type RuleValues, type UsdtNetwork } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { requireEmailTransport } from '../mail/enrolmentLinks';
import { amountOfCoin, formatMoney, formatRate } from '../ledger/money';
import { addDepositAddress, normalisedAddress } from '../depositAddresses/pool';
import { readSetting } from '../platform/settings';
import { setMerchantFeeRates } from '../platformMerchants/feeSchedule';
import { merchantOfId } from '../platformMerchants/merchants';
import { fourEyesThresholdsOf, setFourEyesThreshold } from '../platformReviews/fourEyes';
import { setCoinFeeRates, setUsdtRate } from '../platformSettings/settings';
import type { StaffActor } from '../staff/audit';
import { changeStaffRole, createStaff, resetStaff, type StaffWithHandOver } from '../staff/members';

export type RuleKindName = z.infer<typeof RuleChangeKind>;

export interface RuleKind {
  /** The target, the change as kept, and the rule as it stands, from the fields of the proposing call. */
  read(tx: Transaction, input: RuleValues): Promise<{ target: string | null; change: RuleValues; before: RuleValues }>;
  /** Puts the change in force, acting as `actor` (the approver), proposed by the staff member `proposerId`. */
  apply(tx: Transaction, actor: StaffActor, change: RuleValues, context: AppContext, proposerId: number | null): Promise<unknown>;
  /** Checks the change at its proposal without applying it; absent: it is applied in a savepoint and undone. */
  check?(tx: Transaction, proposer: StaffActor, change: RuleValues, context: AppContext): Promise<void>;
  /** Fee rates: told to the merchants who pay them before they take effect. */
  announced?: boolean;
  /** What the approver is told of what `apply` answered; absent: nothing more than the change. */
  outcome?(applied: unknown): RuleValues;
}

/** A field the contract required: the proposal's fields were validated by its call. */
const field = (values: RuleValues, name: string): string => {
  const value = values[name];
  if (value === null || value === undefined) throw new Error(`rule change without ${name}`);
  return value;
};

async function coinOf(tx: Transaction, code: string) {
  const [coin] = await tx.select().from(coins).where(eq(coins.code, code));
  if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
  return coin;
}

const ratesOf = (values: RuleValues) => Object.fromEntries(feeRateNames.map((name) => [name, values[name] ?? null])) as FeeRates<string | null>;

const fourEyesThreshold: RuleKind = {
  async read(tx, input) {
    const coin = await coinOf(tx, field(input, 'coin_name'));
    const amount = input.amount === '' ? null : formatMoney(amountOfCoin('amount', field(input, 'amount'), coin), coin.decimals);
    return { target: coin.code, change: { coin_name: coin.code, amount }, before: { coin_name: coin.code, amount: (await fourEyesThresholdsOf(tx))[coin.code] ?? null } };
  },
  apply: (tx, actor, change) => setFourEyesThreshold(tx, actor, field(change, 'coin_name'), change.amount ?? ''),
};

const usdtRate: RuleKind = {
  async read(tx, input) {
    const coin = await coinOf(tx, field(input, 'coin_name'));
    const rate = (await readSetting(tx, 'usdt_trade')).rates.find((entry) => entry.coin_name === coin.code);
    return {
      target: coin.code,
      change: { coin_name: coin.code, recharge_rate: formatRate(field(input, 'recharge_rate')), withdrawal_rate: formatRate(field(input, 'withdrawal_rate')) },
      before: { coin_name: coin.code, recharge_rate: rate?.recharge_rate ?? null, withdrawal_rate: rate?.withdrawal_rate ?? null },
    };
  },
  apply: (tx, actor, change) => setUsdtRate(tx, actor, field(change, 'coin_name'), field(change, 'recharge_rate'), field(change, 'withdrawal_rate')),
};

const coinFeeRates: RuleKind = {
  announced: true,
  async read(tx, input) {
    const coin = await coinOf(tx, field(input, 'coin_name'));
    return {
      target: coin.code,
      change: { coin_name: coin.code, ...Object.fromEntries(feeRateNames.map((name) => [name, formatRate(field(input, name))])) },
      before: { coin_name: coin.code, ...feeRatesFrom((column) => formatRate(coin[column])) },
    };
  },
  apply: (tx, actor, change) => setCoinFeeRates(tx, actor, field(change, 'coin_name'), ratesOf(change) as FeeRates<string>),
};

const merchantFeeRatesKind: RuleKind = {
  announced: true,
  async read(tx, input) {
    const merchant = await merchantOfId(tx, field(input, 'merchant_id'));
    const coin = await coinOf(tx, field(input, 'coin_name'));
    const [own] = await tx.select().from(merchantFeeRates).where(and(eq(merchantFeeRates.merchantId, merchant.id), eq(merchantFeeRates.coinCode, coin.code)));
    const ids = { merchant_id: String(merchant.id), coin_name: coin.code };
    return {
      target: `${merchant.id}:${coin.code}`,
      // An empty rate is the coin's default: kept as null.
      change: { ...ids, ...Object.fromEntries(feeRateNames.map((name) => [name, input[name] ? formatRate(input[name]) : null])) },
      before: { ...ids, ...feeRatesFrom((column) => (own?.[column] == null ? null : formatRate(own[column]))) },
    };
  },
  apply: (tx, actor, change) =>
    setMerchantFeeRates(tx, actor, {
      merchant_id: field(change, 'merchant_id'),
      coin_name: field(change, 'coin_name'),
      ...(Object.fromEntries(feeRateNames.map((name) => [name, change[name] ?? ''])) as FeeRates<string>),
    }),
};

/** An address for the pool of its network (server/depositAddresses/pool.ts): it was not there before. */
const depositAddress: RuleKind = {
  async read(_tx, input) {
    const network = field(input, 'network') as UsdtNetwork;
    return { target: network, change: { network, address: normalisedAddress(network, field(input, 'address')) }, before: { network, address: null } };
  },
  apply: (tx, actor, change) => addDepositAddress(tx, actor, field(change, 'network') as UsdtNetwork, field(change, 'address')),
};

/** The member a staff change names; 4004 when there is none. */
async function staffMember(tx: Transaction, id: string) {
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, Number(id)));
  if (!member) throw notFound('kassa.server.staffNotFound', { id });
  return member;
}

/** The member a staff change names, who may not be its proposer (4009, as for a direct change). */
async function staffMemberOf(tx: Transaction, proposer: StaffActor, id: string, selfMessage = 'kassa.server.staffSelfChange') {
  const member = await staffMember(tx, id);
  if (member.id === proposer.staffId) throw conflict(selfMessage);
  return member;
}

/** Both administrators issue the link of a two-person change, so neither may be the new holder's second approver. */
const issuers = (actor: StaffActor, proposerId: number | null) => [proposerId, actor.staffId].filter((id): id is number => id !== null);

/** What the approver is told of a link: where it went, masked, and until when it works; never the link. */
const linkOutcome = (applied: unknown): RuleValues => {
  const handedOver = applied as StaffWithHandOver;
  return 'link_sent_to' in handedOver ? { link_sent_to: handedOver.link_sent_to.join(', '), link_expires: handedOver.link_expires } : {};
};

const staffCreate: RuleKind = {
  async read(_tx, input) {
    const change = { username: field(input, 'username').toLowerCase(), role: field(input, 'role'), email: field(input, 'email').trim(), phone: input.phone?.trim() || null, language: input.language ?? null };
    return { target: change.username, change, before: { username: null, role: null, email: null, phone: null, language: null } };
  },
  async check(tx, _proposer, change, context) {
    requireEmailTransport(context);
    const [taken] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.username, field(change, 'username')));
    if (taken) throw conflict('kassa.server.usernameTaken', { username: change.username });
  },
  apply: (tx, actor, change, context, proposerId) =>
    createStaff(
      { ...context, db: tx },
      actor,
      { username: field(change, 'username'), role: field(change, 'role') as StaffRoleName, email: change.email, phone: change.phone, language: change.language },
      issuers(actor, proposerId),
    ),
  outcome: linkOutcome,
};

const staffReset: RuleKind = {
  async read(tx, input) {
    const member = await staffMember(tx, field(input, 'staff_id'));
    return { target: member.username, change: { staff_id: String(member.id), enrolled: 'false' }, before: { staff_id: String(member.id), enrolled: member.enrolledAt === null ? 'false' : 'true' } };
  },
  async check(tx, proposer, change, context) {
    requireEmailTransport(context);
    const member = await staffMemberOf(tx, proposer, field(change, 'staff_id'), 'kassa.server.staffSelfReset');
    if (!member.contactEmail) throw conflict('kassa.server.staffContactMissing', { username: member.username });
  },
  apply: (tx, actor, change, context, proposerId) => resetStaff({ ...context, db: tx }, actor, Number(field(change, 'staff_id')), issuers(actor, proposerId)),
  outcome: linkOutcome,
};

const staffRole: RuleKind = {
  async read(tx, input) {
    const member = await staffMember(tx, field(input, 'id'));
    return { target: member.username, change: { staff_id: String(member.id), role: field(input, 'role') }, before: { staff_id: String(member.id), role: member.role } };
  },
  async check(tx, proposer, change) {
    const member = await staffMemberOf(tx, proposer, field(change, 'staff_id'));
    if (member.role === change.role) throw conflict('kassa.server.staffRoleUnchanged');
  },
  apply: (tx, actor, change, context) => changeStaffRole({ ...context, db: tx }, actor, Number(field(change, 'staff_id')), field(change, 'role') as StaffRoleName),
};

export const ruleKinds: Record<RuleKindName, RuleKind> = {
  four_eyes_threshold: fourEyesThreshold,
  usdt_rate: usdtRate,
  coin_fee_rates: coinFeeRates,
  merchant_fee_rates: merchantFeeRatesKind,
  deposit_address: depositAddress,
  staff_create: staffCreate,
  staff_reset: staffReset,
  staff_role: staffRole,
};
