import assert from "node:assert/strict";
import { citySearchMachine } from "../../../machines/citySearch";
import type { MachineWalkSpec } from "../support/walk";

const kathmandu = { name: "Kathmandu", country_name: "Nepal" };

export const citySearchSpec: MachineWalkSpec = {
  name: "citySearch",
  machine: citySearchMachine,
  events: () => [
    { type: "city.typed", query: "" },
    { type: "city.typed", query: "Ka" },
    { type: "city.typed", query: "Kath" },
    { type: "city.selected", city: kathmandu },
  ],
  outputs: { searchCities: [[kathmandu], []] },
  errors: { searchCities: [new Error("No internet connection.")] },
  states: {
    idle: ({ calls, snapshot }) => {
      // a short query never reaches the server
      for (const call of calls) assert.ok(String(call.input).length >= 3);
      assert.deepEqual(snapshot.context.results, []);
    },
    searching: ({ calls }) => assert.equal(calls.at(-1)?.input, "Kath"),
    noResults: ({ snapshot }) => assert.deepEqual(snapshot.context.results, []),
    results: ({ snapshot }) => assert.deepEqual(snapshot.context.results, [kathmandu]),
    failed: ({ snapshot }) => assert.equal(snapshot.context.error, "No internet connection."),
  },
};
