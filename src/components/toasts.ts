// The toasts the app logic and the HTTP adapter raise, without sonner in the first load: sonner is fetched the first
// time a toast is shown (the toaster fetches it right after the first render anyway). A toast raised before the
// toaster has mounted is not lost: sonner hands its active toasts to a toaster that subscribes late.
const sonner = () => import("sonner");

export const toast = {
  success(message: string): void {
    void sonner().then((module) => module.toast.success(message));
  },
  error(message: string): void {
    void sonner().then((module) => module.toast.error(message));
  },
};
