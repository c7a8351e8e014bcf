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
  // A transition lets React render the first screen in slices instead of one long task that blocks input.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App logic={logic} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
preloadScreen(window.location.pathname);
// One task evaluates the bundle, the next starts the app: the browser can paint and handle input in between.
setTimeout(() => startApp(root), 0);
