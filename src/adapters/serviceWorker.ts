// Registers the service worker (vite-plugin-pwa) and reports its life to the app: an update waiting, and the new
// worker taking control. Outside a production build or without service-worker support it does nothing. The
// registration code is fetched apart from the first load (workbox registers once the page has loaded anyway).

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
  const registering = import("virtual:pwa-register").then(({ registerSW }) =>
    registerSW({ onNeedRefresh: () => events.onUpdateFound() }),
  );
  return { applyUpdate: () => void registering.then((update) => update(true)) };
}
