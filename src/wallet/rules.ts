import { lazyRules } from '../payer/rules';
import type { SchemaName } from './validate';

export type { FieldMessage } from '../payer/rules';

/** The wallet's rules (src/wallet/validate.ts), loaded when a form first needs them. */
export const { preloadRules, check } = lazyRules<SchemaName>(() => import('./validate'));
