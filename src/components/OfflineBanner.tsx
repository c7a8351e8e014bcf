// The offline notice of SPEC §8, shown above a screen while the browser is offline.
import { Banner } from "./Banner";
import "./OfflineBanner.css";

export const offlineMessage = "You are offline. Check your internet connection.";
export const noConnectionMessage = "No internet connection.";

export function OfflineBanner({ offline }: { offline: boolean }) {
  if (!offline) return null;
  return (
    <div className="offline-banner">
      <Banner tone="error" role="alert">
        {offlineMessage}
      </Banner>
    </div>
  );
}
