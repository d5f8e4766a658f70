/**
 * A setting read on every API call (maintenance), kept in the process and dropped the moment any process
 * writes it, so a call costs no database round trip for it.
 *
 * - Every write (`writeSetting`) drops the copies of this process at once and sends
 *   `NOTIFY kassa_settings` in the writer's transaction.
 * - On PostgreSQL each process LISTENs on its own connection and drops its copy when a notification
 *   arrives (PostgreSQL delivers it at the writer's commit). While that connection is not listening
 *   (starting, lost, reconnecting) the setting is read from the database on every call, as before.
 * - PGlite admits one process, so the drop on write is exact and nothing needs to listen.
 */
import type { Database } from '../db/client';
import { KeptCopy } from '../db/notify';

/** The channel of a settings write; the payload is the setting's key. */
export const settingsChannel = 'kassa_settings';

const watchesOfProcess = new Set<SettingsWatch>();

/** Called by every settings write: the copies in this process are stale from now on. */
export function settingWritten(): void {
  for (const watch of watchesOfProcess) watch.forgetAll();
}

export class SettingsWatch<T = unknown> extends KeptCopy {
  private value: { current: T } | undefined;

  constructor(
    db: Database,
    private readonly read: () => Promise<T>,
  ) {
    super(db, settingsChannel, watchesOfProcess);
  }

  /** Any write of a setting drops the copy (the payload names the key). */
  protected notified(): void {
    this.forgetAll();
  }

  async get(): Promise<T> {
    if (this.usable && this.value) return this.value.current;
    const mark = this.mark();
    const current = await this.read();
    if (this.mayKeep(mark)) this.value = { current };
    return current;
  }

  forgetAll(): void {
    this.dropping();
    this.value = undefined;
    this.emit('dropped');
  }
}
