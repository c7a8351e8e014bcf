// Toasts of SPEC §8/§9: bottom-center, shown for 5 seconds, in the app's palette.
import { Toaster } from "sonner";

export const toastDurationMs = 5000;

export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      duration={toastDurationMs}
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
