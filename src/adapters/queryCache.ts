// Reads through a TanStack query cache (SPEC §9: fresh 5 min, kept 60 min, no refetch on focus; packs 5 min / 1 h),
// persisted to IndexedDB with idb-keyval so reads are served from the cache while offline (SPEC §4).
// The HTTP adapter does the retrying, so the cache itself never retries.
// TanStack is loaded with the first read rather than with the app, to keep it out of the first load.
import type { QueryClient, QueryKey } from "@tanstack/query-core";
import { get as idbGet, set as idbSet } from "idb-keyval";

export const FRESH_MS = 5 * 60 * 1000;
export const KEPT_MS = 60 * 60 * 1000;
const PERSIST_KEY = "queryCache";
const PERSIST_DEBOUNCE_MS = 1000;

/** Where the dehydrated cache is kept (IndexedDB in the browser, memory in tests). */
export interface PersistStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export const indexedDbStore: PersistStore = {
  get: (key) => idbGet(key),
  set: (key, value) => idbSet(key, value),
};

export interface ReadCache {
  /** Fresh cached data, else the fetcher's; while offline, whatever is cached (or the fetcher's offline failure). */
  read<T>(
    key: QueryKey,
    fetcher: (signal: AbortSignal) => Promise<T>,
    freshness?: { staleTime: number; gcTime: number },
  ): Promise<T>;
  invalidate(key: QueryKey): Promise<void>;
  clear(): void;
  /** Restores what an earlier visit kept. */
  restore(): Promise<void>;
  client: { invalidateQueries(): Promise<void> };
}

export interface ReadCacheOptions {
  store: PersistStore;
  isOnline(): boolean;
  /**
   * Awaited before each read, and before each step of `restore`. The browser build passes a task boundary: a
   * screen's reads start from its mount effects, and a read's work (on the first one, setting up TanStack and ky)
   * then runs in a task of its own instead of lengthening the one that committed the screen. Default: none.
   */
  beforeRead?(): Promise<void>;
  /**
   * Awaited before each request a read makes (not for a read answered from the cache). The browser build passes a
   * task boundary: the reads a screen starts together all go on when TanStack has loaded, and their requests (ky's
   * set-up and the `fetch` call of each) would otherwise make one long task. Default: none.
   */
  beforeFetch?(): Promise<void>;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  let loading: Promise<{ client: QueryClient; hydrate: typeof import("@tanstack/query-core").hydrate }> | null = null;
  // Every call goes through this one promise, so calls run in the order they were made (a clear before a read).
  const tanstack = () => {
    loading ??= import("@tanstack/query-core").then(({ QueryClient, dehydrate, hydrate }) => {
      const client = new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: FRESH_MS,
            gcTime: KEPT_MS,
            refetchOnWindowFocus: false,
            retry: false,
            networkMode: "always",
          },
        },
      });
      let timer: ReturnType<typeof setTimeout> | null = null;
      client.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" && event.type !== "removed") return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          void options.store.set(PERSIST_KEY, dehydrate(client)).catch(() => {});
        }, PERSIST_DEBOUNCE_MS);
      });
      return { client, hydrate };
    });
    return loading;
  };

  // An offline read right after a reload waits for what the last visit kept (IndexedDB answers after the first read).
  let restoring: Promise<void> = Promise.resolve();

  return {
    client: { invalidateQueries: async () => (await tanstack()).client.invalidateQueries() },
    async read(key, fetcher, freshness) {
      await options.beforeRead?.();
      const { client } = await tanstack();
      if (!options.isOnline()) {
        await restoring;
        const cached = client.getQueryData(key);
        if (cached !== undefined) return cached as never;
      }
      return client.fetchQuery({
        queryKey: key,
        queryFn: async ({ signal }) => {
          await options.beforeFetch?.();
          return fetcher(signal);
        },
        ...(freshness ?? {}),
      });
    },
    invalidate: async (key) => (await tanstack()).client.invalidateQueries({ queryKey: key }),
    clear: () => {
      void tanstack().then(({ client }) => client.clear());
    },
    restore() {
      restoring = (async () => {
        try {
          // TanStack's import and IndexedDB's first open each in a task of their own (as a read does).
          await options.beforeRead?.();
          const { client, hydrate } = await tanstack();
          await options.beforeRead?.();
          const saved = await options.store.get(PERSIST_KEY);
          if (saved && typeof saved === "object") hydrate(client, saved);
        } catch {
          // an unreadable cache is just an empty one
        }
      })();
      return restoring;
    },
  };
}
