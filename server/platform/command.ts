/**
 * A platform operation (`npm run ops -- <name> [args]`): what platform staff do and no merchant may.
 * Adding one is one object in a commands file and one line in commands.ts: scripts/ops.ts and the
 * endpoint know nothing of the individual commands.
 */
import type { z } from 'zod';
import type { AppContext } from '../context';

/** What a command prints: one `name: value` line each. */
export type CommandOutput = Record<string, string | number | boolean | null>;

export interface PlatformCommand<S extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  /** Names given to the positional arguments, in order (`suspend acme` → { merchant: 'acme' }). */
  positional: string[];
  /** Shown in the help: the arguments as typed, e.g. "<merchant> [--name <name>]". */
  usage: string;
  /** The arguments, positional and --options together, by name. */
  input: S;
  /**
   * Makes money or orders out of nothing (a payer, a top-up, a paid order, a withdrawal request): only a demo start
   * (config.demo) runs it; any other answers "demo mode only" and changes nothing.
   */
  demoOnly?: boolean;
  run(context: AppContext, input: z.output<S>, now: Date): Promise<CommandOutput>;
}

/** Keeps each command's input type tied to its run function. */
export function defineCommand<S extends z.ZodType>(command: PlatformCommand<S>): PlatformCommand<S> {
  return command;
}
