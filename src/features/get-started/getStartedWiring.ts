// /get-started wired to the app: the ports its binding (src/features/get-started/getStartedBinding.ts) binds the
// machine to, and its input. Imported by the screen, so it loads with it rather than with the first load
// (src/app/boundOnce.ts).
import type { GetStartedInput } from "../../../machines/getStarted";
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import { plainTextToHtml } from "../../../machines/lib/html";
import { lineBreaksToHtml } from "../../../machines/lib/lineBreaks";
import type { Kundali } from "../../../machines/lib/storedKundali";
import type { Clock } from "../../adapters/clock";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import type { GetStartedPorts } from "./getStartedBinding";

/** SPEC §4: a random cap of 80-95 % for the loading screen. */
export function drawProgressCap(clock: Clock): number {
  return 80 + Math.floor(clock.random() * 16);
}

export const wireGetStarted = boundOnce((app: ScreenEnvironment) => {
  const { api, bridge, botProtection, clock, navigation } = app.adapters;
  const ports: GetStartedPorts = {
    getBotToken: (action) => botProtection.token(action),
    generateChart: (request) => api.astroDetails(request),
    askFreeQuestion: (request) => api.chat(request),
    pickDate: (current) => bridge.pickDate(current),
    pickTime: (current) => bridge.pickTime(current),
    saveKundali: ({ details, birth }) => {
      let sign = "";
      try {
        sign = String((JSON.parse(details.horoscope_data) as { sign?: unknown }).sign ?? "");
      } catch {
        // horoscope_data is optional detail; the chart itself is kept either way
      }
      const kundali: Partial<Kundali> = {
        ...birth,
        session_id: details.session_id ?? "",
        interpretation: details.interpretation,
        chart: details.chart,
        horoscope_sign: sign,
      };
      app.patch({ kundali: { ...app.store().kundali, ...kundali } });
      if (details.guru_profile) app.patch({ profile: { ...app.store().profile, guru_profile: details.guru_profile } });
      app.track("kundali_generated", "success");
    },
    saveFreeAnswer: ({ question, answer }) => {
      const chat: ChatMessage[] = [
        { name: app.userName(), msg: plainTextToHtml(question), slug: "user" },
        { name: app.guruName(), msg: lineBreaksToHtml(answer), slug: "guru" },
      ];
      app.patch({ chat });
    },
    goToKundali: () => navigation.navigate("/kundali"),
  };
  return {
    ports,
    input: (): GetStartedInput => ({
      question: app.store().question ?? "",
      categories: app.store().categories_list.map((c) => c.name),
      loadingSteps: app.store().loading_data,
      progressCap: drawProgressCap(clock),
      // The reader's language: BS first in Nepali.
      calendar: firstBirthCalendar(language.get()),
    }),
  };
});
