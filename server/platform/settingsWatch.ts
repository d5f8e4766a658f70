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
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';
import { listenerOf } from '../db/notify';

/** The channel of a settings write; the payload is the setting's key. */
export const settingsChannel = 'kassa_settings';

const watchesOfProcess = new Set<SettingsWatch>();

/** Called by every settings write: the copies in this process are stale from now on. */
export function settingWritten(): void {
  for (const watch of watchesOfProcess) watch.drop();
}

export class SettingsWatch<T = unknown> extends EventEmitter {
  private value: { current: T } | undefined;
  /** Moves on every drop: a read that started before a drop must not keep its (maybe stale) value. */
  private generation = 0;
  private listening = false;
  private unsubscribe: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly read: () => Promise<T>,
  ) {
    super();
  }

  /** Starts watching: at once on PGlite, after LISTEN succeeds on PostgreSQL (the process's one listener, server/db/notify.ts). */
  async start(): Promise<void> {
    watchesOfProcess.add(this);
    this.unsubscribe = await listenerOf(this.db).subscribe(settingsChannel, {
      notified: () => this.drop(),
      // Whatever was read while not listening may have missed a write.
      listening: (on) => {
        this.drop();
        this.listening = on && !this.closed;
      },
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    watchesOfProcess.delete(this);
    this.listening = false;
    await this.unsubscribe?.();
  }

  async get(): Promise<T> {
    if (this.listening && this.value) return this.value.current;
    const generation = this.generation;
    const current = await this.read();
    if (this.listening && generation === this.generation) this.value = { current };
    return current;
  }

  drop(): void {
    this.generation += 1;
    this.value = undefined;
    this.emit('dropped');
  }
}
