// The read cache with a memory persist store: freshness, offline reads from cache, persistence round-trip.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createReadCache, FRESH_MS, type PersistStore } from "../../../src/adapters/queryCache";

function memoryStore(): PersistStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return { values, get: async (k) => values.get(k), set: async (k, v) => void values.set(k, v) };
}

afterEach(() => vi.useRealTimers());

describe("read cache", () => {
  it("serves fresh data for 5 minutes, then fetches again", async () => {
    vi.useFakeTimers();
    const cache = createReadCache({ store: memoryStore(), isOnline: () => true });
    let calls = 0;
    const fetcher = async () => ++calls;
    expect(await cache.read(["categories"], fetcher)).toBe(1);
    vi.advanceTimersByTime(FRESH_MS - 1);
    expect(await cache.read(["categories"], fetcher)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.read(["categories"], fetcher)).toBe(2);
  });

  it("while offline, answers from the cache even when stale, and lets the fetcher fail when nothing is cached", async () => {
    vi.useFakeTimers();
    let online = true;
    const cache = createReadCache({ store: memoryStore(), isOnline: () => online });
    await cache.read(["user"], async () => ({ name: "Ram Thapa" }));
    vi.advanceTimersByTime(FRESH_MS * 2);
    online = false;
    const offlineFetcher = async (): Promise<never> => {
      throw new Error("You are offline. Check your internet connection.");
    };
    expect(await cache.read(["user"], offlineFetcher)).toEqual({ name: "Ram Thapa" });
    await expect(cache.read(["packs"], offlineFetcher)).rejects.toThrow("You are offline");
  });

  it("persists to the store and restores on the next visit", async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const first = createReadCache({ store, isOnline: () => true });
    await first.read(["categories"], async () => [{ name: "career" }]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.values.has("queryCache")).toBe(true);
    const second = createReadCache({ store, isOnline: () => false });
    await second.restore();
    expect(await second.read(["categories"], async () => [])).toEqual([{ name: "career" }]);
  });

  it("starts a read only once `beforeRead` has resolved (the browser passes a task boundary)", async () => {
    const steps: string[] = [];
    let release = () => {};
    const cache = createReadCache({
      store: memoryStore(),
      isOnline: () => true,
      beforeRead: () => {
        steps.push("yield");
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    const reading = cache.read(["categories"], async () => {
      steps.push("fetch");
      return ["career"];
    });
    // every promise job queued so far has run (a task boundary); only `beforeRead`'s release may start the fetch
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual(["yield"]);
    release();
    expect(await reading).toEqual(["career"]);
    expect(steps).toEqual(["yield", "fetch"]);
  });

  it("makes each request only once `beforeFetch` has resolved, and none for a read the cache answers", async () => {
    const fetched: string[] = [];
    const releases: Array<() => void> = [];
    const cache = createReadCache({
      store: memoryStore(),
      isOnline: () => true,
      beforeFetch: () => new Promise<void>((resolve) => releases.push(resolve)),
    });
    const fetcher = (name: string) => async () => {
      fetched.push(name);
      return name;
    };
    const categories = cache.read(["categories"], fetcher("categories"));
    const packs = cache.read(["packs"], fetcher("packs"));
    // every promise job queued so far has run: both reads wait at the boundary, neither has made its request
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    expect(fetched).toEqual([]);
    releases[1]?.();
    expect(await packs).toBe("packs");
    expect(fetched).toEqual(["packs"]);
    releases[0]?.();
    expect(await categories).toBe("categories");
    expect(await cache.read(["packs"], fetcher("packs again"))).toBe("packs");
    expect(releases).toHaveLength(2);
    expect(fetched).toEqual(["packs", "categories"]);
  });
});
