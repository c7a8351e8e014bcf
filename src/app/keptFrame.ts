// The reader's own first frame of an entry screen, kept for their next visit. A prerendered shell can only carry a
// screen without the reader's data (the questions loading, the kundali's loading line); what a returning reader
// sees first is their questions or their chart, drawn once the app's code has arrived. So the app keeps the HTML of
// that first frame, and the shell paints it before any of the app's code runs (shared/kept-frame-script.ts): on a
// slow network the reader's own screen is on view at the first paint, inert until the app takes it over and draws the
// same frame over it.
//
// A frame is only ever the frame the app would draw first from the kept store (the screens say when: src/app/
// useKeptFrame.ts), and it is forgotten whenever the kept data it shows change or the session changes (logic.ts),
// so a shell never paints something the app would not. Each screen keeps its own: a reader who reads their chart
// and then their conversation finds both painted on their next visit.
import type { AppStore } from "../../machines/appStore";
import { KEPT_FRAME_PATHS, type KeptFramePath, keptFrameKey } from "../../shared/kept-frame-script";
import type { KeyValueStorage } from "../adapters/storage";

export interface KeptFrame {
  path: KeptFramePath;
  language: string;
  /** #root's inner HTML as the app drew it. */
  html: string;
  /** The build's stylesheet (`keptFrameStyles`): a frame of another build is not painted. */
  styles: string | null;
}

export function keepFrame(storage: KeyValueStorage, frame: KeptFrame): void {
  const key = keptFrameKey(frame.path);
  const text = JSON.stringify(frame);
  // A returning reader's screen is mostly the frame already kept: reading it back costs less than writing it again.
  if (storage.get(key) !== text) storage.set(key, text);
}

/** Forgets the frames of these screens (by default every screen's: the session changed). */
export function forgetKeptFrames(storage: KeyValueStorage, paths: readonly KeptFramePath[] = KEPT_FRAME_PATHS): void {
  for (const path of paths) storage.remove(keptFrameKey(path));
}

type KeptFrameStore = Pick<
  AppStore,
  | "categories_list"
  | "category_question"
  | "question"
  | "profile"
  | "kundali"
  | "chat"
  | "query_available"
  | "subscription"
>;

/** The entry screens' frames: the questions, the chosen one, the reader and their chart. */
const entryScreen = (s: KeptFrameStore) => [s.categories_list, s.category_question, s.question, s.profile, s.kundali];

/** What each screen's kept frame is drawn from: when it changes, that frame is stale. */
const DRAWN_FROM: Record<KeptFramePath, (store: KeptFrameStore) => unknown[]> = {
  "/questions": entryScreen,
  "/kundali": entryScreen,
  // The conversation, the banner's count, the guru's and the reader's names (profile), and whether a pack has a
  // price (the 'GET MORE GUIDANCE' prompt).
  "/chat": (s) => [s.chat, s.query_available, s.profile, s.kundali, s.subscription],
};

export function keptFrameSource(path: KeptFramePath, store: KeptFrameStore): string {
  return JSON.stringify(DRAWN_FROM[path](store));
}

/** Every screen's source (`keptFrameSource`), to tell which frames a change to the kept store made stale. */
export function keptFrameSources(store: KeptFrameStore): Record<KeptFramePath, string> {
  return Object.fromEntries(KEPT_FRAME_PATHS.map((path) => [path, keptFrameSource(path, store)])) as Record<
    KeptFramePath,
    string
  >;
}
