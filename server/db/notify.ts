/**
 * One LISTEN connection per database handle (so one per server process), shared by every copy kept in the
 * process that another process's write must drop: the maintenance flag (kassa_settings), sessions
 * (kassa_sessions). A subscriber learns each notification of its channel, and whether the connection is
 * listening: while it is not (starting, lost, reconnecting), a copy may have missed a write and must not be used.
 * PGlite admits one process, so it is "listening" from the start and nothing connects.
 */
import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresPoolOf, type Database } from './client';

export interface ChannelSubscriber {
  notified(payload: string): void;
  /** Called with false when the connection is lost, with true once LISTEN holds again (a copy read before may be stale). */
  listening(on: boolean): void;
}

const reconnectMs = 1000;
const listenersOfDatabase = new WeakMap<object, DatabaseListener>();

/** The listener of a database handle, made on first use. */
export function listenerOf(db: Database): DatabaseListener {
  let listener = listenersOfDatabase.get(db);
  if (!listener) {
    listener = new DatabaseListener(db);
    listenersOfDatabase.set(db, listener);
  }
  return listener;
}

export class DatabaseListener {
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private client: pg.Client | undefined;
  private connected = false;
  private retry: NodeJS.Timeout | undefined;
  /** Connects and LISTENs one at a time, so a subscription never races a (re)connection. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly embedded: boolean;
  private readonly poolOptions: pg.PoolConfig | undefined;

  constructor(db: Database) {
    this.embedded = (db as unknown as { $client?: unknown }).$client instanceof PGlite;
    this.poolOptions = postgresPoolOf(db)?.options;
  }

  /** Subscribes to a channel; answers the unsubscribe. The last unsubscribe closes the connection. */
  async subscribe(channel: string, subscriber: ChannelSubscriber): Promise<() => Promise<void>> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const set = this.subscribers.get(channel) ?? new Set();
    const firstOfChannel = set.size === 0;
    set.add(subscriber);
    this.subscribers.set(channel, set);
    if (this.embedded) subscriber.listening(true);
    else if (this.poolOptions) {
      await this.serially(async () => {
        if (!this.client) await this.connect();
        else if (this.connected) {
          if (firstOfChannel) await this.client.query(`LISTEN ${channel}`).catch(() => undefined);
          subscriber.listening(true);
        }
      });
    }
    return async () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(channel);
      if (this.subscribers.size === 0) await this.serially(() => this.disconnect());
    };
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private everySubscriber(call: (subscriber: ChannelSubscriber) => void) {
    for (const set of this.subscribers.values()) for (const subscriber of set) call(subscriber);
  }

  private async connect(): Promise<void> {
    if (this.subscribers.size === 0 || !this.poolOptions) return;
    const client = new pg.Client({ ...this.poolOptions, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.connected = false;
      this.everySubscriber((subscriber) => subscriber.listening(false));
      client.end().catch(() => undefined);
      this.retry = setTimeout(() => void this.serially(() => this.connect()), reconnectMs).unref();
    };
    this.client = client;
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      if (this.client !== client) return;
      this.connected = true;
      this.everySubscriber((subscriber) => subscriber.listening(true));
    } catch {
      lost();
    }
  }

  private async disconnect(): Promise<void> {
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }
}

/**
 * What a process keeps of the database (sessions, answers, a setting), dropped on its channel's notifications. While
 * the channel is not listening (starting, lost, reconnecting, closed) nothing kept may be used; and what was read
 * before a drop must not be kept after it: take `mark()` before reading, keep only if `mayKeep(mark)` after.
 * `ofProcess` holds every open copy of the process, for a writer to drop at once.
 */
export abstract class KeptCopy extends EventEmitter {
  /** Moves on every drop: a read that started before a drop must not keep what it read. */
  private generation = 0;
  private listening = false;
  private closed = false;
  private unsubscribe: (() => Promise<void>) | undefined;

  protected constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly ofProcess: Set<KeptCopy>,
  ) {
    super();
  }

  /** A notification of the channel: drop what its payload names. */
  protected abstract notified(payload: string): void;

  /** Drops everything kept (and calls `dropping`). */
  abstract forgetAll(): void;

  async start(): Promise<void> {
    this.ofProcess.add(this);
    this.unsubscribe = await listenerOf(this.db).subscribe(this.channel, {
      notified: (payload) => this.notified(payload),
      // Whatever was read while not listening may have missed a write.
      listening: (on) => {
        this.forgetAll();
        this.listening = on && !this.closed;
      },
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.ofProcess.delete(this);
    this.forgetAll();
    await this.unsubscribe?.();
  }

  /** Whether what is kept may be used now. */
  protected get usable(): boolean {
    return this.listening;
  }

  mark(): number {
    return this.generation;
  }

  /** Whether what was read after `mark` may be kept: listening, and no drop since. */
  protected mayKeep(mark: number): boolean {
    return this.listening && mark === this.generation;
  }

  /** Every drop calls this first. */
  protected dropping(): void {
    this.generation += 1;
  }
}
