// The kundali home's machine (the member's chart and profile) bound to the app where its screens live: /kundali and
// /profile (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import type { Profile } from "../../../contract/user";
import { type ChartDetails, kundaliHomeMachine } from "../../../machines/kundaliHome";
import { boundOnce } from "../../app/boundOnce";

export interface KundaliHomePorts {
  loadChart(): Promise<ChartDetails>;
  loadProfile(): Promise<Profile>;
  saveChart(chart: ChartDetails): void;
  saveProfile(profile: Profile): void;
}

export const kundaliHomeMachineFor = boundOnce((ports: KundaliHomePorts) =>
  kundaliHomeMachine.provide({
    actors: {
      loadChart: fromPromise(() => ports.loadChart()),
      loadProfile: fromPromise(() => ports.loadProfile()),
    },
    actions: {
      saveChart: (_, chart) => ports.saveChart(chart),
      saveProfile: (_, profile) => ports.saveProfile(profile),
    },
  }),
);
