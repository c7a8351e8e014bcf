/**
 * The app's root (docs/architecture.md: one coordinator). It owns the actors that live as long as the page, each under a system id
 * so other machines reach it by events (`sendTo(({ system }) => system.get(APP_ACTORS.session), ...)`) rather than
 * through the views:
 * - `appStore`: the kept app store (docs/product.md §3);
 * - `session`: tokens, cookies, login state (docs/product.md §4);
 * - `offline`: the connection, fed by the root with the browser's online/offline events;
 * - `serviceWorker`: a new version waiting to be applied.
 * On start it sets up the native app's notifications (once per start, the kept setting decides the subscription).
 *
 * Input: what the adapters read at start for each child (`storedAppStore`, `session`, `online`).
 *
 * Events:
 * - `app.routeChanged` { path }   every navigation: the session tells the native app its status and the page is
 *                                 tracked (the route guards' verdict is `settleRoute`, read by the route table)
 * - `network.online` / `network.offline`   the browser's connection events, handed to `offline`
 *
 * Provided by the adapters (src/app/logic.ts): the four children bound to theirs.
 * Action placeholder: `setUpNativeNotifications`.
 */
import { type ActorRefFrom, sendTo, setup } from "xstate";
import { appStoreMachine } from "./appStore";
import { type OfflineEvent, offlineMachine } from "./offline";
import { serviceWorkerMachine } from "./serviceWorker";
import { type SessionInput, sessionMachine } from "./session";

/** The children's system ids: `system.get(APP_ACTORS.session)` from any actor of the app. */
export const APP_ACTORS = {
  appStore: "appStore",
  session: "session",
  offline: "offline",
  serviceWorker: "serviceWorker",
} as const;

export interface AppInput {
  /** The kept app store's text (null on a first visit). */
  storedAppStore: string | null;
  session: SessionInput;
  online: boolean;
}

export type AppEvent = { type: "app.routeChanged"; path: string } | OfflineEvent;

export type AppStoreRef = ActorRefFrom<typeof appStoreMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type OfflineRef = ActorRefFrom<typeof offlineMachine>;
export type ServiceWorkerRef = ActorRefFrom<typeof serviceWorkerMachine>;

export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppInput, events: {} as AppEvent },
  actors: {
    appStore: appStoreMachine,
    session: sessionMachine,
    offline: offlineMachine,
    serviceWorker: serviceWorkerMachine,
  },
  actions: { setUpNativeNotifications: () => {} },
}).createMachine({
  id: "app",
  context: ({ input }) => input,
  entry: "setUpNativeNotifications",
  invoke: [
    {
      src: "appStore",
      id: APP_ACTORS.appStore,
      systemId: APP_ACTORS.appStore,
      input: ({ context }) => ({ stored: context.storedAppStore }),
    },
    { src: "session", id: APP_ACTORS.session, systemId: APP_ACTORS.session, input: ({ context }) => context.session },
    {
      src: "offline",
      id: APP_ACTORS.offline,
      systemId: APP_ACTORS.offline,
      input: ({ context }) => ({ online: context.online }),
    },
    { src: "serviceWorker", id: APP_ACTORS.serviceWorker, systemId: APP_ACTORS.serviceWorker },
  ],
  // one state for as long as the page lives: the children do the work
  initial: "running",
  states: { running: {} },
  on: {
    "app.routeChanged": {
      actions: sendTo(APP_ACTORS.session, ({ event }) => ({ type: "session.routeChanged" as const, path: event.path })),
    },
    "network.online": { actions: sendTo(APP_ACTORS.offline, { type: "network.online" as const }) },
    "network.offline": { actions: sendTo(APP_ACTORS.offline, { type: "network.offline" as const }) },
  },
});
