import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { type City, citySearchMachine } from "../../machines/citySearch";
import { citySearchSpec } from "./models/citySearch.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(citySearchSpec);

// docs/product.md §5: the search starts at 3 or more characters, 500 ms after the last keystroke; an empty value clears the list.
describe("city search as the user types", () => {
  const kathmandu: City = { id: 1, name: "Kathmandu", country_name: "Nepal" };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  /** An actor whose searches answer `answer` and are recorded in `asked`. */
  function searchingWith(answer: () => Promise<City[]>) {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const machine = citySearchMachine.provide({
      actors: {
        searchCities: fromPromise<City[], string>(({ input }) => {
          asked.push(input);
          return answer();
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, asked, clock };
  }

  it("searches a 3-character query, trimmed, only once 500 ms passed since the last keystroke", async () => {
    const { actor, asked, clock } = searchingWith(async () => [kathmandu]);
    actor.send({ type: "city.typed", query: " Ka" });
    clock.increment(300);
    actor.send({ type: "city.typed", query: " Kat " });
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe("debouncing");
    expect(actor.getSnapshot().context.query).toBe(" Kat ");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("searching");
    expect(asked).toEqual(["Kat"]);
    await settle();
    expect(actor.getSnapshot().value).toBe("results");
    expect(actor.getSnapshot().context.results).toEqual([kathmandu]);
  });

  it("a new keystroke while waiting restarts the 500 ms", () => {
    const { actor, asked, clock } = searchingWith(async () => [kathmandu]);
    actor.send({ type: "city.typed", query: "Kat" });
    clock.increment(400);
    actor.send({ type: "city.typed", query: "Kath" });
    clock.increment(400);
    expect(asked).toEqual([]);
    clock.increment(100);
    expect(asked).toEqual(["Kath"]);
  });

  it("under 3 characters (spaces aside) never searches and empties the list", async () => {
    const { actor, asked, clock } = searchingWith(async () => [kathmandu]);
    actor.send({ type: "city.typed", query: "Kath" });
    clock.increment(500);
    await settle();
    actor.send({ type: "city.typed", query: "  Ka  " });
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ query: "  Ka  ", results: [] });
    expect(asked).toEqual(["Kath"]);
  });

  it("an empty or blank value clears the list and the chosen city", () => {
    const { actor, asked, clock } = searchingWith(async () => [kathmandu]);
    actor.send({ type: "city.selected", city: kathmandu });
    expect(actor.getSnapshot().context).toMatchObject({ query: "Kathmandu", selected: kathmandu, results: [] });
    actor.send({ type: "city.typed", query: "   " });
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toEqual({ query: "", results: [], selected: null, error: null });
    expect(asked).toEqual([]);
  });

  it("an empty answer shows 'No Result found' with no list", async () => {
    const { actor, clock } = searchingWith(async () => []);
    actor.send({ type: "city.typed", query: "Zzyzx" });
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().value).toBe("noResults");
    expect(actor.getSnapshot().context.results).toEqual([]);
  });
});
