// The transit tables' warm-up at server start: the decades around now, one per step, with the event loop free
// between steps so the server answers requests while it runs (server/main.ts starts it once listening).
import { describe, expect, it } from "vitest";
import { warmUpJyotish } from "../../../server/jyotish";
import { signSpans, warmingIngresses } from "../../../server/jyotish/ingress";

const DAY_MS = 86_400_000;

describe("the transit tables' warm-up", () => {
  it("steps once per decade over the 40 years either side of now, and a decade more at each end", () => {
    // From 1986-11 to 2066-11: decades counted from 1900 number 8 to 16, with 7 and 17 added.
    expect([...warmingIngresses(new Date("2026-11-28T00:00:00Z"))]).toHaveLength(11);
  });

  it("lets other callbacks run between its steps, and ends with the spans built", async () => {
    const now = new Date("1971-06-01T00:00:00Z");
    let turns = 0;
    let warming = true;
    const otherWork = () => {
      if (!warming) return;
      turns++;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    await warmUpJyotish(now);
    warming = false;
    expect(turns).toBeGreaterThanOrEqual(10);
    // Saturn is in some sign at every instant of the warmed years: the spans cover them without a gap.
    const spans = signSpans("saturn", now.getTime() - 30 * 365.25 * DAY_MS, now.getTime() + 30 * 365.25 * DAY_MS);
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.start).toBe(spans[i - 1]?.end);
    expect(spans.length).toBeGreaterThan(20);
  });
});
