// The server warms the gazetteer at start; the build must leave the event loop free to answer requests.
import { describe, expect, it, vi } from "vitest";

describe("background loading", () => {
  it("builds in slices across many event-loop turns, then searches", async () => {
    // Files share a worker's modules (vitest.config.ts), and an earlier file may have loaded the gazetteer already:
    // this test needs the module as a server start finds it, with nothing loaded.
    vi.resetModules();
    const { searchCities, warmGazetteer } = await import("../../../server/places/gazetteer");
    let turns = 0;
    const ticker = setInterval(() => {
      turns++;
    }, 0);
    await warmGazetteer();
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(5);
    expect(searchCities("kathmandu")[0]?.name).toBe("Kathmandu");
  }, 60_000);
});
