// A thin strip above the screen in development builds (developmentHost.ts), so a test build is never mistaken for
// production; in the page's flow, so it never covers a control.
import "./DevTag.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const devTagMessages = i18n("devTag", {
  label: "Development build",
});

export function DevTag({ visible }: { visible: boolean }) {
  const t = useStore(devTagMessages);
  if (!visible) return null;
  return (
    <div className="dev-tag" role="note" aria-label={t.label}>
      DEV
    </div>
  );
}
