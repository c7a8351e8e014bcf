// Toasts of SPEC §8/§9: bottom-center, shown for 5 seconds, in the app's palette; where the bottom navigation shows,
// above it (never over its labels), elsewhere at the screen's foot, in the band every screen keeps free below its
// last control (--toast-clearance), so a toast never covers a form's buttons.
import { Toaster } from "sonner";

export const toastDurationMs = 5000;
const aboveNavOffset = "calc(var(--bottom-nav-height) + var(--toast-offset) + env(safe-area-inset-bottom))";
const atFootOffset = "calc(var(--toast-offset) + env(safe-area-inset-bottom))";

export function AppToaster({ aboveBottomNav = false }: { aboveBottomNav?: boolean }) {
  const offset = { bottom: aboveBottomNav ? aboveNavOffset : atFootOffset };
  return (
    <Toaster
      position="bottom-center"
      duration={toastDurationMs}
      offset={offset}
      mobileOffset={offset}
      theme="dark"
      toastOptions={{
        style: {
          background: "var(--color-surface-raised)",
          color: "var(--color-text)",
          border: "1px solid var(--color-gold-soft)",
          fontFamily: "var(--font-family)",
        },
      }}
    />
  );
}
