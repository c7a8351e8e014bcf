// /matching wired to the app: the ports its binding (src/features/matching/matchingBinding.ts) binds the machine to,
// and its input. Imported by the screen, so it loads with it rather than with the first load (src/app/boundOnce.ts).
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import type { MatchingInput } from "../../../machines/matching";
import { readKeys } from "../../adapters/api";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import type { MatchingPorts } from "./matchingBinding";

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
