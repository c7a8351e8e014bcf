/**
 * City search (docs/product.md §5): the birth place / place of birth field.
 *
 * Events (from the view):
 * - `city.typed` { query }    every keystroke; an empty query clears the list, under 3 characters does not search,
 *                             otherwise a search starts 500 ms after the last keystroke.
 * - `city.selected` { city }  a result was picked: the list closes and `context.selected` holds it.
 *
 * Snapshot for the view:
 * - `context.query`, `context.results` (name, country_name), `context.selected`
 * - `matches("searching")` -> 'Searching...'; `matches("noResults")` -> 'No Result found';
 *   `matches("results")` -> the dropdown; `matches("failed")` -> `context.error`.
 *
 * Actor placeholder: `searchCities` (input: the query; output: City[]) — POST /api/cities/search.
 */
import { assign, fromPromise, setup } from "xstate";
import type { CityResult } from "../contract/cities";
import { isCityQueryLongEnough } from "../contract/search-fold";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

/** A result of POST /api/cities/search; its `id` is sent back as `place_id` so the chart uses this very place. */
export type City = Pick<CityResult, "id" | "name" | "country_name">;

export const CITY_SEARCH_DEBOUNCE_MS = 500;

export type CitySearchEvent = { type: "city.typed"; query: string } | { type: "city.selected"; city: City };

export const citySearchMachine = setup({
  types: {
    context: {} as { query: string; results: City[]; selected: City | null; error: Said | null },
    events: {} as CitySearchEvent,
  },
  actors: {
    searchCities: fromPromise<City[], string>(notProvided("searchCities")),
  },
  delays: { searchDebounce: CITY_SEARCH_DEBOUNCE_MS },
  guards: {
    queryIsEmpty: ({ event }) => event.type === "city.typed" && event.query.trim() === "",
    queryTooShort: ({ event }) => event.type === "city.typed" && !isCityQueryLongEnough(event.query),
  },
}).createMachine({
  id: "citySearch",
  context: { query: "", results: [], selected: null, error: null },
  initial: "idle",
  on: {
    "city.typed": [
      {
        guard: "queryIsEmpty",
        target: ".idle",
        actions: assign({ query: "", results: [], selected: null, error: null }),
      },
      {
        guard: "queryTooShort",
        target: ".idle",
        actions: assign({ query: ({ event }) => event.query, results: [], error: null }),
      },
      {
        target: ".debouncing",
        reenter: true,
        actions: assign({ query: ({ event }) => event.query, error: null }),
      },
    ],
    "city.selected": {
      target: ".idle",
      actions: assign({
        selected: ({ event }) => event.city,
        query: ({ event }) => event.city.name,
        results: [],
        error: null,
      }),
    },
  },
  states: {
    idle: {},
    debouncing: { after: { searchDebounce: "searching" } },
    searching: {
      invoke: {
        id: "searchCities",
        src: "searchCities",
        input: ({ context }) => context.query.trim(),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: "noResults", actions: assign({ results: [] }) },
          { target: "results", actions: assign({ results: ({ event }) => event.output }) },
        ],
        onError: {
          target: "failed",
          actions: assign({ results: [], error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    results: {},
    noResults: {},
    failed: {},
  },
});
