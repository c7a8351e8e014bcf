// The city search's machine bound to the app beside its hook (src/features/city-search/useCitySearch.ts), which only the screens with
// a birth-place field import, so it loads with them rather than with the first load (src/app/boundOnce.ts).
import { fromPromise } from "xstate";
import { citySearchMachine } from "../../../machines/citySearch";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";

export const citySearchMachineFor = boundOnce(({ adapters: { api } }: ScreenEnvironment) =>
  citySearchMachine.provide({
    actors: { searchCities: fromPromise(({ input }) => api.searchCities(input)) },
  }),
);
