// The offline notice of SPEC §8, shown above a screen while the browser is offline.
import { Banner } from "./Banner";
import "./OfflineBanner.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const offlineBannerMessages = i18n("offlineBanner", {
  offline: "You are offline. Check your internet connection.",
});

export function OfflineBanner({ offline }: { offline: boolean }) {
  const t = useStore(offlineBannerMessages);
  if (!offline) return null;
  return (
    <div className="offline-banner">
      <Banner tone="error" role="alert">
        {t.offline}
      </Banner>
    </div>
  );
}
