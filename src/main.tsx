import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadScreen } from "./app/App";
import { createBrowserLogic } from "./app/browserAdapters";
import "./styles/tokens.css";
import "./styles/base.css";

function startApp(root: HTMLElement) {
  // The root actors live outside React (StrictMode mounts twice in development; actors cannot restart).
  const logic = createBrowserLogic();
  logic.start();
  // The first render in a task of its own, and in a transition so React renders the screen in slices.
  setTimeout(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App logic={logic} />
        </StrictMode>,
      );
    });
  }, 0);
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// Short tasks rather than one long one, so the browser can paint and handle input in between: the bundle's
// evaluation, then fetching the address bar's screen, then building the app logic, then the first render.
setTimeout(() => preloadScreen(window.location.pathname), 0);
setTimeout(() => startApp(root), 0);
