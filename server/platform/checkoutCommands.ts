/**
 * Operations for the hosted checkout in demo mode: the code the development notifier "sent" to a phone
 * (server/checkout/notifier.ts), since no SMS leaves this machine and no log line holds a code.
 */
import { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import { notifierOf } from '../checkout/notifier';
import { AppError } from '../http/errors';
import { defineCommand } from './command';

export const lastCodeCommand = defineCommand({
  name: 'last-code',
  summary: 'The last verification code the checkout sent to a phone (demo mode\'s development notifier: kept in memory, never sent)',
  positional: ['phone'],
  usage: '<phone>',
  input: z.object({ phone: z.string().trim().regex(/^\d{1,20}$/, 'digits only, as typed at the checkout') }),
  async run(context, input, now) {
    const sent = notifierOf(context)?.lastCode?.(input.phone);
    if (!sent) throw new AppError(ResultCode.notFound, 'kassa.server.opsNoPhoneCode', { phone: input.phone });
    return {
      phone: sent.phone,
      code: sent.code,
      sent_time: sent.sentAt.toISOString(),
      expire_time: sent.expiresAt.toISOString(),
      expired: sent.expiresAt.getTime() <= now.getTime(),
    };
  },
});
