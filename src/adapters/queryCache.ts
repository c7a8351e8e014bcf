// Reads through a TanStack query cache (SPEC §9: fresh 5 min, kept 60 min, no refetch on focus; packs 5 min / 1 h),
// persisted to IndexedDB with idb-keyval so reads are served from the cache while offline (SPEC §4).
// The HTTP adapter does the retrying, so the cache itself never retries.
import { dehydrate, hydrate, QueryClient, type QueryKey } from "@tanstack/query-core";
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
  client: QueryClient;
}

export function createReadCache(options: { store: PersistStore; isOnline(): boolean }): ReadCache {
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

  return {
    client,
    async read(key, fetcher, freshness) {
      if (!options.isOnline()) {
        const cached = client.getQueryData(key);
        if (cached !== undefined) return cached as never;
      }
      return client.fetchQuery({
        queryKey: key,
        queryFn: ({ signal }) => fetcher(signal),
        ...(freshness ?? {}),
      });
    },
    invalidate: (key) => client.invalidateQueries({ queryKey: key }),
    clear: () => client.clear(),
    async restore() {
      try {
        const saved = await options.store.get(PERSIST_KEY);
        if (saved && typeof saved === "object") hydrate(client, saved);
      } catch {
        // an unreadable cache is just an empty one
      }
    },
  };
}
