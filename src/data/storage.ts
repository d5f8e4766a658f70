/** Client-side storage keys of spec section 3 ("Stored client-side"). */
export const StorageKey = {
  token: 'token',
  menus: 'menus',
  userInfo: 'userInfo',
  language: 'language',
  loginIp: 'loginIp',
  /** The platform console's own (src/platform/): a staff session is no operator's, and the two may share a browser. */
  staffToken: 'staffToken',
  staffIdentity: 'staffIdentity',
  staffMenus: 'staffMenus',
} as const;

export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export const storage = {
  get(key: StorageKey): string | null {
    return localStorage.getItem(key);
  },
  set(key: StorageKey, value: string): void {
    localStorage.setItem(key, value);
  },
  remove(key: StorageKey): void {
    localStorage.removeItem(key);
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    localStorage.setItem(key, JSON.stringify(value));
  },
};
