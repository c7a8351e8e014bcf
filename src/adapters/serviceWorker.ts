// Registers the service worker (vite-plugin-pwa) and reports its life to the app: an update waiting, and the new
// worker taking control. Outside a production build or without service-worker support it does nothing.
import { registerSW } from "virtual:pwa-register";

export interface ServiceWorkerEvents {
  onUpdateFound(): void;
  onActivated(): void;
}

export interface ServiceWorkerControl {
  /** Lets the waiting worker take over (skip waiting); the page reloads when it has. */
  applyUpdate(): void;
}

export function registerServiceWorker(events: ServiceWorkerEvents): ServiceWorkerControl {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) {
    return { applyUpdate: () => {} };
  }
  // Only a worker that replaces an existing one is an update; the first install must not reload the page.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) events.onActivated();
  });
  const update = registerSW({ onNeedRefresh: () => events.onUpdateFound() });
  return { applyUpdate: () => void update(true) };
}
