/**
 * Answers of a merchant's read kept in the process, as the JSON sent, so that the same call again costs no
 * database round trip, no contract check and no serialisation: the fund-flow list, which operators reload
 * and which a million rows make the busiest read. A kept answer is dropped the moment the merchant's data
 * it was read from changes:
 *
 * - the writer (`merchantDataChanged` of server/db/merchantData.ts, called by the ledger for every change of a
 *   merchant's balance) drops the merchant's answers in this process at once and sends `NOTIFY kassa_merchant_data`
 *   (the merchant IDs) with its transaction's last statement;
 * - on PostgreSQL every process LISTENs (the process's one listener, server/db/notify.ts) and drops what a
 *   notification names when it arrives, at the writer's commit; the writer's own process gets it too, so an
 *   answer read between the write and the commit does not outlive the commit. While that connection is not
 *   listening (starting, lost, reconnecting) nothing is kept and every call reads the database;
 * - PGlite admits one process and runs one transaction at a time, so the drop on write is exact.
 *
 * A read that started before a drop never keeps what it read. Answers are shared by the merchant's operators
 * (they read the same rows) and kept at most `maxAgeMs`, in at most `maxEntries` entries, oldest dropped first.
 * One merchant's answers hold at most `maxBytesPerMerchant` (its oldest dropped first), so a merchant paging
 * through every filter of a large ledger cannot fill the process's memory or push out everyone else's answers.
 */
import type { Database } from '../db/client';
import { everyMerchant, merchantDataChannel, onMerchantDataChanged } from '../db/merchantData';
import { KeptCopy } from '../db/notify';

const maxEntries = 10_000;
/** A bound on a kept answer's age, whatever happens: a write this module was not told of shows within it. */
const maxAgeMs = 60_000;
/** The JSON one merchant's kept answers may take in all: some hundreds of list pages. */
export const maxBytesPerMerchant = 4 * 1024 * 1024;

interface Kept {
  text: string;
  bytes: number;
  keptAt: number;
}

/** One merchant's answers by request key (Map order: the oldest first) and the bytes they take. */
interface MerchantAnswers {
  answers: Map<string, Kept>;
  bytes: number;
}

const keptOfProcess = new Set<KeptAnswers>();
onMerchantDataChanged((merchantIds) => {
  for (const kept of keptOfProcess) kept.forget(merchantIds);
});

/** Emits 'dropped' (the merchant IDs, or '*') after every drop. */
export class KeptAnswers extends KeptCopy {
  /** Per merchant, its answers (Map order: the oldest merchant first). */
  private readonly merchants = new Map<number, MerchantAnswers>();
  private size = 0;

  constructor(
    db: Database,
    private readonly bytesPerMerchant = maxBytesPerMerchant,
  ) {
    super(db, merchantDataChannel, keptOfProcess);
  }

  protected notified(payload: string): void {
    if (payload === everyMerchant) this.forgetAll();
    else this.forget(payload.split(',').map(Number));
  }

  /** The kept JSON of this merchant's call, if any. */
  get(merchantId: number, key: string, now = Date.now()): string | undefined {
    if (!this.usable) return undefined;
    const kept = this.merchants.get(merchantId)?.answers.get(key);
    return kept && now - kept.keptAt < maxAgeMs ? kept.text : undefined;
  }

  /** Keeps what was read after `mark()`, unless a drop came in between. */
  keep(merchantId: number, key: string, text: string, mark: number, now = Date.now()): void {
    if (!this.mayKeep(mark)) return;
    const bytes = Buffer.byteLength(text);
    // An answer bigger than a merchant's whole room is sent, never kept.
    if (bytes > this.bytesPerMerchant) return;
    const merchant = this.merchants.get(merchantId) ?? { answers: new Map<string, Kept>(), bytes: 0 };
    const previous = merchant.answers.get(key);
    if (previous) {
      merchant.answers.delete(key);
      merchant.bytes -= previous.bytes;
      this.size -= 1;
    }
    merchant.answers.set(key, { text, bytes, keptAt: now });
    merchant.bytes += bytes;
    this.size += 1;
    this.merchants.set(merchantId, merchant);
    for (const [oldestKey, oldest] of merchant.answers) {
      if (merchant.bytes <= this.bytesPerMerchant) break;
      merchant.answers.delete(oldestKey);
      merchant.bytes -= oldest.bytes;
      this.size -= 1;
    }
    while (this.size > maxEntries) {
      const [oldest, itsAnswers] = this.merchants.entries().next().value as [number, MerchantAnswers];
      this.merchants.delete(oldest);
      this.size -= itsAnswers.answers.size;
    }
  }

  forget(merchantIds: number[]): void {
    this.dropping();
    for (const id of merchantIds) {
      this.size -= this.merchants.get(id)?.answers.size ?? 0;
      this.merchants.delete(id);
    }
    this.emit('dropped', merchantIds);
  }

  forgetAll(): void {
    this.dropping();
    this.merchants.clear();
    this.size = 0;
    this.emit('dropped', everyMerchant);
  }
}
