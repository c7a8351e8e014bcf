// Online status: navigator.onLine plus its change events.
export interface OnlineStatus {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export const browserOnlineStatus: OnlineStatus = {
  isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine),
  subscribe(listener) {
    if (typeof window === "undefined") return () => {};
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  },
};
