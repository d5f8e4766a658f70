/*
 * Apart from the step-up window (stepUp.ts), which the HTTP client notes on every answer: these rules bring zod and the
 * shared rules, which the console's first load does not need.
 */
import type { z } from 'zod';
import { googleCode } from '../../openapi/sharedRules';
import { stepUpOpen } from './stepUp';

/**
 * A protected form's rules as they apply now: the contract's (`google_code` optional) inside the window, and with the
 * code required while it is closed, so an empty field says "Verification code cannot be empty" before anything is sent.
 */
export function withStepUpCode<T extends z.ZodObject>(schema: T): z.ZodObject {
  return stepUpOpen() ? schema : schema.extend({ google_code: googleCode });
}
