// kundali's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).

import type { InputFrom } from "xstate";
import { fromPromise } from "xstate";
import type { Profile } from "../../../contract/user";
import { type ChartDetails, kundaliHomeMachine } from "../../../machines/kundaliHome";
import type { Kundali } from "../../../machines/lib/storedKundali";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// The kundali home's machine (the member's chart and profile) bound to the app where its screens live: /kundali and
// /profile.
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

// The kundali home (the member's chart and profile) wired to the app: the ports the binding above binds the machine to,
// and its input.
export const wireKundaliHome = boundOnce((app: ScreenEnvironment) => {
  const { api } = app.adapters;
  const ports: KundaliHomePorts = {
    loadChart: async () => (await api.chartHistory()).astro_details,
    loadProfile: () => api.user(),
    saveChart: (chart) => app.patch({ kundali: { ...app.store().kundali, ...(chart as Partial<Kundali>) } }),
    saveProfile: (profile) => {
      // SPEC §3: created_at and updated_at are dropped
      const {
        created_at: _created,
        updated_at: _updated,
        ...kept
      } = profile as Profile & {
        created_at?: unknown;
        updated_at?: unknown;
      };
      app.patch({ profile: { ...app.store().profile, ...kept } });
    },
  };
  return {
    ports,
    input: (): InputFrom<typeof kundaliHomeMachine> => ({
      isAuthenticated: app.isAuthenticated(),
      hasChart: Boolean(app.store().kundali.horoscope_sign),
      hasProfileId: app.store().profile.id !== undefined,
    }),
  };
});
