// The shell's slots in their one order: the offline notice, the route's screen, the bottom navigation, the update
// prompt, the toaster and the development tag. The app (App.tsx) and the prerendered shells (src/prerender/) both
// lay the page out through it, so hydration finds the server's elements where the client puts them (React's ids,
// e.g. react-aria's label ids, follow the position of each slot).
import { type ReactNode, Suspense } from "react";
import { RouteFallback } from "./RouteFallback";

export interface ShellSlots {
  offlineBanner: ReactNode;
  screen: ReactNode;
  bottomNav: ReactNode;
  updatePrompt: ReactNode;
  toaster: ReactNode;
  devTag: ReactNode;
}

export function ShellLayout(slots: ShellSlots) {
  return (
    <>
      {/* in the page's flow, above the screen: it never covers a control */}
      {slots.devTag}
      {slots.offlineBanner}
      <Suspense fallback={<RouteFallback />}>{slots.screen}</Suspense>
      {slots.bottomNav}
      {slots.updatePrompt}
      {slots.toaster}
    </>
  );
}
