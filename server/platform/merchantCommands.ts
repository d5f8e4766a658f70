/**
 * Platform commands on merchants and their operators: create, invite, reset the password or the authenticator
 * (one-time links: server/auth/enrolment.ts), suspend, resume, set KYC. None prints a password or a secret. The links
 * are printed, as create-staff's are (server/platform/staffCommands.ts says why); create-merchant keeps the contact it
 * is given with the operator.
 */
import { z } from 'zod';
import { limits } from '../../openapi/sharedRules';
import { provisionOperator } from '../account/provision';
import { findMerchant, setMerchantKyc, type Merchant } from '../account/repository';
import { findUserByUsername, findUserOfMerchant, replaceTotpSecret } from '../auth/repository';
import { revokeAllSessions } from '../auth/sessions';
import { enrolmentUrl, issueEnrolmentLink, type EnrolmentPurpose } from '../auth/enrolment';
import { newTotpSecret } from '../auth/totp';
import type { AppContext } from '../context';
import { accountTypes, kycStatuses } from '../db/schema';
import { notFound } from '../http/errors';
import { createPlatformMerchant, setPlatformMerchantStatus } from '../platformMerchants/merchants';
import { apiLanguages } from '../../openapi/i18n/languages';
import { printedLinkOnly } from '../mail/enrolmentLinks';
import { opsActor } from '../staff/audit';
import { contactOptions } from './staffCommands';
import { defineCommand } from './command';

/** Staff name a merchant by its operator's username or by its merchant ID, whichever they have at hand. */
export async function merchantNamed(context: AppContext, reference: string): Promise<Merchant> {
  const user = await findUserByUsername(context.db, reference);
  const merchant = user
    ? await findMerchant(context.db, user.merchantId)
    : /^\d{1,9}$/.test(reference)
      ? await findMerchant(context.db, Number(reference))
      : undefined;
  if (!merchant) throw notFound('kassa.server.opsMerchantNotFound', { merchant: reference });
  return merchant;
}

const merchantArgument = z.object({ merchant: z.string().min(1) });

/** What a command that makes a one-time link prints: the link (never a password or an authenticator secret). */
async function linkFor(context: AppContext, user: { id: number }, purpose: EnrolmentPurpose, now: Date) {
  const { token, expiresAt } = await issueEnrolmentLink(context.db, context.config.secretBox, { merchantUserId: user.id, purpose }, now);
  return { link: enrolmentUrl(context.config.publicUrl, token), link_expires: expiresAt.toISOString() };
}

/** The operator a command names (username), or the first operator of a merchant named by its ID. */
async function operatorNamed(context: AppContext, reference: string) {
  const merchant = await merchantNamed(context, reference);
  const user = (await findUserByUsername(context.db, reference)) ?? (await findUserOfMerchant(context.db, merchant.id));
  if (!user) throw notFound('kassa.server.opsMerchantNotFound', { merchant: reference });
  return { merchant, user };
}

const newUsername = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'username: 1 to 32 letters, digits, dot, dash or underscore');

export const createMerchantCommand = defineCommand({
  name: 'create-merchant',
  summary: 'Create a merchant and its operator; prints a one-time link (24 hours) where the operator sets its password and authenticator',
  positional: ['username'],
  usage: `<username> [--name <display name>] [--type regular|advanced|agent] [--agent <merchant>] [--email <address>] [--phone <digits>] [--language ${apiLanguages.join('|')}]`,
  input: contactOptions.extend({
    username: newUsername,
    name: z.string().min(1).max(50).optional(),
    type: z.enum(accountTypes).default('regular'),
    agent: z.string().optional(),
  }),
  async run(context, input, now) {
    const agent = input.agent ? await merchantNamed(context, input.agent) : null;
    const { username, name, type: accountType, email, phone, language } = input;
    const created = printedLinkOnly(await createPlatformMerchant(context, opsActor(now), { username, name, accountType, agentId: agent?.id ?? null, email, phone, language }));
    return { merchant_id: created.merchant.merchant_id, username: created.username, link: created.link, link_expires: created.link_expires };
  },
});

export const inviteOperatorCommand = defineCommand({
  name: 'invite-operator',
  summary: "Add an operator to a merchant; prints a one-time link (24 hours) where it sets its password and authenticator",
  positional: ['merchant', 'username'],
  usage: '<merchant> <username>',
  input: merchantArgument.extend({ username: newUsername }),
  async run(context, input, now) {
    const merchant = await merchantNamed(context, input.merchant);
    const created = await provisionOperator(context.db, context.config.secretBox, { merchantId: merchant.id, username: input.username }, now);
    return { merchant_id: String(merchant.id), username: created.username, ...(await linkFor(context, { id: created.userId }, 'enrol', now)) };
  },
});

export const resetPasswordCommand = defineCommand({
  name: 'reset-password',
  summary: 'Print a one-time link (24 hours) where the operator sets a new password and authenticator; the old ones work until it is used',
  positional: ['username'],
  usage: '<username>',
  input: z.object({ username: z.string().min(1) }),
  async run(context, input, now) {
    const { merchant, user } = await operatorNamed(context, input.username);
    return { merchant_id: String(merchant.id), username: user.username, ...(await linkFor(context, user, 'reset', now)) };
  },
});

export const resetAuthenticatorCommand = defineCommand({
  name: 'reset-authenticator',
  summary: 'For a lost authenticator: it stops working now, the sessions end, and a one-time link (24 hours) sets a new password and authenticator',
  positional: ['merchant'],
  usage: '<username|merchant>',
  input: merchantArgument,
  async run(context, input, now) {
    const { merchant, user } = await operatorNamed(context, input.merchant);
    // A secret nobody knows: whoever holds the lost device cannot sign in, even with the password.
    await replaceTotpSecret(context.db, context.config.secretBox, user.id, newTotpSecret());
    await revokeAllSessions(context.db, user.id, now);
    return { merchant_id: String(merchant.id), username: user.username, ...(await linkFor(context, user, 'reset', now)) };
  },
});

function statusCommand(name: 'suspend' | 'resume') {
  const status = name === 'suspend' ? 'suspended' : 'normal';
  return defineCommand({
    name,
    summary:
      name === 'suspend'
        ? "Suspend a merchant: its operators' sessions end, sign-in and every call answer 512"
        : 'Lift a suspension',
    positional: ['merchant'],
    usage: '<merchant> [--reason <text>]',
    input: merchantArgument.extend({ reason: z.string().min(1).max(limits.reasonMax).optional() }),
    async run(context, input, now) {
      const merchant = await merchantNamed(context, input.merchant);
      const changed = await setPlatformMerchantStatus(context, opsActor(now), merchant.id, status, input.reason ?? null);
      return { merchant_id: changed.merchant_id, status: changed.status };
    },
  });
}

export const suspendCommand = statusCommand('suspend');
export const resumeCommand = statusCommand('resume');

export const setKycCommand = defineCommand({
  name: 'set-kyc',
  summary: "Set a merchant's KYC state",
  positional: ['merchant', 'state'],
  usage: `<merchant> <${kycStatuses.join('|')}>`,
  input: merchantArgument.extend({ state: z.enum(kycStatuses) }),
  async run(context, input, now) {
    const merchant = await merchantNamed(context, input.merchant);
    await setMerchantKyc(context.db, merchant.id, input.state, now);
    return { merchant_id: String(merchant.id), kyc_status: input.state };
  },
});
