// A success notice that has to outlive a reload: deleting the account logs out, and the logout reloads the page
// (often within milliseconds of the answer), which would take a toast raised before it along. The notice is kept in
// sessionStorage for this tab and shown once by the next start.
const NOTICE_KEY = "carried_notice";

export interface CarriedNotice {
  /** Keeps `message` for the next start of the app in this tab. */
  carry(message: string): void;
  /** The kept message, removed as it is read: a notice shows once. */
  take(): string | null;
}

/** `store` is read lazily: merely reading `sessionStorage` throws where the browser refuses storage. */
export function createSessionNotice(store: () => Storage | null): CarriedNotice {
  return {
    carry(message) {
      try {
        store()?.setItem(NOTICE_KEY, message);
      } catch {
        // storage refused (private mode, quota): the notice is lost with the reload, nothing else breaks
      }
    },
    take() {
      try {
        const message = store()?.getItem(NOTICE_KEY) ?? null;
        store()?.removeItem(NOTICE_KEY);
        return message;
      } catch {
        return null;
      }
    },
  };
}
