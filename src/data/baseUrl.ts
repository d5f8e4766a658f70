/**
 * The API base address (spec section 7): the first entry of a configured list whose `GET /healthy` answers OK.
 * The choice is remembered for the browser tab and made again after a network failure.
 */

/** Health checks give up after this long: a base that cannot answer quickly is treated as down. */
export const healthCheckTimeoutMs = 5000;

const sessionKey = 'kassa.apiBase';

/** Thrown when no configured base answers `GET /healthy`. */
export class NoHealthyBaseError extends Error {
  override readonly name = 'NoHealthyBaseError';
  constructor(readonly candidates: readonly string[]) {
    super(`No API base address answered GET /healthy (tried: ${candidates.map((c) => c || '(same origin)').join(', ')})`);
  }
}

/**
 * Parses `VITE_API_BASE_URLS`: comma-separated addresses, trailing slashes dropped.
 * Nothing configured means `['']`, the console's own origin.
 */
export function parseBaseUrls(raw: string | undefined | null): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry, index, all) => entry !== '' && all.indexOf(entry) === index);
  return entries.length > 0 ? entries : [''];
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BaseUrlSelectorOptions {
  candidates: readonly string[];
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  healthTimeoutMs?: number;
  /** Where the choice survives a page reload; defaults to sessionStorage, `null` for none. */
  store?: SessionStore | null;
}

export interface BaseUrlSelector {
  readonly candidates: readonly string[];
  /** The remembered base, or the first healthy one (chosen now and remembered). */
  current(): Promise<string>;
  /** Forgets the remembered base and chooses again; used after a network failure. */
  reselect(): Promise<string>;
  /** Forgets the remembered base without checking. */
  forget(): void;
  /** True when there is a choice to make (more than one candidate). */
  readonly checksHealth: boolean;
}

export function createBaseUrlSelector(options: BaseUrlSelectorOptions): BaseUrlSelector {
  const candidates = options.candidates.length > 0 ? [...options.candidates] : [''];
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.healthTimeoutMs ?? healthCheckTimeoutMs;
  const store = options.store === undefined ? defaultStore() : options.store;
  // A single candidate is used without a check: there is nothing to choose between,
  // and a failure shows up as the network error of the call itself.
  const checksHealth = candidates.length > 1;

  let chosen: string | undefined = checksHealth ? remembered() : candidates[0];
  let selecting: Promise<string> | undefined;

  function remembered(): string | undefined {
    const value = store?.getItem(sessionKey) ?? undefined;
    return value !== undefined && candidates.includes(value) ? value : undefined;
  }

  async function isHealthy(base: string): Promise<boolean> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(`${base}/healthy`, {
        method: 'GET',
        credentials: 'omit',
        signal: controller.signal,
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async function select(): Promise<string> {
    // All checks run at once; the first healthy entry in configured order wins.
    const checks = candidates.map((base) => isHealthy(base));
    for (const [index, check] of checks.entries()) {
      if (await check) return candidates[index] as string;
    }
    throw new NoHealthyBaseError(candidates);
  }

  function selectOnce(): Promise<string> {
    selecting ??= select()
      .then((base) => {
        chosen = base;
        store?.setItem(sessionKey, base);
        return base;
      })
      .finally(() => {
        selecting = undefined;
      });
    return selecting;
  }

  function forget(): void {
    if (!checksHealth) return;
    chosen = undefined;
    store?.removeItem(sessionKey);
  }

  return {
    candidates,
    checksHealth,
    current: () => (chosen !== undefined ? Promise.resolve(chosen) : selectOnce()),
    reselect() {
      if (!checksHealth) return Promise.resolve(candidates[0] as string);
      forget();
      return selectOnce();
    },
    forget,
  };
}

function defaultStore(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The console's base address list, from `VITE_API_BASE_URLS`. */
export const apiBase: BaseUrlSelector = createBaseUrlSelector({
  candidates: parseBaseUrls(import.meta.env.VITE_API_BASE_URLS as string | undefined),
});
