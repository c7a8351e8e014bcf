// city-search's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import { citySearchMachine } from "../../../machines/citySearch";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// The city search's machine bound to the app beside its hook (src/features/city-search/useCitySearch.ts), which only
// the screens with a birth-place field import, so it loads with them rather than with the first load
// (src/wiring/boundOnce.ts).
export const citySearchMachineFor = boundOnce(({ adapters: { api } }: ScreenEnvironment) =>
  citySearchMachine.provide({
    actors: { searchCities: fromPromise(({ input }) => api.searchCities(input)) },
  }),
);
