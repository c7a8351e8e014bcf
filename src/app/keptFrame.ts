// The reader's own first frame of an entry screen, kept for their next visit. A prerendered shell can only carry a
// screen without the reader's data (the questions loading, the kundali's loading line); what a returning reader
// sees first is their questions or their chart, drawn once the app's code has arrived. So the app keeps the HTML of
// that first frame, and the shell paints it before any of the app's code runs (shared/kept-frame-script.ts): on a
// slow network the reader's own screen is on view at the first paint, inert until the app takes it over and draws the
// same frame over it.
//
// A frame is only ever the frame the app would draw first from the kept store (the screens say when: src/app/
// useKeptFrame.ts), and it is forgotten whenever the kept data it shows change or the session changes (logic.ts),
// so a shell never paints something the app would not.
import type { AppStore } from "../../machines/appStore";
import { KEPT_FRAME_KEY, type KeptFramePath } from "../../shared/kept-frame-script";
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
  storage.set(KEPT_FRAME_KEY, JSON.stringify(frame));
}

export function forgetKeptFrame(storage: KeyValueStorage): void {
  storage.remove(KEPT_FRAME_KEY);
}

/** What a kept frame is drawn from: when it changes, the frame is stale. */
export function keptFrameSource(
  store: Pick<AppStore, "categories_list" | "category_question" | "question" | "profile" | "kundali">,
): string {
  return JSON.stringify([store.categories_list, store.category_question, store.question, store.profile, store.kundali]);
}
