// A small corner tag on development hosts (developmentHost.ts), so a test build is never mistaken for production.
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
