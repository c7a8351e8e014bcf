// The walkthrough wired to the app: the ports its binding (src/features/walkthrough/walkthroughBinding.ts) binds the
// machine to, and its input. Imported by the screen, so it loads with it rather than with the first load
// (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { walkthroughMachine } from "../../../machines/walkthrough";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { WalkthroughPorts } from "./walkthroughBinding";

export const wireWalkthrough = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation } = app.adapters;
  const ports: WalkthroughPorts = {
    loadSlides: () => api.walkthrough(),
    saveSlides: (slides) => app.patch({ walk_through: slides }),
    markWalkthroughSeen: () => app.markWalkthroughSeen(),
    goToQuestions: () => navigation.navigate("/questions"),
  };
  return { ports, input: (): InputFrom<typeof walkthroughMachine> => ({ slides: app.store().walk_through }) };
});
