import { lazyRules } from '../payer/rules';
import type { SchemaName } from './validate';

export type { FieldMessage } from '../payer/rules';

/** The checkout's rules (src/checkout/validate.ts), loaded when a form first needs them. */
export const { preloadRules, check } = lazyRules<SchemaName>(() => import('./validate'));
