// The city search's machine bound to the app beside its hook (src/app/useCitySearch.ts), which only the screens with
// a birth-place field import (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { type City, citySearchMachine } from "../../machines/citySearch";
import { boundOnce } from "./boundOnce";

export interface CitySearchPorts {
  searchCities(query: string): Promise<City[]>;
}

export const citySearchMachineFor = boundOnce((ports: CitySearchPorts) =>
  citySearchMachine.provide({
    actors: { searchCities: fromPromise(({ input }) => ports.searchCities(input)) },
  }),
);
