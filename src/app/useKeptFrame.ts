// Keeps #root's HTML as the kept frame of this screen (src/app/keptFrame.ts) after a commit in which the screen
// shows what it would show first on the reader's next visit (less what is marked as left out of it).
// `showsFirstFrame` is the screen's own judgement of that (e.g. the first tab, the kept data, no loading); `frameKey`
// changes whenever the screen's own state in the frame does. A change to the kept data the frame is drawn from keeps
// it again (logic.ts forgot the old one).
import { useSelector } from "@xstate/react";
import { useLayoutEffect } from "react";
import { type KeptFramePath, keptFrameStyles, LEFT_OUT_SELECTOR } from "../../shared/kept-frame-script";
import { language } from "../i18n/i18n";
import { keptFrameSource } from "./keptFrame";
import { useAppLogic } from "./LogicContext";

export function useKeptFrame(path: KeptFramePath, showsFirstFrame: boolean, frameKey: string) {
  const logic = useAppLogic();
  const drawnFrom = useSelector(logic.appStore, (s) => keptFrameSource(path, s.context));
  // A layout effect: the whole tree of this commit is in the DOM, and nothing has been painted or fetched since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: frameKey and drawnFrom stand for the DOM the effect reads
  useLayoutEffect(() => {
    const root = document.getElementById("root");
    if (!showsFirstFrame || !root || window.location.pathname !== path) return;
    logic.keepFrame({ path, language: language.get(), html: keptHtml(root), styles: keptFrameStyles() });
  }, [logic, path, showsFirstFrame, frameKey, drawnFrom]);
}

/** #root's HTML without what the next visit will not show (`KEPT_FRAME_LEFT_OUT`). */
function keptHtml(root: HTMLElement): string {
  if (!root.querySelector(LEFT_OUT_SELECTOR)) return root.innerHTML;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(LEFT_OUT_SELECTOR)) element.remove();
  return copy.innerHTML;
}
