// The walkthrough's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import type { WalkthroughSlide } from "../../../contract/content";
import { walkthroughMachine } from "../../../machines/walkthrough";
import { boundOnce } from "../../app/boundOnce";

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
