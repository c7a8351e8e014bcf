// walkthrough's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).

import type { InputFrom } from "xstate";
import { fromPromise } from "xstate";
import type { WalkthroughSlide } from "../../../contract/content";
import { walkthroughMachine } from "../../../machines/walkthrough";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import { boundOnce } from "../../wiring/boundOnce";
import { BUILT_IN_SLIDES } from "./builtInSlides";

// The walkthrough's machine bound to the app where the screen lives.
export interface WalkthroughPorts {
  loadSlides(): Promise<WalkthroughSlide[]>;
  saveSlides(slides: WalkthroughSlide[]): void;
  markWalkthroughSeen(): void;
  goToQuestions(): void;
}

export const walkthroughMachineFor = boundOnce((ports: WalkthroughPorts) =>
  walkthroughMachine.provide({
    actors: { loadSlides: fromPromise(() => ports.loadSlides()) },
    actions: {
      saveSlides: (_, slides) => ports.saveSlides(slides),
      markWalkthroughSeen: () => ports.markWalkthroughSeen(),
      goToQuestions: () => ports.goToQuestions(),
    },
  }),
);

// The walkthrough wired to the app: the ports the binding above binds the machine to, and its input.
export const wireWalkthrough = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation } = app.adapters;
  const ports: WalkthroughPorts = {
    loadSlides: () => api.walkthrough(),
    saveSlides: (slides) => app.patch({ walk_through: slides }),
    markWalkthroughSeen: () => app.markWalkthroughSeen(),
    goToQuestions: () => navigation.navigate("/questions"),
  };
  // Slides kept from an earlier visit, else this build's in the reader's language: the first render is the slide a
  // prerendered shell painted, never a loading line, while the content host's slides are read.
  const slidesShownFirst = () => {
    const kept = app.store().walk_through;
    return kept.length > 0 ? kept : [...BUILT_IN_SLIDES[language.get()]];
  };
  return { ports, input: (): InputFrom<typeof walkthroughMachine> => ({ slides: slidesShownFirst() }) };
});
