import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { PanchangAnswer } from "../../contract/panchang";
import { type KeptDay, type Natal, type TodayInput, type TodayPlace, todayMachine } from "../../machines/today";
import { sampleDay, sampleNatal, todaySpec } from "./models/today.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(todaySpec);

const settle = () => new Promise((r) => setImmediate(r));

function start(
  input: TodayInput,
  loadDay: (place: TodayPlace) => Promise<PanchangAnswer> = async () => sampleDay,
  loadNatal: () => Promise<Natal> = async () => sampleNatal,
) {
  const natalReads: number[] = [];
  const dayReads: TodayPlace[] = [];
  const remembered: Array<TodayPlace | null> = [];
  const kept: KeptDay[] = [];
  const actor = createActor(
    todayMachine.provide({
      actors: {
        loadNatal: fromPromise(() => {
          natalReads.push(1);
          return loadNatal();
        }),
        loadDay: fromPromise(({ input }: { input: { place: TodayPlace } }) => {
          dayReads.push(input.place);
          return loadDay(input.place);
        }),
      },
      actions: {
        rememberPlace: (_, place) => remembered.push(place),
        keepDay: (_, day) => kept.push(day),
      },
    }),
    { input },
  ).start();
  return { actor, natalReads, dayReads, remembered, kept };
}

const yesterday: KeptDay = {
  day: { ...sampleDay, date: "2026-11-28" },
  moon: { sign: 4, nakshatra: 9 },
  placeName: "Kathmandu, Nepal",
};
const pokhara: TodayPlace = { kind: "city", id: 7, name: "Pokhara, Nepal" };

describe("today, beyond the walk", () => {
  it("shows the kept day at once, reads the kundali's Moon, then the day at the birth place, and keeps it", async () => {
    const { actor, dayReads, kept } = start({ natal: null, place: null, kept: yesterday });
    expect(actor.getSnapshot().matches("loadingNatal")).toBe(true);
    expect(actor.getSnapshot().context.day).toBe(yesterday.day);
    expect(actor.getSnapshot().context.moon).toBe(yesterday.moon);
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(dayReads).toEqual([sampleNatal.birthPlace]);
    expect(actor.getSnapshot().context).toMatchObject({ day: sampleDay, moon: sampleNatal.moon, error: null });
    expect(kept).toEqual([{ day: sampleDay, moon: sampleNatal.moon, placeName: "Kathmandu, Nepal" }]);
  });

  it("reads the day for a remembered place, and for the birth place again once the reader goes back to it", async () => {
    const { actor, natalReads, dayReads, remembered } = start({ natal: sampleNatal, place: pokhara, kept: null });
    await settle();
    expect(natalReads).toEqual([]); // the page gave the kundali's Moon
    expect(dayReads).toEqual([pokhara]);
    actor.send({ type: "place.reset" });
    expect(remembered).toEqual([null]);
    await settle();
    expect(dayReads).toEqual([pokhara, sampleNatal.birthPlace]);
    expect(actor.getSnapshot().context.place).toBeNull();
  });

  it("remembers a chosen place and reads its day", async () => {
    const delhi: TodayPlace = { kind: "city", id: 9, name: "Delhi, India" };
    const { actor, dayReads, remembered } = start({ natal: sampleNatal, place: null, kept: null });
    await settle();
    actor.send({ type: "place.chosen", place: delhi });
    expect(actor.getSnapshot().matches("loadingDay")).toBe(true);
    await settle();
    expect(remembered).toEqual([delhi]);
    expect(dayReads).toEqual([sampleNatal.birthPlace, delhi]);
    expect(actor.getSnapshot().context.place).toEqual(delhi);
    expect(actor.getSnapshot().context.placeName).toBe("Delhi, India");
  });

  it("offline, keeps showing the last day it had and reads again on retry", async () => {
    let online = false;
    const { actor, kept } = start({ natal: sampleNatal, place: null, kept: yesterday }, async () => {
      if (!online) throw new Error("You are offline. Check your internet connection.");
      return sampleDay;
    });
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      day: yesterday.day,
      moon: yesterday.moon,
      placeName: "Kathmandu, Nepal",
      error: "You are offline. Check your internet connection.",
    });
    expect(kept).toEqual([]);
    online = true;
    actor.send({ type: "today.retried" });
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context.day).toBe(sampleDay);
  });

  it("shows the empty state when there is no kundali yet", async () => {
    const { actor, dayReads } = start({ natal: null, place: null, kept: null }, undefined, async () => {
      throw Object.assign(new Error("There is no kundali yet."), { status: 404 });
    });
    await settle();
    expect(actor.getSnapshot().matches("missing")).toBe(true);
    expect(dayReads).toEqual([]);
  });
});
