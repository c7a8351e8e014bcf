import assert from "node:assert/strict";
import { walkthroughMachine } from "../../../machines/walkthrough";
import type { MachineWalkSpec } from "../support/walk";

const slide = (n: number) => ({ img: `/img/${n}.png`, title: `Slide ${n}`, description: `About ${n}` });

export const walkthroughSpec: MachineWalkSpec = {
  name: "walkthrough",
  machine: walkthroughMachine,
  inputs: [{ slides: [] }, { slides: [slide(9)] }],
  events: () => [
    { type: "walkthrough.next" },
    { type: "walkthrough.skip" },
    { type: "walkthrough.continue" },
    { type: "walkthrough.swiped", deltaX: -51 },
    { type: "walkthrough.swiped", deltaX: 51 },
    { type: "walkthrough.swiped", deltaX: -50 },
    { type: "walkthrough.retry" },
  ],
  outputs: { loadSlides: [[slide(1), slide(2)]] },
  errors: { loadSlides: [new Error("No internet connection.")] },
  recordedActions: ["saveSlides", "markWalkthroughSeen", "goToQuestions"],
  states: {
    showing: ({ snapshot }) => {
      const { index, slides } = snapshot.context;
      assert.ok(index >= 0 && index < slides.length);
    },
    failed: ({ snapshot }) => assert.equal(snapshot.context.error, "No internet connection."),
    finished: ({ actions }) =>
      assert.deepEqual(
        actions.slice(-2).map((a) => a.name),
        ["markWalkthroughSeen", "goToQuestions"],
      ),
  },
};
