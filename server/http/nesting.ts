/**
 * How deep a JSON body may nest arrays and objects. Every walk over a body (the text check of route.ts, zod, the
 * idempotency hash, the logger) then stays shallow whatever a client sends: a body thousands of levels deep would
 * otherwise overflow the stack of the first recursive walk and answer 500. The check reads the text once, before
 * it is parsed, without recursion.
 */
import { limits } from '../../openapi/rules';
import { invalidInput } from './errors';

/** Whether the JSON text opens more than `max` arrays or objects inside one another (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c /* \ */) index += 1;
      else if (character === 0x22 /* " */) inString = false;
    } else if (character === 0x22) {
      inString = true;
    } else if (character === 0x5b /* [ */ || character === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (character === 0x5d /* ] */ || character === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/** Code 4000 in the caller's language, before any handler runs. */
export const bodyTooDeep = () => invalidInput('', 'kassa.server.bodyTooDeep', { max: limits.bodyMaxNesting });
