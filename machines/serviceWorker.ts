/**
 * Service-worker update (docs/product.md §2): 'New content available. Reload?'; when the new worker activates, the page reloads.
 *
 * Events (from the service-worker adapter and the prompt): `sw.updateFound`, `sw.reloadAccepted`, `sw.dismissed`,
 * `sw.activated`.
 * Snapshot: `matches("updateAvailable")` shows the prompt; `matches("updating")` while the worker takes over.
 * Placeholders: actions `applyUpdate` (skip waiting), `reloadPage`.
 */
import { setup } from "xstate";

export type ServiceWorkerEvent =
  | { type: "sw.updateFound" }
  | { type: "sw.reloadAccepted" }
  | { type: "sw.dismissed" }
  | { type: "sw.activated" };

export const serviceWorkerMachine = setup({
  types: { events: {} as ServiceWorkerEvent },
  actions: { applyUpdate: () => {}, reloadPage: () => {} },
}).createMachine({
  id: "serviceWorker",
  initial: "current",
  states: {
    current: { on: { "sw.updateFound": "updateAvailable", "sw.activated": { target: "reloading" } } },
    updateAvailable: {
      on: {
        "sw.reloadAccepted": { target: "updating", actions: "applyUpdate" },
        "sw.dismissed": "current",
        "sw.activated": "reloading",
      },
    },
    updating: { on: { "sw.activated": "reloading" } },
    reloading: { type: "final", entry: "reloadPage" },
  },
});
