import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createBrowserLogic } from "./app/browserAdapters";
import "./styles/tokens.css";
import "./styles/base.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// Development builds only (the block is compiled out of production): `?native=sim` plays the native app's side
// of the bridge before the app looks for it (src/dev/nativeSimulator.ts, README "Native app bridge").
if (import.meta.env.DEV) {
  const { simulatorRequested } = await import("./dev/simulatorSwitch");
  if (simulatorRequested(window.location.search, sessionStorage)) {
    const [{ installNativeSimulator }, { nativeUserAgentMarker }] = await Promise.all([
      import("./dev/nativeSimulator"),
      import("./app/config"),
    ]);
    installNativeSimulator({ marker: nativeUserAgentMarker });
  }
}
// The root actors live outside React (StrictMode mounts twice in development; actors cannot restart).
const logic = createBrowserLogic();
logic.start();
createRoot(root).render(
  <StrictMode>
    <App logic={logic} />
  </StrictMode>,
);
