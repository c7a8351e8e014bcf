// matching's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import type { MatchAnswer, MatchRequest, MatchView } from "../../../contract/matching";
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import type { MatchingInput } from "../../../machines/matching";
import { matchingMachine } from "../../../machines/matching";
import { readKeys } from "../../adapters/api";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import { boundOnce } from "../../wiring/boundOnce";

// /matching's machine bound to the app: the ports come from the wiring below.
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

// /matching wired to the app: the ports the binding above binds the machine to, and its input.
export const wireMatching = boundOnce((app: ScreenEnvironment) => {
  const { api, bridge, cache, navigation } = app.adapters;
  /** The asker's guest session (members send their token). */
  const guestSession = () => (app.isAuthenticated() ? null : app.sessionId());
  const ports: MatchingPorts = {
    loadMatches: (session) => api.matches(session),
    createMatch: (request) => api.createMatch(request),
    pickDate: (current) => bridge.pickDate(current),
    pickTime: (current) => bridge.pickTime(current),
    // the saved list is read again next time (the machine already shows the new match first)
    matchSaved: () => {
      void cache.invalidate(readKeys.matches(guestSession())).catch(() => {});
      app.track("match_made", "success");
    },
    // The question waits in the chat's box (`/chat?ask=`), so the asker sends it (and a guest past the free question
    // meets the register prompt with it kept, across the reload that follows logging in).
    askGuru: (question) => {
      app.track("match_guru_asked", "select");
      navigation.navigate(`/chat?${new URLSearchParams({ ask: question }).toString()}`);
    },
  };
  return {
    ports,
    input: (): MatchingInput => ({ sessionId: guestSession(), calendar: firstBirthCalendar(language.get()) }),
  };
});
