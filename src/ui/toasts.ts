// The toasts the app raises, without sonner in the first load: sonner and the toaster are fetched the first time a
// toast is shown. A toast raised before the toaster has mounted is not lost: sonner hands its active toasts to a
// toaster that subscribes late. Each message is shown in the reader's language (src/i18n/messages.ts, fetched with
// sonner: the messages' words are not needed before the first toast).
import type { Said } from "../../machines/lib/callFailure";

type Sonner = typeof import("sonner");
type Translate = (said: Said) => string;

const sonner = () =>
  Promise.all([import("sonner"), import("../i18n/messages")]).then(([module, messages]) => ({
    toast: module.toast,
    translate: messages.translateMessage,
  }));

let toastRaised = false;
const raisedListeners = new Set<() => void>();

function raise(show: (module: { toast: Sonner["toast"]; translate: Translate }) => void): void {
  if (!toastRaised) {
    toastRaised = true;
    for (const listener of raisedListeners) listener();
  }
  void sonner().then(show);
}

export const toast = {
  success(message: Said): void {
    raise((module) => module.toast.success(module.translate(message)));
  },
  error(message: Said): void {
    raise((module) => module.toast.error(module.translate(message)));
  },
};

/** Whether any toast was raised yet (the shell mounts the toaster from then on); a `useSyncExternalStore` source. */
export const toastActivity = {
  subscribe(listener: () => void): () => void {
    raisedListeners.add(listener);
    return () => raisedListeners.delete(listener);
  },
  raised: (): boolean => toastRaised,
};
