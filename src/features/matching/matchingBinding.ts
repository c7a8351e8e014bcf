// /matching's machine bound to the app: the ports come from its wiring (src/features/matching/matchingWiring.ts), the binding lives
// here, with the screen (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import type { MatchAnswer, MatchRequest, MatchView } from "../../../contract/matching";
import { matchingMachine } from "../../../machines/matching";
import { boundOnce } from "../../app/boundOnce";

export interface MatchingPorts {
  loadMatches(sessionId: string | null): Promise<MatchView[]>;
  createMatch(request: MatchRequest): Promise<MatchAnswer>;
  pickDate(current: string): Promise<string | null>;
  pickTime(current: string): Promise<string | null>;
  matchSaved(): void;
  askGuru(question: string): void;
}

/** The bound machine, built once per set of ports. */
export const matchingMachineFor = boundOnce((ports: MatchingPorts) =>
  matchingMachine.provide({
    actors: {
      loadMatches: fromPromise(({ input }) => ports.loadMatches(input)),
      createMatch: fromPromise(({ input }) => ports.createMatch(input)),
      pickDate: fromPromise(({ input }) => ports.pickDate(input)),
      pickTime: fromPromise(({ input }) => ports.pickTime(input)),
    },
    actions: {
      matchSaved: () => ports.matchSaved(),
      askGuru: (_, { question }) => ports.askGuru(question),
    },
  }),
);
