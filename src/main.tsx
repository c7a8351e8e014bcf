import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createBrowserLogic } from "./app/browserAdapters";
import "./styles/tokens.css";
import "./styles/base.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
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
