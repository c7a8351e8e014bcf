// /get-started's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { type AstroDetails, type ChatReply, getStartedMachine } from "../../../machines/getStarted";
import type { AstroDetailsRequest, BirthFormValues } from "../../../machines/lib/birthForm";
import { boundOnce } from "../../app/boundOnce";

export interface GetStartedPorts {
  /** A bot-protection token for the action. */
  getBotToken(action: string): Promise<string>;
  generateChart(request: AstroDetailsRequest): Promise<AstroDetails>;
  askFreeQuestion(request: { message: string; session_id: string }): Promise<ChatReply>;
  pickDate(current: string): Promise<string | null>;
  pickTime(current: string): Promise<string | null>;
  saveKundali(kundali: { details: AstroDetails; birth: BirthFormValues }): void;
  saveFreeAnswer(answer: { question: string; answer: string }): void;
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
