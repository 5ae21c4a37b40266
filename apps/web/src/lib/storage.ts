/**
 * Browser storage with expiry, in the shape of the original vue-ls store: every key is stored
 * under the 'pro__' namespace as JSON `{ value, expire }` (expire null = forever).
 */

export const STORAGE_PREFIX = 'pro__';

/** Every key name the spec lists (spec 01 section 3). */
export const ACCESS_TOKEN = 'Access-Token';
export const SIDEBAR_TYPE = 'SIDEBAR_TYPE';
export const DEFAULT_THEME = 'DEFAULT_THEME';
export const DEFAULT_LAYOUT_MODE = 'DEFAULT_LAYOUT_MODE';
export const DEFAULT_COLOR = 'DEFAULT_COLOR';
export const DEFAULT_COLOR_WEAK = 'DEFAULT_COLOR_WEAK';
export const DEFAULT_FIXED_HEADER = 'DEFAULT_FIXED_HEADER';
export const DEFAULT_FIXED_SIDEMENU = 'DEFAULT_FIXED_SIDEMENU';
export const DEFAULT_FIXED_HEADER_HIDDEN = 'DEFAULT_FIXED_HEADER_HIDDEN';
export const DEFAULT_CONTENT_WIDTH_TYPE = 'DEFAULT_CONTENT_WIDTH_TYPE';
export const DEFAULT_MULTI_PAGE = 'DEFAULT_MULTI_PAGE';
export const USER_NAME = 'Login_Username';
export const USER_INFO = 'Login_Userinfo';
export const USER_AUTH = 'LOGIN_USER_BUTTON_AUTH';
export const SYS_BUTTON_AUTH = 'SYS_BUTTON_AUTH';
export const UI_CACHE_DB_DICT_DATA = 'UI_CACHE_DB_DICT_DATA';
export const TENANT_ID = 'TENANT_ID';
export const CACHE_INCLUDED_ROUTES = 'CACHE_INCLUDED_ROUTES';
/** The open tabs, restored after a reload: session storage, `OPEN_TABS:<user id>`. */
export const OPEN_TABS = 'OPEN_TABS';
/** The home page's quick entries a user chose: local storage, `QUICK_ENTRIES:<user id>`. */
export const QUICK_ENTRIES = 'QUICK_ENTRIES';
/** Prefix of per-code enhance history entries (capped at 16 by their owner). */
export const ENHANCE_PREFIX = 'enhance_';

/** Stored login values and dictionaries live 7 days. */
export const SEVEN_DAYS_MS = 604800000;

interface StoredValue<T> {
  value: T;
  expire: number | null;
}

function createStore(backend: () => Storage) {
  return {
    get<T>(key: string, fallback: T | null = null): T | null {
      let raw: string | null;
      try {
        raw = backend().getItem(STORAGE_PREFIX + key);
      } catch {
        return fallback;
      }
      if (raw === null) return fallback;
      try {
        const stored = JSON.parse(raw) as StoredValue<T>;
        if (stored.expire !== null && stored.expire <= Date.now()) {
          backend().removeItem(STORAGE_PREFIX + key);
          return fallback;
        }
        return stored.value;
      } catch {
        return fallback;
      }
    },
    /** `ttlMs` omitted = no expiry. */
    set<T>(key: string, value: T, ttlMs?: number): void {
      const stored: StoredValue<T> = { value, expire: ttlMs === undefined ? null : Date.now() + ttlMs };
      try {
        backend().setItem(STORAGE_PREFIX + key, JSON.stringify(stored));
      } catch {
        // Storage full or blocked (private mode): the app keeps working from memory.
      }
    },
    remove(key: string): void {
      try {
        backend().removeItem(STORAGE_PREFIX + key);
      } catch {
        // ignore
      }
    },
  };
}

export const localStore = createStore(() => window.localStorage);
export const sessionStore = createStore(() => window.sessionStorage);
