// get-started's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import type { GetStartedInput } from "../../../machines/getStarted";
import { type AstroDetails, type ChatReply, getStartedMachine } from "../../../machines/getStarted";
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import type { AstroDetailsRequest, BirthFormValues } from "../../../machines/lib/birthForm";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import { plainTextToHtml } from "../../../machines/lib/html";
import { lineBreaksToHtml } from "../../../machines/lib/lineBreaks";
import type { Kundali } from "../../../machines/lib/storedKundali";
import type { Clock } from "../../adapters/clock";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import { boundOnce } from "../../wiring/boundOnce";

// /get-started's machine bound to the app where the screen lives.
export interface GetStartedPorts {
  /** A bot-protection token for the action. */
  getBotToken(action: string): Promise<string>;
  generateChart(request: AstroDetailsRequest): Promise<AstroDetails>;
  askFreeQuestion(request: { message: string; session_id: string }): Promise<ChatReply>;
  pickDate(current: string): Promise<string | null>;
  pickTime(current: string): Promise<string | null>;
  saveKundali(kundali: { details: AstroDetails; birth: BirthFormValues }): void;
  saveFreeAnswer(answer: { question: string; answer: string; failed?: true }): void;
  goToKundali(): void;
}

export const getStartedMachineFor = boundOnce((ports: GetStartedPorts) =>
  getStartedMachine.provide({
    actors: {
      getBotToken: fromPromise(({ input }) => ports.getBotToken(input)),
      generateChart: fromPromise(({ input }) => ports.generateChart(input)),
      askFreeQuestion: fromPromise(({ input }) => ports.askFreeQuestion(input)),
      pickDate: fromPromise(({ input }) => ports.pickDate(input)),
      pickTime: fromPromise(({ input }) => ports.pickTime(input)),
    },
    actions: {
      saveKundali: (_, kundali) => ports.saveKundali(kundali),
      saveFreeAnswer: (_, answer) => ports.saveFreeAnswer(answer),
      goToKundali: () => ports.goToKundali(),
    },
  }),
);

// /get-started wired to the app: the ports the binding above binds the machine to, and its input.
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
    saveFreeAnswer: ({ question, answer, failed }) => {
      const chat: ChatMessage[] = [
        { name: app.userName(), msg: plainTextToHtml(question), slug: "user" },
        { name: app.guruName(), msg: lineBreaksToHtml(answer), slug: "guru", ...(failed ? { failed } : {}) },
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
