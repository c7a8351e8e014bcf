// The kundali home (the member's chart and profile) wired to the app: the ports its binding
// (src/features/kundali/kundaliHomeBinding.ts) binds the machine to, and its input. Imported by /kundali and /profile,
// so it loads with them rather than with the first load (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { Profile } from "../../../contract/user";
import type { kundaliHomeMachine } from "../../../machines/kundaliHome";
import type { Kundali } from "../../../machines/lib/storedKundali";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { KundaliHomePorts } from "./kundaliHomeBinding";

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
