/*
 * Apart from the step-up window (stepUp.ts), which the HTTP client notes on every answer: these rules bring zod and the
 * shared rules, which the console's first load does not need.
 */
import { z } from 'zod';
import { vkey } from '../../openapi/common';
import { googleCode } from '../../openapi/sharedRules';
import { passkeyStepUpOnly } from './passkeyStatus';
import { stepUpOpen } from './stepUp';

/**
 * The rule of the code field while the window is closed: the six-digit code, or, for an operator whose merchant
 * requires passkeys (src/data/passkeyStatus.ts), a refusal that asks for the passkey first, since the server refuses
 * codes from that operator.
 */
export function stepUpCodeRule(): z.ZodType {
  // Nothing the operator types will do then: the window must be opened with a passkey first ("Use a passkey").
  return passkeyStepUpOnly() ? z.unknown().refine(() => false, { error: vkey('passkey_first') }) : googleCode;
}

/**
 * A protected form's rules as they apply now: the contract's (`google_code` optional) inside the window, and with the
 * code required while it is closed, so an empty field says "Verification code cannot be empty" before anything is sent.
 */
export function withStepUpCode<T extends z.ZodObject>(schema: T): z.ZodObject {
  // safeExtend keeps the rules over several fields (a sum of fee rates), which zod will not overwrite a key beside.
  return stepUpOpen() ? schema : (schema as z.ZodObject).safeExtend({ google_code: stepUpCodeRule() } as z.ZodRawShape);
}
