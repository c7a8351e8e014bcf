// Key-value storage over localStorage; falls back to memory where localStorage is missing or refuses (private mode,
// quota), so reading or writing never throws.
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

export function createBrowserStorage(): KeyValueStorage {
  const memory = createMemoryStorage();
  const local = typeof localStorage === "undefined" ? null : localStorage;
  return {
    get(key) {
      try {
        return local ? local.getItem(key) : memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set(key, value) {
      try {
        if (local) local.setItem(key, value);
        else memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key) {
      try {
        local?.removeItem(key);
      } catch {
        // nothing stored there to remove
      }
      memory.remove(key);
    },
  };
}

/** The session keys of SPEC §3. */
export const ACCESS_TOKEN_KEY = "Bearer";
export const REFRESH_TOKEN_KEY = "rt";
export const WALKTHROUGH_SEEN_KEY = "walkthrough_done";
/**
 * The last day Today showed (src/features/today/bindings.ts), so an offline visit still shows a day. It names the
 * birth place, so it is forgotten when someone logs in or out (src/app/logic.ts).
 */
export const KEPT_DAY_KEY = "today_day";
/** The place the reader chose for Today: the device's choice, kept across logout. */
export const TODAY_PLACE_KEY = "today_place";
/** The notification toggle's kept setting (on unless turned off). */
export const NOTIFICATIONS_KEY = "notifications_enabled";
