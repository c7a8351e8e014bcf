// The route table of SPEC §2 and the app shell: guards on every navigation, the bottom navigation, the toaster, the
// offline banner, the update prompt and the dev tag. Route screens, and the shell pieces the first paint does not need
// (the toaster, the offline notice, the update prompt, the dev tag), are lazy-loaded so the first load stays small.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { settleRoute } from "../../machines/lib/routeGuards";
import { APP_PATHS, type AppPath, isAppPath } from "../../shared/app-paths";
import { BottomNav, isBottomNavHidden } from "../ui/BottomNav";
import { isDevelopmentBuild } from "../ui/developmentHost";
import { toastActivity } from "../ui/toasts";
import { LogicProvider, useAppLogic } from "./LogicContext";
import type { ScreenName } from "./lazyImports";
import type { AppLogic } from "./logic";
import { ShellLayout } from "./ShellLayout";
import { useSelector } from "./shellSelector";

type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/** The chunk with the screens' and pieces' imports (src/app/lazyImports.ts), fetched once, when one is first asked for. */
const lazyImports = () => import("./lazyImports");

/**
 * A route screen loaded on first use, or earlier through `preload` (the address bar's route, at start). A screen
 * whose code is already here when it mounts renders straight away instead of through React.lazy, which always
 * suspends once: hydrating a prerendered shell must not suspend, or the shell is thrown away and drawn again.
 */
function lazyScreen(name: ScreenName): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= lazyImports()
      .then((imports) => imports.screenImports[name]())
      .then((component) => {
        loaded = component;
        return { default: component };
      });
    return loading;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, never in a render
  function Screen(props: object) {
    // Chosen once per mount: switching between the two later would remount the screen and lose its state.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}

const WalkthroughScreen = lazyScreen("WalkthroughScreen");
const QuestionsScreen = lazyScreen("QuestionsScreen");
const GetStartedScreen = lazyScreen("GetStartedScreen");
const KundaliScreen = lazyScreen("KundaliScreen");
const MatchingScreen = lazyScreen("MatchingScreen");
const TodayScreen = lazyScreen("TodayScreen");
const ChatScreen = lazyScreen("ChatScreen");
const LoginScreen = lazyScreen("LoginScreen");
const RegisterScreen = lazyScreen("RegisterScreen");
const ProfileScreen = lazyScreen("ProfileScreen");
const SettingsScreen = lazyScreen("SettingsScreen");
const SubscriptionScreen = lazyScreen("SubscriptionScreen");
const VerificationScreen = lazyScreen("VerificationScreen");
const ResetPasswordScreen = lazyScreen("ResetPasswordScreen");
const NotFoundScreen = lazyScreen("NotFoundScreen");

/** A shell piece kept out of the first load whose chunk is fetched once the shell has rendered, so it is ready
 * (and cached by the service worker) before it is needed, e.g. the offline notice when the network goes. */
function deferredPiece<P>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload };
}

const offlineBanner = deferredPiece(() => lazyImports().then((imports) => imports.pieceImports.OfflineBanner()));
const updatePrompt = deferredPiece(() => lazyImports().then((imports) => imports.pieceImports.UpdatePrompt()));
const toaster = deferredPiece(() => lazyImports().then((imports) => imports.pieceImports.AppToaster()));
// Only development hosts show the dev tag: production pages never fetch it.
const DevTag = lazy(() =>
  lazyImports()
    .then((imports) => imports.pieceImports.DevTag())
    .then((component) => ({ default: component })),
);
const OfflineBanner = offlineBanner.Component;
const AppToaster = toaster.Component;
const UpdatePrompt = updatePrompt.Component;

// The screen gallery (every view with sample data) exists in development builds only: production builds
// drop this branch and its chunk.
const GalleryScreen = import.meta.env.DEV ? lazy(() => import("../dev/gallery/GalleryScreen")) : null;

/** The routes of SPEC §2, /matching (Kundali matching) and /today (the day's panchang), one screen for each of the shared paths; /interests is only
 * referred to by the guards and shows the questions. */
const screens: Record<AppPath, LazyScreen> = {
  "/": WalkthroughScreen,
  "/home": WalkthroughScreen,
  "/questions": QuestionsScreen,
  "/interests": QuestionsScreen,
  "/get-started": GetStartedScreen,
  "/login": LoginScreen,
  "/register": RegisterScreen,
  "/kundali": KundaliScreen,
  "/matching": MatchingScreen,
  "/today": TodayScreen,
  "/chat": ChatScreen,
  "/profile": ProfileScreen,
  "/settings": SettingsScreen,
  "/subscription": SubscriptionScreen,
  "/reset-password": ResetPasswordScreen,
  "/verification": VerificationScreen,
};
const routes = APP_PATHS.map((path) => [path, screens[path]] as const);

/** Starts fetching the screen of `path` before the app logic and the first render, which would otherwise come first. */
export function preloadScreen(path: string): Promise<unknown> {
  return (isAppPath(path) ? screens[path] : NotFoundScreen).preload();
}

// The development tag is absent while a page hydrates (a prerendered shell has none) and shown right after, in
// development builds only.
const noChanges = () => () => {};
const inDevelopmentBuild = () => isDevelopmentBuild;
const whileHydrating = () => false;

function Shell() {
  const logic = useAppLogic();
  const [path] = useLocation();
  const offline = useSelector(logic.offline, (s) => s.matches("offline"));
  const updateAvailable = useSelector(logic.serviceWorker, (s) => s.matches("updateAvailable"));
  // The toaster (and sonner) stay out of the first screen: fetched in an idle moment after it, mounted with the
  // first toast.
  const toastRaised = useSyncExternalStore(toastActivity.subscribe, toastActivity.raised, toastActivity.raised);
  const developmentBuild = useSyncExternalStore(noChanges, inDevelopmentBuild, whileHydrating);
  // SPEC §2 guards, checked as each route renders so a guarded screen never mounts. Unknown paths show the
  // not-found page rather than being swallowed by a redirect.
  const redirect = isAppPath(path) ? settleRoute(path, logic.routeFacts()) : null;
  useEffect(() => {
    logic.routeChanged(path);
  }, [logic, path]);
  useEffect(() => {
    // Each in an idle moment of its own, not in the task that commits the first screen.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void offlineBanner.preload());
    idle(() => void updatePrompt.preload());
    // The first toast may be the offline one, raised when the network has just gone: its chunk must be here by then.
    idle(() => void toaster.preload());
  }, []);

  if (redirect && redirect !== path) return <Redirect to={redirect} replace />;
  return (
    <ShellLayout
      offlineBanner={
        <LazyPiece shown={offline}>
          <OfflineBanner offline />
        </LazyPiece>
      }
      screen={
        <Switch>
          {routes.map(([routePath, Screen]) => (
            <Route key={routePath} path={routePath} component={Screen} />
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      }
      bottomNav={<BottomNav currentPath={path} />}
      updatePrompt={
        <LazyPiece shown={updateAvailable}>
          <UpdatePrompt
            onReload={() => logic.serviceWorker.send({ type: "sw.reloadAccepted" })}
            onDismiss={() => logic.serviceWorker.send({ type: "sw.dismissed" })}
          />
        </LazyPiece>
      }
      toaster={
        <LazyPiece shown={toastRaised}>
          <AppToaster aboveBottomNav={!isBottomNavHidden(path)} />
        </LazyPiece>
      }
      devTag={
        <LazyPiece shown={developmentBuild}>
          <DevTag visible />
        </LazyPiece>
      }
    />
  );
}

/** A lazy piece of the shell, mounted (and its chunk fetched, if not yet) only while it shows. */
function LazyPiece({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The prerendered shell is inert until the app has taken it over (scripts/prerender-shells.ts says why). */
function useShellTakenOver() {
  useEffect(() => document.getElementById("root")?.removeAttribute("inert"), []);
}

export function App({ logic }: { logic: AppLogic }) {
  useShellTakenOver();
  return (
    <LogicProvider logic={logic}>
      <div className="app-column">
        <Switch>
          {GalleryScreen ? (
            <Route path="/__gallery/:view?">
              <Suspense fallback={null}>
                <GalleryScreen />
              </Suspense>
            </Route>
          ) : null}
          <Route component={Shell} />
        </Switch>
      </div>
    </LogicProvider>
  );
}
