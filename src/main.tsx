import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { KEPT_FRAME_ATTRIBUTE } from "../shared/kept-frame-script";
import { loadListedModules } from "./adapters/modulePreloads";
import { nextTask } from "./adapters/nextTask";
import { App, preloadScreen } from "./app/App";
import { createBrowserAdapters, readDocumentCookiesAhead } from "./app/browserAdapters";
import { createAppLogic } from "./app/logic";
import { language, prepareLanguage } from "./i18n/i18n";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/devanagari-font.css";

// A cold start is a row of short tasks rather than one long one (a phone's main thread stays responsive): the
// bundle's evaluation, fetching the address bar's screen, then its language, the adapters (storage, cache, HTTP), the
// app logic and its root actors, then the first render, which React slices further in a transition.
async function startApp(root: HTMLElement) {
  // Each module the page asks for ahead is a <link> to add, a millisecond or more of a phone's main thread, and each
  // runs its code: the screen's (30 for /chat), listed by its shell, are asked for a few per task and run one per task
  // between the steps below, and the screen's import follows them; the language's are added in a task of their own.
  const screenReady = loadListedModules(document, nextTask, (href) => import(/* @vite-ignore */ href))
    .catch(() => {})
    .then(() => preloadScreen(window.location.pathname));
  // SPEC's version cookie decides the session at start: asked for asynchronously, while the screen's code comes.
  const cookiesReady = readDocumentCookiesAhead();
  await nextTask();
  // Nepali or Hindi: their catalogue chunk is fetched beside the screen's, so the first paint is already in it.
  const languageReady = prepareLanguage();
  const cookies = await cookiesReady;
  await nextTask();
  const browser = createBrowserAdapters(cookies);
  await nextTask();
  // The root actors live outside React (StrictMode mounts twice in development; actors cannot restart).
  const logic = createAppLogic(browser.adapters);
  browser.connect(logic);
  await nextTask();
  logic.start();
  await languageReady;
  const app = (
    <StrictMode>
      <App logic={logic} />
    </StrictMode>
  );
  if (root.hasAttribute(KEPT_FRAME_ATTRIBUTE)) {
    // The shell painted the reader's kept frame (src/app/keptFrame.ts), which is this screen with their data: once
    // the screen's code is here React draws the same frame over it, so nothing between shows the loading line.
    await screenReady.catch(() => {});
    startTransition(() => createRoot(root).render(app));
  } else if (isShellOf(root, window.location.pathname, language.get())) {
    // The shell stays on screen until the screen's code has come; then React takes it over in place.
    await screenReady.catch(() => {});
    hydrateRoot(root, app, { onRecoverableError: reportInDevelopment });
  } else {
    startTransition(() => createRoot(root).render(app));
  }
}

/**
 * The page came with the prerendered first frame of this very path in this language (server/http/spa.ts); an
 * index.html (the service worker's offline answer, another route) or a shell in another language is rendered over.
 */
function isShellOf(root: HTMLElement, path: string, code: string): boolean {
  const shell = root.dataset.shell;
  return root.dataset.shellLanguage === code && (shell === path || shell === "*");
}

/**
 * A screen whose reader's data are already at hand (cached questions, a saved chart, a redirect of a guard) does not
 * match its empty frame: React renders it afresh, as designed, and reports it here; only development shows it.
 */
function reportInDevelopment(error: unknown) {
  if (import.meta.env.DEV) console.warn("The prerendered shell was rendered afresh:", error);
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
setTimeout(() => void startApp(root), 0);
