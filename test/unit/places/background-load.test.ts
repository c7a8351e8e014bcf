// The server warms the gazetteer at start; the build must leave the event loop free to answer requests.
import { describe, expect, it } from "vitest";
import { searchCities, warmGazetteer } from "../../../server/places/gazetteer";

describe("background loading", () => {
  it("builds in slices across many event-loop turns, then searches", async () => {
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
