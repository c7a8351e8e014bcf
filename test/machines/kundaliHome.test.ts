import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Profile } from "../../contract/user";
import { type ChartDetails, kundaliHomeMachine } from "../../machines/kundaliHome";
import { kundaliHomeSpec } from "./models/kundaliHome.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(kundaliHomeSpec);

const settle = () => new Promise((r) => setImmediate(r));

const chart = { name: "Ram Thapa", horoscope_sign: "Taurus", interpretation: "A steady Moon." } as ChartDetails;
const profile = { id: 7, name: "Ram Thapa", email: "ram@example.com" } as Profile;

/** /kundali opened; each load answers with the next of its results (an Error rejects). */
function open(
  input: { isAuthenticated: boolean; hasChart: boolean; hasProfileId: boolean },
  results: { chart?: Array<ChartDetails | Error>; profile?: Array<Profile | Error> } = {},
) {
  const loads: string[] = [];
  const saved: Array<[string, unknown]> = [];
  const next = <T>(list: Array<T | Error> | undefined, fallback: T) => {
    const result = list?.shift() ?? fallback;
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  };
  const actor = createActor(
    kundaliHomeMachine.provide({
      actors: {
        loadChart: fromPromise<ChartDetails>(() => {
          loads.push("chart");
          return next(results.chart, chart);
        }),
        loadProfile: fromPromise<Profile>(() => {
          loads.push("profile");
          return next(results.profile, profile);
        }),
      },
      actions: {
        saveChart: (_, details) => saved.push(["saveChart", details]),
        saveProfile: (_, kept) => saved.push(["saveProfile", kept]),
      },
    }),
    { input },
  ).start();
  return { actor, loads, saved };
}

describe("kundaliHome, beyond the walk", () => {
  it("a guest's chart and profile come from the app store: nothing is loaded", () => {
    const { actor, loads, saved } = open({ isAuthenticated: false, hasChart: true, hasProfileId: false });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(loads).toEqual([]);
    expect(saved).toEqual([]);
  });

  it("a member's chart loads from chart-history, then the profile when no profile id is kept", async () => {
    const { actor, loads, saved } = open({ isAuthenticated: true, hasChart: false, hasProfileId: false });
    expect(actor.getSnapshot().matches("loadingChart")).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      isAuthenticated: true,
      hasChart: true,
      hasProfileId: true,
      error: null,
    });
    expect(loads).toEqual(["chart", "profile"]);
    expect(saved).toEqual([
      ["saveChart", chart],
      ["saveProfile", profile],
    ]);
  });

  it("a member with a kept profile id loads the chart only", async () => {
    const { actor, loads, saved } = open({ isAuthenticated: true, hasChart: true, hasProfileId: true });
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(loads).toEqual(["chart"]);
    expect(saved).toEqual([["saveChart", chart]]);
  });

  it("says why the chart did not load, and loads it again on retry", async () => {
    const { actor, loads } = open(
      { isAuthenticated: true, hasChart: false, hasProfileId: true },
      { chart: [new Error("No birth chart found. Please enter your birth details.")] },
    );
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("No birth chart found. Please enter your birth details.");
    expect(actor.getSnapshot().context.hasChart).toBe(false);
    actor.send({ type: "kundali.retry" });
    expect(actor.getSnapshot().matches("loadingChart")).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(loads).toEqual(["chart", "chart"]);
  });

  it("says why the profile did not load, and gets to the page on retry", async () => {
    const { actor, loads } = open(
      { isAuthenticated: true, hasChart: false, hasProfileId: false },
      { profile: [new Error("An unexpected error occurred.")] },
    );
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("An unexpected error occurred.");
    expect(actor.getSnapshot().context.hasProfileId).toBe(false);
    actor.send({ type: "kundali.retry" });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context.hasProfileId).toBe(true);
    expect(loads).toEqual(["chart", "profile", "chart", "profile"]);
  });
});
