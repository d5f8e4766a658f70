/** Platform commands on merchants: create, reset the authenticator, suspend, resume, set KYC. */
import { z } from 'zod';
import { generatePassword, provisionMerchant } from '../account/provision';
import { findMerchant, setMerchantKyc, setMerchantStatus, type Merchant } from '../account/repository';
import { findUserByUsername, findUserOfMerchant, replaceTotpSecret } from '../auth/repository';
import { revokeAllSessions } from '../auth/sessions';
import { newTotpSecret, totpUri } from '../auth/totp';
import type { AppContext } from '../context';
import { accountTypes, kycStatuses } from '../db/schema';
import { notFound } from '../http/errors';
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

export const createMerchantCommand = defineCommand({
  name: 'create-merchant',
  summary: 'Create a merchant and its operator; prints the first password and the authenticator URI',
  positional: ['username'],
  usage: '<username> [--name <display name>] [--type regular|advanced|agent] [--agent <merchant>] [--password <password>]',
  input: z.object({
    username: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'username: 1 to 32 letters, digits, dot, dash or underscore'),
    name: z.string().min(1).max(50).optional(),
    type: z.enum(accountTypes).default('regular'),
    agent: z.string().optional(),
    password: z.string().regex(/^[!-~]{8,64}$/, 'password: 8 to 64 digits, letters or punctuation').optional(),
  }),
  async run(context, input, now) {
    const agent = input.agent ? await merchantNamed(context, input.agent) : null;
    const password = input.password ?? generatePassword();
    const created = await provisionMerchant(
      context.db,
      context.config.secretBox,
      { username: input.username, password, name: input.name ?? input.username, accountType: input.type, agentId: agent?.id ?? null },
      now,
    );
    return {
      merchant_id: String(created.merchant.id),
      username: created.username,
      password,
      authenticator: totpUri(created.username, created.totpSecret),
    };
  },
});

export const resetAuthenticatorCommand = defineCommand({
  name: 'reset-authenticator',
  summary: 'Give a merchant a new authenticator secret (the old one stops working, its sessions end)',
  positional: ['merchant'],
  usage: '<merchant>',
  input: merchantArgument,
  async run(context, input, now) {
    const merchant = await merchantNamed(context, input.merchant);
    const user = await findUserOfMerchant(context.db, merchant.id);
    if (!user) throw notFound('kassa.server.opsMerchantNotFound', { merchant: input.merchant });
    const secret = newTotpSecret();
    await replaceTotpSecret(context.db, context.config.secretBox, user.id, secret);
    // Whoever held the lost authenticator may hold a session too.
    await revokeAllSessions(context.db, user.id, now);
    return { merchant_id: String(merchant.id), username: user.username, authenticator: totpUri(user.username, secret) };
  },
});

function statusCommand(name: 'suspend' | 'resume') {
  const status = name === 'suspend' ? 'suspended' : 'normal';
  return defineCommand({
    name,
    summary: name === 'suspend' ? 'Suspend a merchant: sign-in and every call answer 512' : 'Lift a suspension',
    positional: ['merchant'],
    usage: '<merchant>',
    input: merchantArgument,
    async run(context, input, now) {
      const merchant = await merchantNamed(context, input.merchant);
      await setMerchantStatus(context.db, merchant.id, status, now);
      return { merchant_id: String(merchant.id), status };
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
