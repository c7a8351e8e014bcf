// A small corner tag on development hosts, so a test build is never mistaken for production.
import "./DevTag.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const devTagMessages = i18n("devTag", {
  label: "Development build",
});

const developmentHosts = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|.*\.local|dev\..*|.*\.dev\..*|staging\..*)$/i;

export function isDevelopmentHost(hostname: string): boolean {
  return developmentHosts.test(hostname);
}

export function DevTag({ visible }: { visible: boolean }) {
  const t = useStore(devTagMessages);
  if (!visible) return null;
  return (
    <div className="dev-tag" role="note" aria-label={t.label}>
      DEV
    </div>
  );
}
