import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { nextTask } from "./adapters/nextTask";
import { App, preloadScreen } from "./app/App";
import { createBrowserAdapters } from "./app/browserAdapters";
import { createAppLogic } from "./app/logic";
import { prepareLanguage } from "./i18n/i18n";
import "./styles/tokens.css";
import "./styles/base.css";

// A cold start is a row of short tasks rather than one long one (a phone's main thread stays responsive): the
// bundle's evaluation, fetching the address bar's screen, the adapters (storage, cache, HTTP), the app logic and its
// root actors, then the first render, which React slices further in a transition.
async function startApp(root: HTMLElement) {
  preloadScreen(window.location.pathname);
  // Nepali or Hindi: their catalogue chunk is fetched beside the screen's, so the first paint is already in it.
  const languageReady = prepareLanguage();
  await nextTask();
  const browser = createBrowserAdapters();
  await nextTask();
  // The root actors live outside React (StrictMode mounts twice in development; actors cannot restart).
  const logic = createAppLogic(browser.adapters);
  browser.connect(logic);
  await nextTask();
  logic.start();
  await languageReady;
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
setTimeout(() => void startApp(root), 0);
